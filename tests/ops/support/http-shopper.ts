import { randomUUID } from 'node:crypto';
import { COOKIE, PASSWORD, memberInput } from '../../api/account-support.ts';

/** A reply, or `status: 0` when the connection itself failed (reset, refused). */
export interface Reply {
  status: number;
  headers: Headers;
  body: { status?: string; code?: string; message?: string; data?: Record<string, unknown> } | null;
}

export const OK_CARD = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
};

/**
 * A shopper talking HTTP to a running server, as a browser would: its own session cookie and
 * CSRF token, and its own client address (the server trusts X-Forwarded-For in these tests, so
 * per-IP limits count each shopper apart). Every reply is reported to `seen`.
 */
export class HttpShopper {
  private cookie = '';
  private csrf = '';

  constructor(
    private readonly base: string,
    private readonly ip: string,
    private readonly seen: (reply: Reply, what: string) => void = () => undefined,
  ) {}

  /** The session cookie, for a request made outside `call` (an event stream, another instance). */
  cookieHeader(): Record<string, string> {
    return this.cookie ? { cookie: `${COOKIE}=${this.cookie}` } : {};
  }

  async call(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    let reply: Reply;
    try {
      const response = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          'x-forwarded-for': this.ip,
          ...(this.cookie ? { cookie: `${COOKIE}=${this.cookie}`, 'x-csrf-token': this.csrf } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
      if (cookie) this.cookie = cookie.slice(COOKIE.length + 1).split(';')[0] ?? '';
      const csrf = response.headers.get('x-csrf-token');
      if (csrf) this.csrf = csrf;
      const text = await response.text();
      let body: Reply['body'] = null;
      try {
        body = text ? (JSON.parse(text) as Reply['body']) : null;
      } catch {
        body = { message: text.slice(0, 200) };
      }
      reply = { status: response.status, headers: response.headers, body };
    } catch {
      reply = { status: 0, headers: new Headers(), body: null };
    }
    this.seen(reply, `${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')}`);
    return reply;
  }

  /** A signed-in member (guests may not check out unless the brand is borderless). */
  async signUp(email: string): Promise<void> {
    const up = await this.call('POST', '/api/account/signup', memberInput(email));
    if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
    const signedIn = await this.call('POST', '/api/account/signin', { email, password: PASSWORD });
    if (signedIn.status !== 200 || !this.csrf)
      throw new Error(`sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  }

  /** One order attempt's preparation: a fresh cart with two croissants and a card token. */
  async prepare(menuId: string): Promise<{ cartId: string; token: string } | Reply> {
    const cart = await this.call('POST', '/api/carts', { menu_id: menuId });
    if (cart.status !== 200) return cart;
    const cartId = cart.body?.data?.id as string;
    const line = await this.call('POST', `/api/carts/${cartId}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 2,
    });
    if (line.status !== 200) return line;
    const token = await this.call('POST', '/api/checkout/payment-token', OK_CARD);
    if (token.status !== 200) return token;
    return { cartId, token: token.body?.data?.token as string };
  }

  submit(key: string, cartId: string, token: string): Promise<Reply> {
    return this.call('POST', '/api/checkout', { cart_id: cartId, payment: { token } }, { 'idempotency-key': key });
  }
}

export const newKey = () => randomUUID();

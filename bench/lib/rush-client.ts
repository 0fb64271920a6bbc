/** What one call kind took, and how it went wrong, over a whole run. */
export class CallLog {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();

  record(kind: string, ms: number, failure?: string): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    if (failure) this.errors.set(`${kind} → ${failure}`, (this.errors.get(`${kind} → ${failure}`) ?? 0) + 1);
  }

  errorsOf(kind: string): number {
    let n = 0;
    for (const [key, count] of this.errors) if (key.startsWith(`${kind} → `)) n += count;
    return n;
  }
}

export interface Reply {
  status: number;
  body: { data?: Record<string, unknown>; code?: string } | null;
  /** The reply's text when it is not JSON (a page). */
  text: string;
  headers: Headers;
}

/**
 * One visitor over HTTP as a browser is: its own cookies (member session or staff session) and
 * CSRF token; every call timed into the log under its kind, a non-2xx or a dead connection an error.
 */
export class RushClient {
  private cookies = new Map<string, string>();
  csrf = '';

  constructor(
    private readonly base: string,
    private readonly log: CallLog,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(kind: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const started = performance.now();
    let reply: Reply;
    try {
      const response = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          accept: 'application/json, text/html',
          'accept-encoding': 'gzip, br',
          ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
          ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      for (const c of response.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const cut = pair!.indexOf('=');
        this.cookies.set(pair!.slice(0, cut), pair!.slice(cut + 1));
      }
      const csrf = response.headers.get('x-csrf-token');
      if (csrf) this.csrf = csrf;
      const text = await response.text();
      let body: Reply['body'] = null;
      if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(text) as Reply['body'];
      reply = { status: response.status, body, text: body ? '' : text, headers: response.headers };
    } catch (error) {
      reply = { status: 0, body: { code: (error as Error).message }, text: '', headers: new Headers() };
    }
    const ok = reply.status >= 200 && reply.status < 400;
    this.log.record(kind, performance.now() - started, ok ? undefined : failureOf(reply));
    return reply;
  }
}

// Which instance answered (haproxy's X-Served-By), or the proxies themselves when none did.
const failureOf = (reply: Reply) => {
  if (reply.status === 0) return `connection (${reply.body?.code})`;
  const by = reply.headers.get('x-served-by');
  return `${reply.status}${reply.body?.code ? ` ${reply.body.code}` : ''} from ${by ? `instance ${by}` : 'a proxy'}`;
};

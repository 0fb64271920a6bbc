import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny local fake of the Stripe HTTP API (issue 6): the PaymentIntents endpoints the adapter
 * uses, form-encoded bodies, Bearer auth, Idempotency-Key replay and Stripe's error shape. The
 * test PaymentMethods behave as in Stripe's test mode.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_capture' | 'requires_action' | 'succeeded' | 'canceled';
  capture_method: string;
  payment_method: string;
  description: string | null;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: { payment_intent: string; amount: number }[];
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** The shopper completed the bank's step in the browser. */
  authenticate(id: string): void;
  close(): Promise<void>;
}

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_visa_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card.',
  },
};

const readBody = (req: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(new URLSearchParams(data)));
  });

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeStripe['requests'] = [];
  const replies = new Map<string, { status: number; body: unknown }>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const form = await readBody(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey: key });
      const send = (status: number, body: unknown) => {
        if (key && req.method === 'POST') replies.set(`${path}|${key}`, { status, body });
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const replay = key ? replies.get(`${path}|${key}`) : undefined;
      if (replay && req.method === 'POST') {
        res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(JSON.stringify(replay.body));
      }
      const card = (code: string, message: string, decline?: string, pi?: FakeIntent) =>
        send(402, {
          error: {
            type: 'card_error',
            code,
            message,
            ...(decline ? { decline_code: decline } : {}),
            ...(pi ? { payment_intent: pi } : {}),
          },
        });

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const pm = form.get('payment_method') ?? '';
        const intent: FakeIntent = {
          id: `pi_${randomBytes(8).toString('hex')}`,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: pm === 'pm_card_authenticationRequired' ? 'requires_action' : 'requires_capture',
          capture_method: form.get('capture_method') ?? 'automatic',
          payment_method: pm,
          description: form.get('description'),
        };
        if (!Number.isInteger(intent.amount) || intent.amount < 50)
          return send(400, { error: { type: 'invalid_request_error', message: 'Amount must be at least 50 cents' } });
        const decline = DECLINES[pm];
        if (decline) return card(decline.code, decline.message, decline.decline_code);
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      const m = /^\/v1\/payment_intents\/(pi_\w+)(\/(capture|cancel))?$/.exec(path);
      const intent = m ? intents.get(m[1] ?? '') : undefined;
      if (m && !intent)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      if (intent && req.method === 'GET' && !m?.[3]) return send(200, intent);
      if (intent && m?.[3] === 'capture') {
        if (intent.status !== 'requires_capture')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `status ${intent.status}`,
            },
          });
        intent.status = 'succeeded';
        return send(200, intent);
      }
      if (intent && m?.[3] === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `status ${intent.status}`,
            },
          });
        intent.status = 'canceled';
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const pi = intents.get(form.get('payment_intent') ?? '');
        if (!pi || pi.status !== 'succeeded')
          return send(400, { error: { type: 'invalid_request_error', message: 'not refundable' } });
        refunds.push({ payment_intent: pi.id, amount: Number(form.get('amount') ?? pi.amount) });
        return send(200, {
          id: `re_${randomBytes(6).toString('hex')}`,
          object: 'refund',
          status: 'succeeded',
          amount: Number(form.get('amount') ?? pi.amount),
          payment_intent: pi.id,
        });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    authenticate(id) {
      const i = intents.get(id);
      if (i?.status === 'requires_action') i.status = 'requires_capture';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

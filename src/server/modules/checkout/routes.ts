import type { FastifyReply } from 'fastify';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  confirmPaymentReply,
  confirmPaymentRequest,
  paymentIdParams,
} from '../../../domain/checkout/confirm-payment-contract.ts';
import { giftCardBalanceReply, giftCardBalanceRequest } from '../../../domain/checkout/gift-card-balance-contract.ts';
import { paymentTokenReply, paymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  submitOrderReply,
  submitOrderRequest,
} from '../../../domain/checkout/submit-order-contract.ts';
import { toErrorReply } from '../../http/errors.ts';
import { buyerOf, type MemberResolver } from '../account/index.ts';
import type { GiftCardAttempts } from '../gift-cards/index.ts';
import type { CaptureQueue } from './capture-queue.ts';
import type { CheckoutService } from './service.ts';
import { privateNoStore, routeSchemaFor } from '../../http/route-schema.ts';

export interface CheckoutRouteDeps {
  service: CheckoutService;
  /** Started with the server, finished before it closes. */
  captures: CaptureQueue;
  resolveMember: MemberResolver;
  /** Shared by every instance: gift card attempts on every path, tokenizations per IP. */
  limits: { giftCards: GiftCardAttempts; cardTokens: (ip: string) => Promise<void> };
  /** An error reply of these routes, by its envelope's code (a stored reply replayed is not one). */
  onRefused?: (code: string) => void;
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || key.length === 0)
    throw new AppError(
      'BAD_REQUEST',
      'The Idempotency-Key header is required (one key per order attempt, e.g. a UUID).',
    );
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError(
      'BAD_REQUEST',
      'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
    );
  return key;
}

const route = routeSchemaFor(['checkout'], 'session');

/** Checkout API: tokenize a card, gift card balance, submit, confirm a payment. */
export const checkoutRoutes =
  ({ service, captures, resolveMember, limits, onRefused }: CheckoutRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    if (onRefused)
      server.addHook('onError', (_request, _reply, error, done) => {
        onRefused(toErrorReply(error).body.code);
        done();
      });
    server.addHook('onReady', async () => captures.start());
    server.addHook('onClose', async () => captures.stop());
    server.addHook('onSend', privateNoStore);

    server.post(
      '/checkout/payment-token',
      route(
        {
          summary: 'Sandbox card tokenizer: card details in, opaque token out; numbers are never stored or logged',
          access: 'visitor',
          body: paymentTokenRequest,
        },
        paymentTokenReply,
      ),
      async (request, reply) => {
        await limits.cardTokens(request.ip);
        // The token is bound to this browser's session.
        const session = await request.session.ensure(reply);
        return ok(service.tokenize(request.body, session.idHash));
      },
    );

    server.post(
      '/gift-cards/balance',
      route(
        {
          summary: 'Gift card balance (spec §3 Gift card); one generic 404 for a wrong number or PIN',
          access: 'public',
          body: giftCardBalanceRequest,
        },
        giftCardBalanceReply,
      ),
      async (request) => {
        await limits.giftCards.count(request.ip, [request.body.number]);
        return ok(await service.giftCardBalance(request.body.number, request.body.pin));
      },
    );

    server.post(
      '/checkout',
      route(
        {
          summary: 'Submit the cart as an order, exactly once per Idempotency-Key header (required)',
          body: submitOrderRequest,
        },
        submitOrderReply,
      ),
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const buyer = await buyerOf(resolveMember, request, reply);
        // Counted before the service looks any card up, a replayed key too.
        await limits.giftCards.count(
          request.ip,
          request.body.gift_cards.map((c) => c.number),
        );
        const stored = await service.submit(buyer, key, request.body);
        // A stored reply replays with its own status (200, or the 4xx/5xx of an attempt that failed),
        // as it was first sent: it was checked against the contract then.
        const replay: FastifyReply = reply;
        return replay.code(stored.status).serializer(JSON.stringify).send(stored.body);
      },
    );

    server.post(
      '/checkout/payments/:id/confirm',
      route(
        {
          summary: 'The extra confirmation step of some cards; then repeat the submission with the same key',
          params: paymentIdParams,
          body: confirmPaymentRequest,
        },
        confirmPaymentReply,
      ),
      async (request, reply) =>
        ok(
          await service.confirmPayment(
            await buyerOf(resolveMember, request, reply),
            request.params.id,
            request.body.approve,
          ),
        ),
    );
  };

import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { PAYMENT_MESSAGES, type SubmitOrderInput } from '../../../domain/checkout/submit-order-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { payments } from '../../db/schema/orders.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { receiptEmail } from '../orders/index.ts';
import type { CardAttempts } from './card-attempts.ts';
import { SimulatedCrash } from './faults.ts';
import { PAYMENT_GONE } from './messages.ts';
import type { OrderWriter } from './order-writer.ts';
import type { Planner } from './plan-order.ts';
import { placedReply, type Buyer, type CardHold, type CheckoutServiceOptions, type SubmitReply } from './types.ts';

type PlaceOptions = Pick<CheckoutServiceOptions, 'db' | 'captures' | 'mailer' | 'log' | 'app' | 'faults'> & {
  statusLinks?: CheckoutServiceOptions['statusLinks'];
  now: () => Date;
  planner: Planner;
  attempts: CardAttempts;
  writer: OrderWriter;
  onPlaced?: (() => void) | undefined;
};

/**
 * One claimed submission from plan to reply: plan, authorize the
 * card remainder, write the order; capture and receipt after the reply. A failure
 * before the order leaves no order and voids the authorization.
 */
export function createOrderPlacer(options: PlaceOptions) {
  const { db, log, now, planner, attempts } = options;

  async function placeOrder(
    keyId: string,
    freshKey: boolean,
    buyer: Buyer,
    input: SubmitOrderInput,
  ): Promise<SubmitReply> {
    const at = now();
    const plan = await planner.planOrder(buyer, input, at, true, keyId);
    const { cart, part, allocation } = plan;

    let card: CardHold | null = null;
    if (allocation.remainderCents > 0) {
      if (!input.payment) throw new AppError('CARD_DECLINED', PAYMENT_MESSAGES.payment_required, { field: 'payment' });
      const { payment, result } = await attempts.authorizeCard(
        keyId,
        freshKey,
        buyer,
        input.payment.token,
        allocation.remainderCents,
        cart,
        part,
      );
      if (result.status === 'declined')
        throw new AppError('CARD_DECLINED', PAYMENT_MESSAGES[result.reason], { field: 'number' });
      if (result.status === 'lapsed') throw new AppError('CONFLICT', PAYMENT_GONE);
      if (result.status === 'requires_confirmation') {
        return {
          status: 200,
          body: {
            status: 'ok',
            data: {
              result: 'requires_confirmation',
              payment_id: payment.id,
              message: 'Your bank asks you to confirm this payment.',
            },
          },
        };
      }
      card = { payment, ref: result.ref };
    }

    try {
      await options.faults?.afterAuthorize?.();
      const order = await options.writer.write({ keyId, buyer, vehicle: input.vehicle, plan, card, at });
      options.onPlaced?.();
      await options.faults?.afterOrderPlaced?.();
      // The order is committed: the reply does not wait for the capture.
      if (card) options.captures.add(card.payment.id, card.ref);
      void sendReceipt(order, buyer.memberId === null);
      return placedReply(order);
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // Voided only if no order holds it (an order that committed before an error keeps its payment).
      if (card) await attempts.voidCard(card.payment, 'order_not_placed', card.ref);
      if (card && isDatabaseUnavailable(error)) captureIfPlaced(card);
      throw error;
    }
  }

  /**
   * The database stopped answering around the order statement, so whether the order committed is
   * unknown. Once it answers again, a committed order's capture is queued (else only the sweep,
   * minutes later, would take it); an attempt no order took is left to its key's retry.
   */
  function captureIfPlaced(card: CardHold): void {
    const check = (delays: number[]) => {
      const [delay, ...rest] = delays;
      if (delay === undefined) return;
      setTimeout(() => {
        db.select({ orderId: payments.orderId, status: payments.status })
          .from(payments)
          .where(eq(payments.id, card.payment.id))
          .limit(1)
          .then(([row]) => {
            if (row?.orderId && row.status === 'authorized') options.captures.add(card.payment.id, card.ref);
          })
          .catch(() => check(rest));
      }, delay).unref();
    };
    check([100, 250, 500, 1000, 2000, 4000, 8000, 16000]);
  }

  /** A guest's receipt also carries the private link to the order's status (they have no history to find it in). */
  async function sendReceipt(order: Order, guest: boolean): Promise<void> {
    try {
      const statusUrl = guest && options.statusLinks ? await options.statusLinks.issue(order.id) : undefined;
      await options.mailer.send(receiptEmail(order, options.app.name, statusUrl));
    } catch (error) {
      log.error({ err: error, order: order.id }, 'receipt e-mail not sent');
    }
  }

  return { placeOrder };
}

export type OrderPlacer = ReturnType<typeof createOrderPlacer>;

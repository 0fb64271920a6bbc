import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isDelivered, readyInstructions } from '../../../domain/orders/live-status.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts';
import { toOrder } from './order-view.ts';
import { escape } from './receipt-email.ts';
import * as repo from './repo.ts';

/** Waits before the next try after the mail provider failed (after the last, the failure stays in the log). */
const RETRY_MS = [2_000, 10_000, 60_000];

/** "Your order is ready" (or "on its way" for a delivery): where and how to collect it, by its handoff. */
export function readyEmail(order: Order, brand: string): MailMessage {
  const how = readyInstructions(order);
  const state = isDelivered(order.handoff) ? 'is on its way' : 'is ready';
  const l = order.location;
  const text = [
    `${order.contact.first_name}, your order #${order.number} ${state}.`,
    '',
    how,
    '',
    `Questions? Call ${l.name} at ${l.phone}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${escape(brand)}: your order #${escape(order.number)} ${state}</h1><p>${escape(order.contact.first_name)}, your order ${state}.</p><p>${escape(how)}</p><p>Questions? Call ${escape(l.name)} at ${escape(l.phone)}.</p></body></html>`;
  return { to: order.contact.email, subject: `Your order ${state}: ${brand} order #${order.number}`, text, html };
}

/**
 * Sends the ready e-mail once per order, whatever the number of instances and however often the
 * order comes back to ready (a recall and a re-bump): `send` first claims
 * `orders.ready_email_sent_at` with UPDATE … WHERE it IS NULL (and the order is ready), so exactly
 * one claim wins; it resolves once the claim is decided (one UPDATE) and the mail itself goes in
 * the background, so the staff action never waits for the provider. A provider failure gives the
 * claim back and is retried a few times, logged with the order id only. It never throws.
 */
export function createReadyEmailSender(o: { db: Db; mailer: Mailer; brand: string; log: FastifyBaseLogger }) {
  async function claim(orderId: string): Promise<boolean> {
    const rows = await o.db
      .update(orders)
      .set({ readyEmailSentAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'ready'), isNull(orders.readyEmailSentAt)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async function deliver(orderId: string, tries: number): Promise<void> {
    try {
      const row = await repo.findOrder(o.db, orderId);
      // An erased member's order keeps no address: nothing to send (the claim stays).
      if (!row?.contact.email) return;
      const { lines, pays } = await repo.readOrderParts(o.db, [orderId]);
      await o.mailer.send(readyEmail(toOrder(row, lines, pays), o.brand));
    } catch (error) {
      await o.db
        .update(orders)
        .set({ readyEmailSentAt: null })
        .where(eq(orders.id, orderId))
        .catch(() => undefined);
      const delay = RETRY_MS[tries];
      o.log.error({ err: error, order: orderId, retry: delay !== undefined }, 'ready e-mail not sent');
      if (delay !== undefined) setTimeout(() => void send(orderId, tries + 1), delay).unref();
    }
  }

  async function send(orderId: string, tries = 0): Promise<void> {
    try {
      if (await claim(orderId)) void deliver(orderId, tries);
    } catch (error) {
      o.log.error({ err: error, order: orderId }, 'ready e-mail not claimed');
    }
  }

  return { send };
}

export type ReadyEmailSender = ReturnType<typeof createReadyEmailSender>;

import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isDelivered, readyInstructions } from '../../../domain/orders/live-status.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts';
import { escapeHtml as escape } from '../../providers/mail/mail-words.ts';
import { createOnceMailer } from '../../providers/mail/send-once.ts';
import { toOrder } from './order-view.ts';
import * as repo from './repo.ts';

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
 * Sends the ready e-mail once per order, however often the order comes back to ready (a recall
 * and a re-bump): the claim is `orders.ready_email_sent_at`, taken only while the order is ready.
 */
export function createReadyEmailSender(o: { db: Db; mailer: Mailer; brand: string; log: FastifyBaseLogger }) {
  const once = createOnceMailer({ mailer: o.mailer, log: o.log, what: 'ready e-mail' });
  const send = (orderId: string) =>
    once.send(orderId, {
      claim: async () =>
        (
          await o.db
            .update(orders)
            .set({ readyEmailSentAt: new Date() })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'ready'), isNull(orders.readyEmailSentAt)))
            .returning({ id: orders.id })
        ).length > 0,
      release: async () => {
        await o.db.update(orders).set({ readyEmailSentAt: null }).where(eq(orders.id, orderId));
      },
      compose: async () => {
        const row = await repo.findOrder(o.db, orderId);
        if (!row?.contact.email) return null;
        const { lines, pays } = await repo.readOrderParts(o.db, [orderId]);
        return readyEmail(toOrder(row, lines, pays), o.brand);
      },
    });
  return { send };
}

export type ReadyEmailSender = ReturnType<typeof createReadyEmailSender>;

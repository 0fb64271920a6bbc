import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cancellationMail, cancellationParts } from '../../../domain/refunds/customer-mail.ts';
import { orderMoney } from '../../../domain/refunds/order-money.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { mailOf } from '../../providers/mail/mail-words.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createOnceMailer } from '../../providers/mail/send-once.ts';
import * as repo from './repo.ts';

/**
 * The customer's cancellation e-mail, once per order (`orders.cancel_email_sent_at` is the claim,
 * taken only while the order is cancelled): sent after the cancel committed and the card was
 * refunded or released, so it says what really happened to the money.
 */
export function createCancelEmailSender(o: { db: Db; mailer: Mailer; brand: string; log: FastifyBaseLogger }) {
  const once = createOnceMailer({ mailer: o.mailer, log: o.log, what: 'cancellation e-mail' });
  const send = (orderId: string) =>
    once.send(orderId, {
      claim: async () =>
        (
          await o.db
            .update(orders)
            .set({ cancelEmailSentAt: new Date() })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'cancelled'), isNull(orders.cancelEmailSentAt)))
            .returning({ id: orders.id })
        ).length > 0,
      release: async () => {
        await o.db.update(orders).set({ cancelEmailSentAt: null }).where(eq(orders.id, orderId));
      },
      compose: async () => {
        const row = await repo.findOrder(o.db, orderId);
        if (!row?.contact.email) return null;
        const { lines, pays } = await repo.readOrderParts(o.db, [orderId]);
        const words = cancellationMail(
          {
            brand: o.brand,
            number: String(row.number),
            firstName: row.contact.first_name,
            store: { name: row.location.name, phone: row.location.phone },
          },
          {
            lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, totalCents: l.totalCents })),
            totalCents: row.totals.total,
            parts: cancellationParts(orderMoney(pays, [])),
          },
        );
        return mailOf(row.contact.email, words);
      },
    });
  return { send };
}

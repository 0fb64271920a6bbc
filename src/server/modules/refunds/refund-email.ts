import type { FastifyBaseLogger } from 'fastify';
import { refundMail } from '../../../domain/refunds/customer-mail.ts';
import type { Db } from '../../db/client.ts';
import { mailOf } from '../../providers/mail/mail-words.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createOnceMailer } from '../../providers/mail/send-once.ts';
import * as repo from './repo.ts';

/**
 * The customer's refund e-mail, once per refund row (its `email_sent_at` is the claim): how much,
 * which items, to which payment, and when to expect it. Sent after the refund commits and its card
 * part went to the processor, so a part still pending says so.
 */
export function createRefundEmailSender(o: { db: Db; mailer: Mailer; brand: string; log: FastifyBaseLogger }) {
  const once = createOnceMailer({ mailer: o.mailer, log: o.log, what: 'refund e-mail' });
  const send = (refundId: string) =>
    once.send(refundId, {
      claim: () => repo.claimRefundEmail(o.db, refundId),
      release: () => repo.releaseRefundEmail(o.db, refundId),
      compose: async () => {
        const refund = await repo.refundById(o.db, refundId);
        const order = refund ? await repo.orderById(o.db, refund.orderId) : null;
        if (!refund || !order?.contact.email) return null;
        const words = refundMail(
          {
            brand: o.brand,
            number: String(order.number),
            firstName: order.contact.first_name,
            store: { name: order.location.name, phone: order.location.phone },
          },
          {
            amountCents: refund.amountCents,
            lines: refund.lines.map((l) => ({ name: l.name, quantity: l.quantity, totalCents: l.amountCents })),
            parts: refund.parts.map((p) => ({
              kind: p.kind,
              brand: p.brand,
              last4: p.last4,
              amount: p.amountCents,
              state: p.state,
            })),
          },
        );
        return mailOf(order.contact.email, words);
      },
    });
  return { send };
}

export type RefundEmailSender = ReturnType<typeof createRefundEmailSender>;

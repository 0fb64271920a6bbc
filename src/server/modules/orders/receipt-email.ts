import type { Order } from '../../../domain/orders/order-schema.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { escapeHtml as escape } from '../../providers/mail/mail-words.ts';

/**
 * The receipt: order number, lines, totals, ready time (the location's wall clock)
 * and where to collect it or where it goes. Brand and last 4 only for cards.
 */
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const HANDOFF_LABELS: Record<Order['handoff'], string> = {
  pickup: 'Pickup',
  curbside: 'Curbside',
  drivethru: 'Drive-Thru',
  delivery: 'Delivery',
  dispatch: 'Delivery',
};

// Built once: making an Intl.DateTimeFormat costs far more than formatting with one.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYYMMDD HH:mm' → "Sunday, November 22 at 9:30 AM" (wall time, so no zone maths). */
export function formatReadyTime(local: string): string {
  const [y, mo, d, hh, mm] = [
    local.slice(0, 4),
    local.slice(4, 6),
    local.slice(6, 8),
    local.slice(9, 11),
    local.slice(12, 14),
  ].map(Number) as [number, number, number, number, number];
  const day = DAY_FORMAT.format(new Date(Date.UTC(y, mo - 1, d)));
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${day} at ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

export function receiptEmail(order: Order, brand: string, statusUrl?: string): MailMessage {
  const l = order.location;
  const where =
    order.address && (order.handoff === 'delivery' || order.handoff === 'dispatch')
      ? `Delivering to: ${[order.address.address, order.address.building, `${order.address.city}, ${order.address.state} ${order.address.zip}`].filter(Boolean).join(', ')}${order.address.instructions ? ` (${order.address.instructions})` : ''}`
      : `${HANDOFF_LABELS[order.handoff]} at ${l.name}, ${l.address}, ${l.city}, ${l.state} ${l.zip}`;
  const lines = order.products.map((p) => {
    const choices = p.choices.map((c) => c.name).join(', ');
    return `${p.quantity} × ${p.name}${choices ? ` (${choices})` : ''}  ${money(p.cost.total)}`;
  });
  const t = order.totals;
  const totals = [
    ['Subtotal', t.subtotal],
    ...(t.discount ? [['Discount', -t.discount] as const] : []),
    ['Tax', t.tax],
    ...(t.fees ? [['Service Fee', t.fees] as const] : []),
    ...(t.handoff ? [['Delivery Fee', t.handoff] as const] : []),
    ...(t.tip ? [['Tip', t.tip] as const] : []),
    ['Total', t.total],
  ] as const;
  const paid = order.payments.map(
    (p) => `${p.kind === 'gift_card' ? 'Gift Card' : p.brand.toUpperCase()} •••• ${p.last4}: ${money(p.amount)}`,
  );
  const readyAt = formatReadyTime(order.time.ready);
  const ready = `Ready: ${readyAt}`;
  const text = [
    `Thank you, ${order.contact.first_name}!`,
    `Order #${order.number}`,
    ready,
    where,
    '',
    ...lines,
    '',
    ...totals.map(([label, cents]) => `${label}: ${cents < 0 ? `-${money(-cents)}` : money(cents)}`),
    '',
    ...paid,
    '',
    ...(statusUrl ? [`Follow your order: ${statusUrl}`, ''] : []),
    `Questions? Call ${l.name} at ${l.phone}.`,
  ].join('\n');
  const row = (a: string, b: string) => `<tr><td>${escape(a)}</td><td style="text-align:right">${escape(b)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${escape(brand)}: Order #${escape(order.number)}</h1><p>Thank you, ${escape(order.contact.first_name)}!</p><p>${escape(ready)}<br>${escape(where)}</p><table>${order.products
    .map((p) => row(`${p.quantity} × ${p.name}`, money(p.cost.total)))
    .join(
      '',
    )}${totals.map(([label, cents]) => row(label, cents < 0 ? `-${money(-cents)}` : money(cents))).join('')}</table><p>${paid.map(escape).join('<br>')}</p>${statusUrl ? `<p><a href="${escape(statusUrl)}">Follow your order</a></p>` : ''}<p>Questions? Call ${escape(l.name)} at ${escape(l.phone)}.</p></body></html>`;
  return { to: order.contact.email, subject: `${brand} order #${order.number}: ready ${readyAt}`, text, html };
}

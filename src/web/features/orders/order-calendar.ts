import type { Order } from '../../../domain/orders/order-schema.ts';

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** 2026-11-22T17:15:00.000Z → 20261122T171500Z */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines over 75 octets are folded (RFC 5545 §3.1); our texts are ASCII-ish, so characters are a safe measure. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
  return parts.join('\r\n ');
}

/**
 * Add-to-calendar (issue 6 confirmation): a one-event iCalendar file for the ready time. Built
 * from the order alone (no server call), so the confirmation page can offer it as a data: link
 * that works even before scripts run. Times are UTC instants (ready_at), which every calendar
 * shows in the viewer's zone.
 */
export function orderCalendar(order: Order, brand: string, now: Date = new Date(order.created)): string {
  const l = order.location;
  const delivery = order.handoff === 'delivery' || order.handoff === 'dispatch';
  const where =
    delivery && order.address
      ? `${order.address.address}, ${order.address.city}, ${order.address.state} ${order.address.zip}`
      : `${l.name}, ${l.address}, ${l.city}, ${l.state} ${l.zip}`;
  const start = new Date(order.time.ready_at);
  const end = new Date(start.getTime() + 15 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(brand)}//Orders//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:order-${order.id}@${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(start.toISOString())}`,
    `DTEND:${utcStamp(end.toISOString())}`,
    `SUMMARY:${escapeText(`${delivery ? 'Delivery' : 'Pickup'}: ${brand} order #${order.number}`)}`,
    `LOCATION:${escapeText(where)}`,
    `DESCRIPTION:${escapeText(order.products.map((p) => `${p.quantity} × ${p.name}`).join('\n'))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

export const calendarHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

import { formatClock } from '../locations/format.ts';
import { describeChanges, type CatalogueChange } from '../catalogue/catalogue-changes.ts';
import { formatCents } from '../menu/menu-format.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../orders/order-schema.ts';
import { groupThousands, shortDateLabel } from '../us-english-format.ts';
import { ROLE_LABELS, type StaffRole } from './roles.ts';

/** What a sentence about one audit entry is made of: the row, with the names joined to it. */
export interface AuditFacts {
  action: string;
  at: string;
  /** The person's name, the integration's, or null for the command line. */
  who: string | null;
  location_name: string | null;
  time_zone: string | null;
  order_number: number | null;
  target: string | null;
  before: unknown;
  after: unknown;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const clock = (iso: string, timeZone: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
const day = (isoDay: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? shortDateLabel(isoDay) : isoDay);
const status = (v: unknown) => ORDER_STATUS_LABELS[v as OrderStatus] ?? str(v);

/** The changed settings of a capacity edit, "slot capacity 6 → 4". */
function changes(before: Json, after: Json, names: Record<string, string>): string {
  return Object.entries(names)
    .filter(([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(([key, name]) => `${name} ${JSON.stringify(before[key] ?? '—')} → ${JSON.stringify(after[key] ?? '—')}`)
    .join(', ');
}

const CAPACITY_NAMES = {
  slot_capacity: 'orders per slot',
  slot_capacity_by_handoff: 'orders per slot by handoff',
  slot_minutes: 'slot minutes',
  lead_minutes: 'lead minutes',
  delivery_lead_minutes: 'delivery lead minutes',
  lead_minutes_by_handoff: 'lead minutes by handoff',
};

/**
 * One audit entry in plain words: "Rhea paused online ordering at Back Bay for 20 min"; a store's
 * row of a brand action says so: "… (one step for 3 stores)".
 */
export function describeAudit(e: AuditFacts): string {
  const stores = Number(obj(e.after).brand_stores ?? 0);
  return stores > 1 ? `${sentence(e)} (one step for ${stores} stores)` : sentence(e);
}

function sentence(e: AuditFacts): string {
  const who = e.who ?? (obj(e.after).via === 'setup-link' ? 'The setup link' : 'The command line');
  const at = e.location_name ? ` at ${e.location_name}` : '';
  const order = e.order_number ? `order #${e.order_number}` : 'an order';
  const before = obj(e.before);
  const after = obj(e.after);
  const reason = str(after.reason) ? ` (${str(after.reason)})` : '';
  switch (e.action) {
    case 'location.pause': {
      const until = str(after.paused_until);
      if (!until) return `${who} paused online ordering${at} until resumed`;
      const minutes = Math.round((Date.parse(until) - Date.parse(e.at)) / 60_000);
      return `${who} paused online ordering${at} for ${minutes} min (until ${clock(until, e.time_zone)})`;
    }
    case 'location.resume':
      return `${who} resumed online ordering${at}`;
    case 'location.throttle': {
      const what = changes(before, after, CAPACITY_NAMES);
      return what ? `${who} changed capacity${at}: ${what}` : `${who} saved capacity${at} unchanged`;
    }
    case 'location.hours':
      return `${who} changed the weekly hours${at}`;
    case 'location.closure.set': {
      const date = day(str(after.date) || str(e.target).replace('closure:', ''));
      return after.closed
        ? `${who} closed${at || ' the store'} on ${date}${reason}`
        : `${who} set special hours${at} on ${date}: ${formatClock(str(after.opens))}–${formatClock(str(after.closes))}${reason}`;
    }
    case 'location.closure.remove':
      return `${who} removed the closure${at} on ${day(str(before.date) || str(e.target).replace('closure:', ''))}`;
    case 'availability.set': {
      const name = str(after.name) || str(before.name) || 'an item';
      const soldOut = after.sold_out ? obj(after.sold_out) : null;
      if (!soldOut) return `${who} put ${name} back on sale${at}`;
      const until = str(soldOut.until);
      return `${who} marked ${name} sold out${at} ${until ? `until ${clock(until, e.time_zone)}` : 'until further notice'}`;
    }
    case 'menu.draft':
      return `${who} edited the menu draft: ${str(after.summary) || 'no change'}`;
    case 'menu.discard':
      return `${who} threw the menu draft away (back to version ${Number(after.version)})`;
    case 'menu.publish':
    case 'menu.restore':
      return menuVersionWords(who, e.action, after);
    case 'menu.override':
      return overrideWords(who, at, before, after);
    case 'menu.daily-limit': {
      const dayBefore = (n: number) => (n === 0 ? 'the same day' : n === 1 ? 'the day before' : `${n} days before`);
      const name = str(after.name) || str(before.name) || 'an item';
      if (after.per_day === undefined || after.per_day === null)
        return `${who} removed the daily limit of ${name}${at}`;
      const cutoff = after.cutoff ? obj(after.cutoff) : null;
      const by = cutoff ? `, order by ${formatClock(str(cutoff.time))} ${dayBefore(Number(cutoff.days_before))}` : '';
      return `${who} limited ${name} to ${Number(after.per_day)} a day${at}${by}`;
    }
    case 'order.bump':
    case 'order.recall':
    case 'order.status':
      return `${who} moved ${order} from ${status(before.status)} to ${status(after.status)}${at}`;
    case 'order.cancel':
      return `${who} cancelled ${order}${at}${reason}`;
    case 'order.refund': {
      const lines = Array.isArray(after.lines) ? (after.lines as unknown[]).map(obj) : [];
      const items = lines.length ? ` for ${lines.map((l) => `${Number(l.quantity)} × ${str(l.name)}`).join(', ')}` : '';
      return `${who} refunded ${formatCents(Number(after.amount_cents ?? 0))} of ${order}${at}${items}${reason}`;
    }
    case 'staff.create':
      return `${who} added ${str(after.email)} as ${ROLE_LABELS[after.role as StaffRole] ?? str(after.role)}`;
    case 'staff.update': {
      const parts = [
        before.role !== after.role
          ? `role ${ROLE_LABELS[before.role as StaffRole] ?? '—'} → ${ROLE_LABELS[after.role as StaffRole] ?? '—'}`
          : '',
        before.disabled !== after.disabled ? (after.disabled ? 'disabled' : 'enabled again') : '',
        JSON.stringify(before.location_ids) !== JSON.stringify(after.location_ids) ? 'stores changed' : '',
        before.display_name !== after.display_name ? `name → ${str(after.display_name)}` : '',
      ].filter(Boolean);
      return `${who} changed ${str(after.email)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
    }
    case 'staff.password':
      return `${who} changed their password`;
    case 'staff.password_forgot':
      return `${who} chose a new password from an e-mailed reset link`;
    case 'staff.password_reset':
      return `${who} reset the password of ${str(after.email) || str(before.email) || 'a staff member'}`;
    case 'customer.rewards_adjust': {
      const points = Number(after.points ?? 0);
      const amount = `${groupThousands(Math.abs(points))} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
      const whose = `${str(after.customer_name) || 'a customer'}'s rewards`;
      const why = str(after.reason) ? `: ${str(after.reason)}` : '';
      return points >= 0 ? `${who} added ${amount} to ${whose}${why}` : `${who} took ${amount} from ${whose}${why}`;
    }
    case 'integration.create':
      return `${who} created the integration key ${str(after.name) || str(e.target).replace('integration:', '')}`;
    case 'integration.revoke':
      return `${who} revoked the integration key ${str(before.name) || str(e.target).replace('integration:', '')}`;
    default:
      return `${who}: ${e.action}${at}`;
  }
}

const storeCount = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'}`;

/** "Rhea raised Butter Croissant to $3.95 in 12 stores (menu version 3)". */
function menuVersionWords(who: string, action: string, after: Json): string {
  const changes = Array.isArray(after.changes) ? (after.changes as CatalogueChange[]) : [];
  const stores = storeCount(Number(after.stores ?? 0));
  const version = `menu version ${Number(after.version)}`;
  if (action === 'menu.restore')
    return `${who} restored menu version ${Number(after.restored_from)} in ${stores} (as ${version})`;
  return changes.length
    ? `${who} ${describeChanges(changes)} in ${stores} (${version})`
    : `${who} published ${version} unchanged in ${stores}`;
}

/** "Rhea set Butter Croissant to $3.95 at Back Bay", "…hid Clam Chowder at Navy Yard". */
function overrideWords(who: string, at: string, before: Json, after: Json): string {
  const name = str(after.name) || 'an item';
  const price = typeof after.price_cents === 'number' ? after.price_cents : null;
  const parts: string[] = [];
  if (price !== before.price_cents)
    parts.push(price === null ? `${name} back to the menu price` : `${name} to ${formatCents(price)}`);
  const availability = str(after.availability);
  const said =
    availability === 'hidden'
      ? `hid ${name}`
      : availability === 'sold_out'
        ? `marked ${name} sold out`
        : `put ${name} on sale`;
  return parts.length ? `${who} set ${parts.join('')}${at} and ${said}` : `${who} ${said}${at}`;
}

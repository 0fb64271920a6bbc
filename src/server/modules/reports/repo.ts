import { sql, type SQL } from 'drizzle-orm';
import { cardBrandLabel } from '../../../domain/checkout/card-rules.ts';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { PaymentMethodRow, ProductMixRow } from '../../../domain/reports/report-contract.ts';
import type { RefundCell, SaleCell } from '../../../domain/reports/sales-rollup.ts';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** Which stores and business days a report reads; days are in each store's own zone. */
export interface ReportScope {
  locationIds: string[];
  from: string;
  to: string;
}

// No zone is more than 14 hours from UTC: these bounds let the created_at index narrow the scan
// before each row's own local date is checked.
const lowerBound = (from: string) => new Date(Date.parse(`${from}T00:00:00Z`) - 14 * 3_600_000).toISOString();
const upperBound = (to: string) => new Date(Date.parse(`${to}T00:00:00Z`) + 38 * 3_600_000).toISOString();

const STATUS_FILTER = {
  sales: sql`o.status <> 'cancelled'`,
  cancelled: sql`o.status = 'cancelled'`,
  all: sql`true`,
};

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Orders placed in scope with their local time: the sales (cancelled orders are voids, not sales), the voids, or both. */
function placed(scope: ReportScope, which: keyof typeof STATUS_FILTER): SQL {
  return sql`
    select o.*, (o.created_at at time zone l.time_zone) as local_at,
      (o.ready_at at time zone l.time_zone) as ready_local_at
    from orders o join locations l on l.id = o.location_id
    where o.location_id in (${idList(scope.locationIds)})
      and o.created_at >= ${lowerBound(scope.from)}::timestamptz
      and o.created_at < ${upperBound(scope.to)}::timestamptz
      and (o.created_at at time zone l.time_zone)::date between ${scope.from}::date and ${scope.to}::date
      and ${STATUS_FILTER[which]}`;
}

/** Each order's (of the query's `o`) payments of one kind that money came from: captured, or refunded since. */
const paidBy = (kind: 'card' | 'gift_card') => sql`
  select p.order_id, sum(p.amount_cents) as amount from payments p join o on o.id = p.order_id
  where p.kind = ${kind} and p.status in ('captured', 'refunded') group by p.order_id`;

const total = (field: string) => sql.raw(`coalesce(sum((o.totals->>'${field}')::bigint), 0)::text`);

interface SaleCellRow {
  location_id: string;
  date: string;
  handoff: HandoffMode;
  hour: number;
  orders: number;
  subtotal: string;
  discount: string;
  tax: string;
  tip: string;
  delivery_fee: string;
  service_fee: string;
  total: string;
  gift_card: string;
}

export async function saleCells(db: Db, scope: ReportScope): Promise<SaleCell[]> {
  const rows = await executeRows<SaleCellRow>(
    db,
    sql`
      with o as (${placed(scope, 'sales')})
      select o.location_id, to_char(o.local_at, 'YYYY-MM-DD') as date, o.handoff,
        extract(hour from o.local_at)::int as hour, count(*)::int as orders,
        ${total('subtotal')} as subtotal, ${total('discount')} as discount, ${total('tax')} as tax,
        ${total('tip')} as tip, ${total('handoff')} as delivery_fee, ${total('fees')} as service_fee,
        ${total('total')} as total, coalesce(sum(g.amount), 0)::text as gift_card
      from o left join (${paidBy('gift_card')}) g on g.order_id = o.id
      group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    locationId: r.location_id,
    date: r.date,
    handoff: r.handoff,
    hour: r.hour,
    orders: r.orders,
    subtotal: Number(r.subtotal),
    discount: Number(r.discount),
    tax: Number(r.tax),
    tip: Number(r.tip),
    deliveryFee: Number(r.delivery_fee),
    serviceFee: Number(r.service_fee),
    total: Number(r.total),
    giftCard: Number(r.gift_card),
  }));
}

/** Refunds given in scope, on the refund's own business day (a refund after midnight is the next day's). */
function refundsGiven(scope: ReportScope): SQL {
  return sql`
    select r.*, o.location_id, o.handoff, (r.created_at at time zone l.time_zone) as local_at
    from order_refunds r join orders o on o.id = r.order_id join locations l on l.id = o.location_id
    where o.location_id in (${idList(scope.locationIds)})
      and r.created_at >= ${lowerBound(scope.from)}::timestamptz
      and r.created_at < ${upperBound(scope.to)}::timestamptz
      and (r.created_at at time zone l.time_zone)::date between ${scope.from}::date and ${scope.to}::date`;
}

export async function refundCells(db: Db, scope: ReportScope): Promise<RefundCell[]> {
  const rows = await executeRows<{
    location_id: string;
    date: string;
    handoff: HandoffMode;
    hour: number;
    amount: string;
  }>(
    db,
    sql`
      with r as (${refundsGiven(scope)})
      select r.location_id, to_char(r.local_at, 'YYYY-MM-DD') as date, r.handoff,
        extract(hour from r.local_at)::int as hour, sum(r.amount_cents)::text as amount
      from r group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    locationId: r.location_id,
    date: r.date,
    handoff: r.handoff,
    hour: r.hour,
    amount: Number(r.amount),
  }));
}

/** Payments of the sales in scope by method and brand, with what refunds in scope gave back to each. */
export async function paymentMethods(db: Db, scope: ReportScope): Promise<PaymentMethodRow[]> {
  const rows = await executeRows<{
    kind: 'card' | 'gift_card';
    brand: string;
    payments: number;
    amount: string;
    refunded: string;
  }>(
    db,
    sql`
      with o as (${placed(scope, 'sales')}), r as (${refundsGiven(scope)}),
      paid as (
        select p.kind, p.brand, count(*)::int as payments, sum(p.amount_cents) as amount
        from payments p join o on o.id = p.order_id
        where p.status in ('captured', 'refunded') group by 1, 2
      ),
      back as (
        select part->>'kind' as kind, part->>'brand' as brand, sum((part->>'amountCents')::bigint) as refunded
        from r cross join lateral jsonb_array_elements(r.parts) as part group by 1, 2
      )
      select coalesce(paid.kind, back.kind) as kind, coalesce(paid.brand, back.brand) as brand,
        coalesce(paid.payments, 0) as payments, coalesce(paid.amount, 0)::text as amount,
        coalesce(back.refunded, 0)::text as refunded
      from paid full join back on back.kind = paid.kind and back.brand = paid.brand
      order by 1, 2`,
  );
  return rows.map((r) => ({
    method: r.kind,
    brand: r.kind === 'gift_card' ? 'Gift card' : cardBrandLabel(r.brand),
    payments: r.payments,
    amount_cents: Number(r.amount),
    refunded_cents: Number(r.refunded),
  }));
}

/** Items sold in scope, most sold first; a renamed product keeps one row under its latest name. */
export async function productMix(db: Db, scope: ReportScope): Promise<ProductMixRow[]> {
  const rows = await executeRows<{ product_id: string; name: string; quantity: string; sales: string }>(
    db,
    sql`
      with o as (${placed(scope, 'sales')})
      select ol.product_id, (array_agg(ol.name order by o.created_at desc))[1] as name,
        sum(ol.quantity)::text as quantity, sum(ol.total_cents)::text as sales
      from order_lines ol join o on o.id = ol.order_id
      group by ol.product_id
      order by sum(ol.quantity) desc, ol.product_id`,
  );
  return rows.map((r) => ({
    product_id: r.product_id,
    name: r.name,
    quantity: Number(r.quantity),
    sales_cents: Number(r.sales),
  }));
}

export async function cancelledOrders(db: Db, scope: ReportScope): Promise<{ orders: number; total_cents: number }> {
  const [row] = await executeRows<{ orders: number; total: string }>(
    db,
    sql`with o as (${placed(scope, 'cancelled')}) select count(*)::int as orders, ${total('total')} as total from o`,
  );
  return { orders: row?.orders ?? 0, total_cents: Number(row?.total ?? 0) };
}

/** One order of the export as read: its money (paid, refunded) is added from the order-money rules. */
export interface OrderExportRow {
  id: string;
  number: number;
  location_id: string;
  placed_local: string;
  ready_local: string;
  handoff: HandoffMode;
  status: string;
  customer: string;
  items: number;
  totals: {
    subtotal: number;
    discount: number;
    tax: number;
    fees: number;
    handoff: number;
    tip: number;
    total: number;
  };
}

export async function ordersForExport(db: Db, scope: ReportScope): Promise<OrderExportRow[]> {
  return executeRows<OrderExportRow>(
    db,
    sql`
      with o as (${placed(scope, 'all')})
      select o.id, o.number, o.location_id, to_char(o.local_at, 'YYYY-MM-DD HH24:MI') as placed_local,
        to_char(o.ready_local_at, 'YYYY-MM-DD HH24:MI') as ready_local, o.handoff, o.status,
        trim((o.contact->>'first_name') || ' ' || (o.contact->>'last_name')) as customer,
        coalesce(lines.items, 0)::int as items, o.totals
      from o
      left join (select ol.order_id, sum(ol.quantity) as items from order_lines ol join o on o.id = ol.order_id group by 1) lines on lines.order_id = o.id
      order by o.created_at, o.number`,
  );
}

export async function reportLocations(db: Db, ids: string[] | 'all') {
  return executeRows<{ id: string; name: string; time_zone: string }>(
    db,
    sql`select id, name, time_zone from locations
      ${ids === 'all' ? sql`` : sql`where id in (${idList(ids)})`}
      order by name`,
  );
}

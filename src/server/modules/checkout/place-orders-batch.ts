import { sql } from 'drizzle-orm';
import { createBatchLoader, settle, unsettle, type Settled } from '../../db/batch-loader.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { columnLists, LINE_KEYS, ORDER_KEYS, records } from './order-row-json.ts';
import { placeOrderStatement, type PlaceOrderOutcome, type PlaceOrderRows } from './place-order-statement.ts';

/**
 * The ordinary orders of one loop turn in ONE statement (decision 344): the set-based form of
 * `placeOrderStatement` for the common order — a card or nothing to pay, no gift card, no reward.
 * Those orders share no row: each locks its own cart and its own card attempt (carts, then
 * attempts, each in id order), passes or fails its own checks, and only an order that passed
 * inserts its row, on which every other write of it depends. So each order's outcome is what its
 * own statement would give. Orders that could share a row (gift cards, points) keep the single
 * statement, and so does the second order of a cart or attempt already in the batch (it runs after
 * the batch, and finds the cart submitted). A batch that fails — a deadlock with another
 * instance's batch, a constraint — wrote nothing, and each of its orders is written alone.
 */
const p = (name: string) => sql.placeholder(name);

function prepare(db: Db) {
  const orderColumns = columnLists(orders, ORDER_KEYS, 'o');
  const lineColumns = columnLists(orderLines, LINE_KEYS, 'l');
  const cte = (name: string, body: ReturnType<typeof sql>) => db.$with(name, {}).as(body);
  return db
    .with(
      cte(
        'req',
        sql`select * from jsonb_to_recordset(${p('orders')}::jsonb) as r(i int, cart_id uuid, version int, order_id uuid,
          order_row jsonb, lines jsonb, card_payment_id uuid, card_ref text, card_usable_after timestamptz, key_id uuid,
          reply_status int, reply_body jsonb, now timestamptz, notice_channel text, notice_payload text)`,
      ),
      cte(
        'cart',
        sql`select r.i from req r join carts c on c.id = r.cart_id and c.status = 'active' and c.version = r.version
          order by c.id for update of c`,
      ),
      cte(
        'card_ok',
        sql`select r.i from req r join payments pay on pay.id = r.card_payment_id and pay.order_id is null
          and pay.status in ('pending', 'authorized') and pay.created_at > r.card_usable_after order by pay.id for update of pay`,
      ),
      cte(
        'checked',
        sql`select r.i, r.order_id from req r where exists (select 1 from cart where cart.i = r.i)
          and (r.card_payment_id is null or exists (select 1 from card_ok k where k.i = r.i))`,
      ),
      cte(
        'placed',
        sql`insert into orders ${orderColumns.list}
          select ${orderColumns.fromRecord} from checked c join req r on r.i = c.i, jsonb_populate_record(null::orders, r.order_row) o
          order by c.i returning id, number`,
      ),
      cte(
        'lines',
        sql`insert into order_lines ${lineColumns.list} select ${lineColumns.fromRecord}
          from placed pl join req r on r.order_id = pl.id, jsonb_populate_recordset(null::order_lines, r.lines) l`,
      ),
      cte(
        'card',
        sql`update payments set order_id = r.order_id, status = 'authorized', provider_ref = r.card_ref, updated_at = r.now
          from placed pl join req r on r.order_id = pl.id where payments.id = r.card_payment_id`,
      ),
      cte(
        'cart_done',
        sql`update carts set status = 'submitted', reserved_slot_start = null, reserved_slot_mode = null, version = carts.version + 1, updated_at = r.now
          from placed pl join req r on r.order_id = pl.id where carts.id = r.cart_id`,
      ),
      cte(
        'key_done',
        sql`update idempotency_keys set state = 'completed', order_id = r.order_id, reply_status = r.reply_status,
          reply_body = jsonb_set(r.reply_body, '{data,order,number}', to_jsonb(pl.number::text)), updated_at = r.now
          from placed pl join req r on r.order_id = pl.id where idempotency_keys.id = r.key_id`,
      ),
      // Decision 341: each placed order's board event, sent by the commit. Read below, so it runs.
      cte(
        'notified',
        sql`select pg_notify(r.notice_channel, r.notice_payload) from placed pl join req r on r.order_id = pl.id
          where r.notice_channel is not null`,
      ),
    )
    .select({
      i: sql<number>`r.i`,
      cart: sql<boolean>`exists (select 1 from cart where cart.i = r.i)`,
      number: sql<number | null>`pl.number`,
      notified: sql<number>`n.count`,
    })
    .from(sql`req r left join placed pl on pl.id = r.order_id, (select count(*)::int as count from notified) n`)
    .prepare('checkout_place_orders_batch_v1');
}

const preparedFor = preparedPerDb(prepare);

/** The batch: one statement, each order's outcome from its own row. */
async function placeMany(db: Db, batch: PlaceOrderRows[]): Promise<PlaceOrderOutcome[]> {
  const rows = await preparedFor(db).execute({
    orders: JSON.stringify(
      batch.map((o, i) => ({
        i,
        cart_id: o.cart.id,
        version: o.cart.version,
        order_id: o.order.id,
        order_row: records(orders, ORDER_KEYS, [o.order])[0],
        lines: records(orderLines, LINE_KEYS, o.lines),
        card_payment_id: o.card?.paymentId ?? null,
        card_ref: o.card?.providerRef ?? null,
        card_usable_after: (o.card?.usableAfter ?? o.now).toISOString(),
        key_id: o.key.id,
        reply_status: o.key.reply.status,
        reply_body: o.key.reply.body,
        now: o.now.toISOString(),
        notice_channel: o.notice?.channel ?? null,
        notice_payload: o.notice?.payload ?? null,
      })),
    ),
  });
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
  return batch.map((o, i): PlaceOrderOutcome => {
    const row = byIndex.get(i);
    if (row && row.number !== null) return { placed: true, number: Number(row.number) };
    if (!row || !row.cart) return { placed: false, failed: 'cart_changed' };
    return { placed: false, failed: 'payment_gone' };
  });
}

/** A loop turn's orders: the first of each cart and attempt in one batch, the rest alone after it. */
async function placeTurn(db: Db, turn: PlaceOrderRows[]): Promise<Settled<PlaceOrderOutcome>[]> {
  const carts = new Set<string>();
  const attempts = new Set<string>();
  const inBatch: number[] = [];
  const after: number[] = [];
  turn.forEach((o, index) => {
    const attempt = o.card?.paymentId;
    if (carts.has(o.cart.id) || (attempt && attempts.has(attempt))) after.push(index);
    else {
      carts.add(o.cart.id);
      if (attempt) attempts.add(attempt);
      inBatch.push(index);
    }
  });
  const alone = (o: PlaceOrderRows) => settle(placeOrderStatement(db, o));
  const settled = new Array<Settled<PlaceOrderOutcome>>(turn.length);
  const batch = inBatch.map((index) => turn[index]!);
  try {
    const outcomes = batch.length === 1 ? null : await placeMany(db, batch);
    if (outcomes) inBatch.forEach((index, k) => (settled[index] = { value: outcomes[k]! }));
    else settled[inBatch[0]!] = await alone(batch[0]!);
  } catch {
    // Nothing of the batch was written: each order alone, with its own answer.
    const each = await Promise.all(batch.map(alone));
    inBatch.forEach((index, k) => (settled[index] = each[k]!));
  }
  for (const index of after) settled[index] = await alone(turn[index]!);
  return settled;
}

const loaderFor = preparedPerDb((db: Db) => createBatchLoader((turn: PlaceOrderRows[]) => placeTurn(db, turn)));

/**
 * Writes an ordinary order: with the other orders of its loop turn when it shares no row with
 * them (no gift card, no reward), else by its own statement.
 */
export async function placeOrderRows(db: Db, rows: PlaceOrderRows): Promise<PlaceOrderOutcome> {
  if (rows.giftDebits.length > 0 || rows.giftPayments.length > 0 || rows.redemption)
    return placeOrderStatement(db, rows);
  return unsettle(await loaderFor(db)(rows));
}

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { rewardLedger } from '../../db/schema/rewards.ts';
import type { OrderLineRow, OrderRow, PaymentRow } from '../orders/index.ts';
import type { StoredReply } from './idempotency-repo.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { columnLists, LEDGER_KEYS, LINE_KEYS, ORDER_KEYS, PAYMENT_KEYS, recordsJson } from './order-row-json.ts';
import type { StatementNotice } from '../../realtime/index.ts';

/**
 * The order transaction of an ordinary checkout as ONE statement (decision 155): every check
 * and every write of decision 081's transaction in a single round trip, so no row lock is held
 * while the app and the database talk, and no BEGIN/COMMIT trips are paid.
 *
 * Checks, in lock order (cart, then gift cards in id order — the order the multi-statement path
 * takes too — then the card attempt): the cart row is locked and must still be active at the
 * validated version; each gift card is locked and must still hold its debit; the card attempt
 * is locked and must still be live and no order's (decision 173). Every write depends on the order row, and
 * the order row is inserted only when all checks passed, so a failed check writes nothing:
 * PostgreSQL runs a data-modifying CTE fully, but one whose source is empty changes no row. The
 * outcome is read back from the same statement (which check failed, or the new order number).
 * An ASAP order's slot place is taken just before, by `takeSlotPlace` (see there why).
 * On PostgreSQL the board's NOTIFY rides along (decision 341): sent by the commit, so only for an
 * order that was placed, and without a round trip of its own.
 *
 * Rows travel as JSON and are expanded with `jsonb_populate_record(set)` against the table's own
 * row type. The statement has one fixed shape (empty sets and a null card simply match nothing),
 * so it is prepared once per database handle: neither Drizzle's query building nor PostgreSQL's
 * planning is paid per order.
 */

type OrderInsert = Omit<OrderRow, 'number'>;

export interface PlaceOrderRows {
  /** The cart as validated: it must still be active at this version. */
  cart: { id: string; version: number };
  /** The order row with its id and created/updated times set by the caller (its `number` comes from the database). */
  order: OrderInsert;
  lines: OrderLineRow[];
  /** Gift card debits (distinct cards), checked and applied under their row locks. */
  giftDebits: { id: string; amountCents: number }[];
  giftPayments: PaymentRow[];
  /** The authorized card payment of this attempt: tied to the order and marked authorized; it must have been created after `usableAfter`. */
  card: { paymentId: string; providerRef: string; usableAfter: Date } | null;
  /** The key completes with the placed reply; `reply.body.data.order.number` is filled in here. */
  key: { id: string; reply: StoredReply };
  /**
   * A reward or offer redeemed with the order (issue 17, decision 248): its ledger entry, and the
   * points taken from the member's account — locked and checked `balance >= points` like a gift
   * card, so of concurrent orders spending the same points one wins. An offer takes no points; its
   * entry's unique once-per-member key refuses a second use.
   */
  redemption: { entry: RedemptionEntry; points: number } | null;
  now: Date;
  /** The board's event as a NOTIFY (decision 341): PostgreSQL sends it when this statement commits, so only for a placed order. */
  notice: StatementNotice | null;
}

export type RedemptionEntry = typeof rewardLedger.$inferInsert & { id: string; createdAt: Date };

export type PlaceOrderOutcome =
  | { placed: true; number: number }
  | { placed: false; failed: 'cart_changed' | 'gift_card_balance' | 'payment_gone' | 'reward_points' | 'offer_used' };

const p = (name: string) => sql.placeholder(name);

function prepare(db: Db) {
  const orderColumns = columnLists(orders, ORDER_KEYS);
  const lineColumns = columnLists(orderLines, LINE_KEYS);
  const paymentColumns = columnLists(payments, PAYMENT_KEYS);
  const ledgerColumns = columnLists(rewardLedger, LEDGER_KEYS);
  const cte = (name: string, body: SQL) => db.$with(name, {}).as(body);
  return db
    .with(
      cte(
        'cart',
        sql`select id from carts where id = ${p('cartId')}::uuid and status = 'active' and version = ${p('version')}::int for update`,
      ),
      cte(
        'cards',
        sql`select g.id from gift_cards g join jsonb_to_recordset(${p('debits')}::jsonb) as d(id uuid, amount int) on d.id = g.id
          where g.balance_cents >= d.amount order by g.id for update of g`,
      ),
      // The card attempt must still be live, no other order's, and young enough to hold (decision 173): an
      // attempt a void has claimed (`voiding`, taken under this row lock) never becomes an order's payment.
      cte(
        'card_ok',
        sql`select id from payments where id = ${p('cardPaymentId')}::uuid and order_id is null and status in ('pending', 'authorized')
          and created_at > ${p('cardUsableAfter')}::timestamptz for update`,
      ),
      // Issue 17: the member's points account, last in lock order; re-checked on the newest row when it waited.
      cte(
        'points_ok',
        sql`select member_id from reward_accounts where member_id = ${p('pointsMember')}::uuid and balance >= ${p('points')}::int for update`,
      ),
      cte(
        'checked',
        sql`select 1 as ok from cart where (select count(*) from cards) = jsonb_array_length(${p('debits')}::jsonb)
          and (${p('cardPaymentId')}::uuid is null or exists (select 1 from card_ok))
          and (${p('pointsMember')}::uuid is null or exists (select 1 from points_ok))`,
      ),
      // The redemption's ledger entry, only once every check passed; a key already posted (an offer's
      // second use, a concurrent twin) inserts nothing, and then no order is placed either.
      cte(
        'redeemed',
        sql`insert into reward_ledger ${ledgerColumns.list}
          select ${ledgerColumns.fromRecord} from checked, jsonb_populate_recordset(null::reward_ledger, ${p('ledger')}::jsonb) r
          on conflict (idempotency_key) do nothing returning id`,
      ),
      cte(
        'placed',
        sql`insert into orders ${orderColumns.list}
          select ${orderColumns.fromRecord} from jsonb_populate_record(null::orders, ${p('order')}::jsonb) r
          where exists (select 1 from checked) and (select count(*) from redeemed) = jsonb_array_length(${p('ledger')}::jsonb)
          returning number`,
      ),
      cte(
        'points_taken',
        sql`update reward_accounts set balance = reward_accounts.balance - ${p('points')}::int, last_activity_at = ${p('now')}::timestamptz, updated_at = ${p('now')}::timestamptz
          from placed, points_ok where reward_accounts.member_id = points_ok.member_id`,
      ),
      cte(
        'lines',
        sql`insert into order_lines ${lineColumns.list} select ${lineColumns.fromRecord} from placed, jsonb_populate_recordset(null::order_lines, ${p('lines')}::jsonb) r`,
      ),
      cte(
        'debits',
        sql`update gift_cards g set balance_cents = g.balance_cents - d.amount, updated_at = ${p('now')}::timestamptz
          from placed, jsonb_to_recordset(${p('debits')}::jsonb) as d(id uuid, amount int) where g.id = d.id`,
      ),
      cte(
        'gift_payments',
        sql`insert into payments ${paymentColumns.list} select ${paymentColumns.fromRecord} from placed, jsonb_populate_recordset(null::payments, ${p('giftPayments')}::jsonb) r`,
      ),
      cte(
        'card',
        sql`update payments set order_id = ${p('orderId')}::uuid, status = 'authorized', provider_ref = ${p('cardRef')}::text, updated_at = ${p('now')}::timestamptz
          from placed, card_ok where payments.id = card_ok.id`,
      ),
      cte(
        'cart_done',
        sql`update carts set status = 'submitted', reserved_slot_start = null, reserved_slot_mode = null, version = carts.version + 1, updated_at = ${p('now')}::timestamptz
          from placed where carts.id = ${p('cartId')}::uuid`,
      ),
      cte(
        'key_done',
        sql`update idempotency_keys set state = 'completed', order_id = ${p('orderId')}::uuid, reply_status = ${p('replyStatus')}::int,
          reply_body = jsonb_set(${p('replyBody')}::jsonb, '{data,order,number}', to_jsonb(placed.number::text)), updated_at = ${p('now')}::timestamptz
          from placed where idempotency_keys.id = ${p('keyId')}::uuid`,
      ),
      // A select CTE runs only when read: the outcome below reads it. No notice, no call.
      cte(
        'notified',
        sql`select pg_notify(${p('noticeChannel')}::text, ${p('noticePayload')}::text) from placed where ${p('noticeChannel')}::text is not null`,
      ),
    )
    .select({
      cart: sql<number>`(select count(*) from cart)::int`,
      card: sql<number>`(select count(*) from card_ok)::int`,
      checked: sql<number>`(select count(*) from checked)::int`,
      number: sql<number | null>`(select number from placed)`,
      points: sql<number>`(select count(*) from points_ok)::int`,
      notified: sql<number>`(select count(*) from notified)::int`,
    })
    .from(sql`(select 1) as one`)
    .prepare('checkout_place_order_v4');
}

const preparedFor = preparedPerDb(prepare);

export async function placeOrderStatement(db: Db, rows: PlaceOrderRows): Promise<PlaceOrderOutcome> {
  const { cart, card, key } = rows;
  const [outcome] = await preparedFor(db).execute({
    cartId: cart.id,
    version: cart.version,
    debits: JSON.stringify(rows.giftDebits.map((d) => ({ id: d.id, amount: d.amountCents }))),
    order: recordsJson(orders, ORDER_KEYS, [rows.order]).slice(1, -1),
    lines: recordsJson(orderLines, LINE_KEYS, rows.lines),
    giftPayments: recordsJson(payments, PAYMENT_KEYS, rows.giftPayments),
    orderId: rows.order.id,
    cardPaymentId: card?.paymentId ?? null,
    cardRef: card?.providerRef ?? null,
    cardUsableAfter: (card?.usableAfter ?? rows.now).toISOString(),
    keyId: key.id,
    replyStatus: key.reply.status,
    replyBody: JSON.stringify(key.reply.body),
    pointsMember: rows.redemption && rows.redemption.points > 0 ? rows.redemption.entry.memberId : null,
    points: rows.redemption?.points ?? 0,
    ledger: recordsJson(rewardLedger, LEDGER_KEYS, rows.redemption ? [rows.redemption.entry] : []),
    now: rows.now.toISOString(),
    noticeChannel: rows.notice?.channel ?? null,
    noticePayload: rows.notice?.payload ?? null,
  });
  if (outcome?.number !== null && outcome?.number !== undefined)
    return { placed: true, number: Number(outcome.number) };
  if (!outcome || outcome.cart === 0) return { placed: false, failed: 'cart_changed' };
  if (card && outcome.card === 0) return { placed: false, failed: 'payment_gone' };
  const { redemption } = rows;
  if (redemption && redemption.points > 0 && outcome.points === 0) return { placed: false, failed: 'reward_points' };
  if (redemption && outcome.checked > 0) return { placed: false, failed: 'offer_used' };
  return { placed: false, failed: 'gift_card_balance' };
}

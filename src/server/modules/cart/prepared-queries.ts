import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, slotReservations, type StoredChoice } from '../../db/schema/carts.ts';
import type { CartLineRow, CartRow } from './repo.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { createBatchLoader } from '../../db/batch-loader.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { isUniqueViolation } from '../../db/errors.ts';

/**
 * The cart's hot path as prepared statements (decision 150): built once per database handle,
 * so a request pays neither Drizzle's query building nor PostgreSQL's planning, and each is one
 * round trip.
 */

/** A line as json_build_object returns it (timestamps as ISO text). */
interface LineJson extends Omit<CartLineRow, 'createdAt'> {
  createdAt: string;
}

// Raw column names on purpose: Drizzle leaves columns unqualified in a one-table select, and
// these subqueries must tell the line's cart_id from the outer cart's id.
const lineJson = `json_build_object('id', l.id, 'cartId', l.cart_id, 'position', l.position, 'productId', l.product_id, 'quantity', l.quantity, 'choices', l.choices, 'recipient', l.recipient, 'instructions', l.instructions, 'unitPriceCents', l.unit_price_cents, 'createdAt', l.created_at, 'participantId', l.participant_id)`;

function prepare(db: Db) {
  return {
    /** The cart row, its lines in order, and whether it is a group order's shared cart. */
    readCart: db
      .select({
        cart: carts,
        lines: sql<
          LineJson[]
        >`(select coalesce(json_agg(${sql.raw(lineJson)} order by l.position), '[]'::json) from cart_lines l where l.cart_id = carts.id)`,
        grouped: sql<boolean>`exists (select 1 from group_orders g where g.cart_id = carts.id)`,
      })
      .from(carts)
      .where(sql`${carts.id} = any(string_to_array(${sql.placeholder('ids')}::text, ',')::uuid[])`)
      .prepare('cart_read_many_with_lines'),

    /**
     * Appends a line and bumps the version in one statement, only while the cart is still at the
     * version the caller read, active, and owned by the caller's session or member. No row back:
     * something changed since that read (or the caller's picture of the cart was wrong).
     */
    appendLine: db
      .with(
        db.$with('bumped').as(
          db
            .update(carts)
            .set({ version: sql`${carts.version} + 1`, updatedAt: sql`${sql.placeholder('now')}::timestamptz` })
            .where(
              and(
                eq(carts.id, sql.placeholder('cartId')),
                eq(carts.version, sql.placeholder('version')),
                eq(carts.status, 'active'),
                or(
                  eq(carts.sessionIdHash, sql.placeholder('sessionIdHash')),
                  eq(carts.memberId, sql.placeholder('memberId')),
                ),
              ),
            )
            .returning({ id: carts.id }),
        ),
      )
      .insert(cartLines)
      .select(
        sql`select ${sql.placeholder('lineId')}::uuid, bumped.id, ${sql.placeholder('position')}::int, ${sql.placeholder('productId')}::text, ${sql.placeholder('quantity')}::int, ${sql.placeholder('choices')}::jsonb, ${sql.placeholder('recipient')}::text, ${sql.placeholder('instructions')}::text, ${sql.placeholder('unitPriceCents')}::int, ${sql.placeholder('now')}::timestamptz, null::uuid from bumped`,
      )
      .returning({ id: cartLines.id })
      .prepare('cart_append_line'),

    /** Places taken in a location's slots for one handoff between two slot starts (inclusive). */
    takenBetween: db
      .select({ start: slotReservations.slotStart, count: slotReservations.count })
      .from(slotReservations)
      .where(
        and(
          eq(slotReservations.locationId, sql.placeholder('locationId')),
          eq(slotReservations.handoff, sql.placeholder('handoff')),
          gte(slotReservations.slotStart, sql`${sql.placeholder('from')}::timestamptz`),
          lte(slotReservations.slotStart, sql`${sql.placeholder('to')}::timestamptz`),
        ),
      )
      .prepare('cart_taken_places'),
  };
}

const preparedFor = preparedPerDb(prepare);

export interface CartRead {
  row: CartRow;
  lines: CartLineRow[];
  /** A group order's shared cart: the caller's seat must be looked up (decision 110). */
  grouped: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Concurrent reads share one statement (decision 165); an id that is no uuid is simply not found. */
const cartReader = preparedPerDb((db: Db) =>
  createBatchLoader(async (ids: string[]) => {
    const valid = ids.filter((id) => UUID.test(id));
    const rows = valid.length ? await preparedFor(db).readCart.execute({ ids: valid.join(',') }) : [];
    const byId = new Map(rows.map((found) => [found.cart.id, found]));
    return ids.map((id): CartRead | null => {
      const found = byId.get(id.toLowerCase());
      return found
        ? {
            row: found.cart,
            lines: found.lines.map((l) => ({ ...l, createdAt: new Date(l.createdAt) })),
            grouped: found.grouped,
          }
        : null;
    });
  }),
);

/** One round trip, shared with concurrent callers: the cart, its lines and its group flag (get cart, quick add, times, upsells). */
export function readCart(db: Db, id: string): Promise<CartRead | null> {
  return cartReader(db)(id);
}

export interface NewLine {
  id: string;
  cartId: string;
  position: number;
  productId: string;
  quantity: number;
  choices: StoredChoice[];
  recipient: string | null;
  instructions: string | null;
  unitPriceCents: number;
}

interface AppendRequest {
  line: NewLine;
  expected: { version: number; sessionIdHash: string; memberId: string | null };
  at: Date;
}

/**
 * The appends of concurrent requests in one statement (decision 165): each input row bumps its
 * cart's version under the same guard as `appendLine`, and only the rows whose guard held insert
 * their line. Two adds to one cart in one batch: `distinct on` lets one through and the other
 * sees "moved", exactly as if they had raced. If the batch statement fails as a whole (a
 * deadlock with another instance's batch, say), each add is tried alone, so one bad row cannot
 * fail its neighbours.
 */
const appender = preparedPerDb((db: Db) =>
  createBatchLoader(async (requests: AppendRequest[]) => {
    if (requests.length === 1) return [await appendOne(db, requests[0]!)];
    const input = JSON.stringify(
      requests.map(({ line, expected, at }) => ({
        line_id: line.id,
        cart_id: line.cartId,
        version: expected.version,
        session_id_hash: expected.sessionIdHash,
        member_id: expected.memberId,
        position: line.position,
        product_id: line.productId,
        quantity: line.quantity,
        choices: line.choices,
        recipient: line.recipient,
        instructions: line.instructions,
        unit_price_cents: line.unitPriceCents,
        at: at.toISOString(),
      })),
    );
    try {
      const rows = await executeRows<{ id: string }>(
        db,
        sql`
        with input as (
          select distinct on (x.cart_id) x.* from jsonb_to_recordset(${input}::jsonb) as x(
            line_id uuid, cart_id uuid, version int, session_id_hash text, member_id uuid, position int, product_id text,
            quantity int, choices jsonb, recipient text, instructions text, unit_price_cents int, at timestamptz)
          order by x.cart_id, x.line_id
        ), bumped as (
          update carts c set version = c.version + 1, updated_at = i.at
          from input i
          where c.id = i.cart_id and c.version = i.version and c.status = 'active'
            and (c.session_id_hash = i.session_id_hash or c.member_id = i.member_id)
          returning i.line_id
        )
        insert into cart_lines (id, cart_id, position, product_id, quantity, choices, recipient, instructions, unit_price_cents, created_at)
        select i.line_id, i.cart_id, i.position, i.product_id, i.quantity, i.choices, i.recipient, i.instructions, i.unit_price_cents, i.at
        from input i join bumped b on b.line_id = i.line_id
        returning id`,
      );
      const appended = new Set(rows.map((row) => row.id));
      return requests.map((r) => appended.has(r.line.id));
    } catch {
      return Promise.all(requests.map((r) => appendOne(db, r)));
    }
  }),
);

/** One add alone. A taken position means the lines moved under this version: "moved", and the caller re-reads. */
async function appendOne(db: Db, { line, expected, at }: AppendRequest): Promise<boolean> {
  const rows = await preparedFor(db)
    .appendLine.execute({
      lineId: line.id,
      cartId: line.cartId,
      version: expected.version,
      sessionIdHash: expected.sessionIdHash,
      memberId: expected.memberId,
      position: line.position,
      productId: line.productId,
      quantity: line.quantity,
      choices: JSON.stringify(line.choices),
      recipient: line.recipient,
      instructions: line.instructions,
      unitPriceCents: line.unitPriceCents,
      now: at.toISOString(),
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  return rows.length > 0;
}

/** Whether the line was appended (the cart was still at `version`, active and the owner's). */
export function appendLineAtVersion(
  db: Db,
  line: NewLine,
  expected: AppendRequest['expected'],
  now: Date,
): Promise<boolean> {
  return appender(db)({ line, expected, at: now });
}

/** Places taken per slot start (ms) of a location and handoff, for the slots from `from` to `to`. */
export async function takenPlacesBetween(
  db: Db,
  locationId: string,
  handoff: string,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await preparedFor(db).takenBetween.execute({
    locationId,
    handoff,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  return new Map(rows.map((r) => [r.start.getTime(), r.count]));
}

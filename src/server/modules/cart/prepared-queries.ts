import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, slotReservations, type StoredChoice } from '../../db/schema/carts.ts';
import type { CartLineRow, CartRow } from './repo.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';

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
const lineJson = `json_build_object('id', l.id, 'cartId', l.cart_id, 'position', l.position, 'productId', l.product_id, 'quantity', l.quantity, 'choices', l.choices, 'recipient', l.recipient, 'instructions', l.instructions, 'unitPriceCents', l.unit_price_cents, 'createdAt', l.created_at)`;

function prepare(db: Db) {
  return {
    /** The cart row, its lines in order, and whether it is a group order's shared cart. */
    readCart: db
      .select({
        cart: carts,
        lines: sql<LineJson[]>`(select coalesce(json_agg(${sql.raw(lineJson)} order by l.position), '[]'::json) from cart_lines l where l.cart_id = carts.id)`,
        grouped: sql<boolean>`exists (select 1 from group_orders g where g.cart_id = carts.id)`,
      })
      .from(carts)
      .where(eq(carts.id, sql.placeholder('id')))
      .prepare('cart_read_with_lines'),

    /**
     * Appends a line and bumps the version in one statement, only while the cart is still at the
     * version the caller read, active, and owned by the caller's session or member. No row back:
     * something changed since that read (or the caller's picture of the cart was wrong).
     */
    appendLine: db
      .with(
        db
          .$with('bumped')
          .as(
            db
              .update(carts)
              .set({ version: sql`${carts.version} + 1`, updatedAt: sql`${sql.placeholder('now')}::timestamptz` })
              .where(
                and(
                  eq(carts.id, sql.placeholder('cartId')),
                  eq(carts.version, sql.placeholder('version')),
                  eq(carts.status, 'active'),
                  or(eq(carts.sessionIdHash, sql.placeholder('sessionIdHash')), eq(carts.memberId, sql.placeholder('memberId'))),
                ),
              )
              .returning({ id: carts.id }),
          ),
      )
      .insert(cartLines)
      .select(
        sql`select ${sql.placeholder('lineId')}::uuid, bumped.id, ${sql.placeholder('position')}::int, ${sql.placeholder('productId')}::text, ${sql.placeholder('quantity')}::int, ${sql.placeholder('choices')}::jsonb, ${sql.placeholder('recipient')}::text, ${sql.placeholder('instructions')}::text, ${sql.placeholder('unitPriceCents')}::int, ${sql.placeholder('now')}::timestamptz from bumped`,
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

/** One round trip: the cart, its lines and its group flag (get cart, quick add, times, upsells). */
export async function readCart(db: Db, id: string): Promise<CartRead | null> {
  const [found] = await preparedFor(db).readCart.execute({ id });
  if (!found) return null;
  return { row: found.cart, lines: found.lines.map((l) => ({ ...l, createdAt: new Date(l.createdAt) })), grouped: found.grouped };
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

/** Whether the line was appended (the cart was still at `version`, active and the owner's). */
export async function appendLineAtVersion(db: Db, line: NewLine, expected: { version: number; sessionIdHash: string; memberId: string | null }, now: Date): Promise<boolean> {
  const rows = await preparedFor(db).appendLine.execute({
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
    now: now.toISOString(),
  });
  return rows.length > 0;
}

/** Places taken per slot start (ms) of a location and handoff, for the slots from `from` to `to`. */
export async function takenPlacesBetween(db: Db, locationId: string, handoff: string, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await preparedFor(db).takenBetween.execute({ locationId, handoff, from: from.toISOString(), to: to.toISOString() });
  return new Map(rows.map((r) => [r.start.getTime(), r.count]));
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderStatusLinks } from '../../db/schema/order-status-links.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export type StatusLinks = ReturnType<typeof createStatusLinks>;

/**
 * A guest's private order-status link: 32 random bytes in the URL, only their hash stored; the
 * link opens that one order and nothing else. Issued once per order (a retry gets a new token,
 * the old one stops working).
 */
export function createStatusLinks(db: Db, publicUrl: string) {
  return {
    /** The link's URL for the receipt. */
    async issue(orderId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(orderStatusLinks)
        .values({ orderId, tokenHash: sha256(token) })
        .onConflictDoUpdate({
          target: orderStatusLinks.orderId,
          set: { tokenHash: sha256(token), createdAt: new Date() },
        });
      return new URL(`/order/status/${token}`, publicUrl).href;
    },

    /** The order id a token opens, or null. */
    async orderIdFor(token: string): Promise<string | null> {
      const [row] = await db
        .select({ orderId: orderStatusLinks.orderId })
        .from(orderStatusLinks)
        .where(eq(orderStatusLinks.tokenHash, sha256(token)))
        .limit(1);
      return row?.orderId ?? null;
    },
  };
}

/**
 * A member's guest orders placed with their verified e-mail join their history (the placing
 * browser's session keeps its own access too). Returns how many were claimed.
 */
export async function claimGuestOrders(db: Tx, memberId: string, email: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ memberId })
    .where(and(isNull(orders.memberId), sql`lower(${orders.contact}->>'email') = ${email.toLowerCase()}`))
    .returning({ id: orders.id });
  return claimed.length;
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardTokenUses } from '../../db/schema/orders.ts';

/*
 * Card tokens are single-use: `card_token_uses` records which Idempotency-Key
 * spent each token, so the key's own retries may use it again and no other key can.
 */

/**
 * Spends a card token for this key: spent the first time, and again for the same
 * key (its retries may use the token again); once another key has used it, what that key paid
 * for (its hold key: the cart).
 */
export async function spendCardToken(
  db: Db,
  c: { nonce: string; keyId: string; holdKey: string; now: Date },
): Promise<{ spent: true } | { spent: false; holdKey: string | null }> {
  const rows = await db
    .insert(cardTokenUses)
    .values({ nonce: c.nonce, idempotencyKeyId: c.keyId, holdKey: c.holdKey, usedAt: c.now })
    .onConflictDoUpdate({
      target: cardTokenUses.nonce,
      set: { usedAt: sql`${cardTokenUses.usedAt}` },
      setWhere: sql`${cardTokenUses.idempotencyKeyId} = ${c.keyId}::uuid`,
    })
    .returning({ nonce: cardTokenUses.nonce });
  if (rows.length > 0) return { spent: true };
  const [other] = await db
    .select({ holdKey: cardTokenUses.holdKey })
    .from(cardTokenUses)
    .where(eq(cardTokenUses.nonce, c.nonce))
    .limit(1);
  return { spent: false, holdKey: other?.holdKey ?? null };
}

/**
 * Read-only twin of `spendCardToken`: has another key already used this token, and for what (its
 * hold key)? Asked before gift cards are looked up, so a spent token is refused the same way
 * whatever the PIN.
 */
export async function tokenUsedByAnotherKey(
  db: Db,
  nonce: string,
  keyId: string,
): Promise<{ holdKey: string | null } | null> {
  const [use] = await db
    .select({ keyId: cardTokenUses.idempotencyKeyId, holdKey: cardTokenUses.holdKey })
    .from(cardTokenUses)
    .where(eq(cardTokenUses.nonce, nonce))
    .limit(1);
  return use && use.keyId !== keyId ? { holdKey: use.holdKey } : null;
}

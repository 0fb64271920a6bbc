import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Gift cards. The number is found by its SHA-256 (so the table holds no usable
 * numbers); the PIN is a salted scrypt hash compared in constant time. Balances only move
 * inside the order transaction, under FOR UPDATE row locks.
 */
const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const SCRYPT = { N: 4096, r: 8, p: 1 };

export type GiftCardRow = typeof giftCards.$inferSelect;

export const hashGiftCardNumber = (digits: string) => createHash('sha256').update(`gift-card:${digits}`).digest('hex');

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(pin, salt, 32, SCRYPT);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(pin, Buffer.from(salt, 'base64url'), expected.length, SCRYPT);
  return timingSafeEqual(expected, actual);
}

/** The card for this number and PIN, or null (both cases look the same to the caller). */
export async function findGiftCard(db: Tx, number: string, pin: string): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.numberHash, hashGiftCardNumber(number)))
    .limit(1);
  // A miss still spends one hash, so timing does not tell a known number from an unknown one.
  if (!row) {
    await verifyPin(pin, DUMMY_HASH);
    return null;
  }
  return (await verifyPin(pin, row.pinHash)) ? row : null;
}
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Takes `amountCents` off a card only while its balance still holds it: the row lock and the check
 * in one statement (callers debit several cards in id order, so two orders sharing cards cannot deadlock).
 */
export async function debitGiftCard(tx: Tx, id: string, amountCents: number): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}`, updatedAt: new Date() })
    .where(and(eq(giftCards.id, id), gte(giftCards.balanceCents, amountCents)))
    .returning({ id: giftCards.id });
  return rows.length > 0;
}

export async function adjustBalance(tx: Tx, id: string, deltaCents: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${deltaCents}`, updatedAt: new Date() })
    .where(eq(giftCards.id, id));
}

/** Demo cards (README "Demo data"): number, PIN, balance. */
export const DEMO_GIFT_CARDS = [
  { number: '6006491000000001', pin: '1234', balanceCents: 2500 },
  { number: '6006491000000002', pin: '2345', balanceCents: 1000 },
  { number: '6006491000000003', pin: '3456', balanceCents: 10000 },
  { number: '6006491000000004', pin: '4567', balanceCents: 0 },
] as const;

/** Adds the demo cards that are missing; spent balances of existing ones are kept. */
export async function seedGiftCards(db: Tx): Promise<void> {
  for (const card of DEMO_GIFT_CARDS) {
    await db
      .insert(giftCards)
      .values({
        numberHash: hashGiftCardNumber(card.number),
        last4: card.number.slice(-4),
        pinHash: await hashPin(card.pin),
        balanceCents: card.balanceCents,
      })
      .onConflictDoNothing({ target: giftCards.numberHash });
  }
}

export type { Db };

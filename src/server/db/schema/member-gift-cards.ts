import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './members.ts';
import { giftCards } from './orders.ts';

/**
 * Gift cards a member keeps on file ("gift cards on file (balance)").
 * Only the link is stored: the number and PIN never leave the `gift_cards` hashes, and the
 * balance is read live from `gift_cards` so it always matches what checkout will charge.
 */
export const memberGiftCards = pgTable(
  'member_gift_cards',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.giftCardId] }), index('member_gift_cards_card_idx').on(t.giftCardId)],
);

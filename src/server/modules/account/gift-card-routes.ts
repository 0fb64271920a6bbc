import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  giftCardIdParam,
  giftCardsReply,
  saveGiftCardRequest,
  type SavedGiftCard,
} from '../../../domain/account/gift-cards-contract.ts';
import { GIFT_CARD_NOT_FOUND } from '../../../domain/checkout/gift-card-balance-contract.ts';
import type { Db } from '../../db/client.ts';
import { memberGiftCards } from '../../db/schema/member-gift-cards.ts';
import { giftCards } from '../../db/schema/orders.ts';
import { findGiftCard } from '../gift-cards/index.ts';
import type { AccountRouteDeps } from './routes.ts';
import { requireMember } from './viewer.ts';

/** A member keeps at most this many cards on file (a guard against unbounded rows). */
const MAX_GIFT_CARDS = 20;

async function listCards(db: Db, memberId: string): Promise<SavedGiftCard[]> {
  return db
    .select({ id: giftCards.id, last4: giftCards.last4, balance: giftCards.balanceCents })
    .from(memberGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, memberGiftCards.giftCardId))
    .where(eq(memberGiftCards.memberId, memberId))
    .orderBy(asc(memberGiftCards.createdAt), asc(giftCards.id));
}

/**
 * Gift cards on file. Saving verifies number + PIN with the same findGiftCard as POST
 * /api/gift-cards/balance, counted first in the same per-card and per-IP attempts as every other
 * path, so the account area is no faster way to guess PINs. Every query is scoped by the member:
 * another member's card id answers 404.
 */
export const giftCardRoutes =
  ({ db, resolveMember, giftCardAttempts }: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/gift-cards',
      { schema: { tags: ['account'], access: 'member', response: { 200: giftCardsReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        reply.header('cache-control', 'no-store');
        return ok({ gift_cards: await listCards(db, member.id) });
      },
    );

    server.post(
      '/gift-cards',
      {
        schema: { tags: ['account'], access: 'member', body: saveGiftCardRequest, response: { 200: giftCardsReply } },
      },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        await giftCardAttempts.count(request.ip, [request.body.number]);
        const card = await findGiftCard(db, request.body.number, request.body.pin);
        if (!card) throw new AppError('NOT_FOUND', GIFT_CARD_NOT_FOUND);
        const current = await listCards(db, member.id);
        if (!current.some((c) => c.id === card.id)) {
          if (current.length >= MAX_GIFT_CARDS)
            throw new AppError(
              'CONFLICT',
              `You can keep up to ${MAX_GIFT_CARDS} gift cards on file. Remove one to add another.`,
            );
          // Idempotent: saving a card already on file keeps the one link.
          await db.insert(memberGiftCards).values({ memberId: member.id, giftCardId: card.id }).onConflictDoNothing();
        }
        return ok({ gift_cards: await listCards(db, member.id) });
      },
    );

    server.delete(
      '/gift-cards/:id',
      { schema: { tags: ['account'], access: 'member', params: giftCardIdParam, response: { 200: giftCardsReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        const removed = await db
          .delete(memberGiftCards)
          .where(and(eq(memberGiftCards.memberId, member.id), eq(memberGiftCards.giftCardId, request.params.id)))
          .returning({ id: memberGiftCards.giftCardId });
        if (removed.length === 0) throw new AppError('NOT_FOUND', 'That gift card is not on file.');
        return ok({ gift_cards: await listCards(db, member.id) });
      },
    );
  };

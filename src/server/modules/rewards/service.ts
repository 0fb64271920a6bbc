import { randomBytes } from 'node:crypto';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import {
  offerFit,
  offerLive,
  offerOnceKey,
  rewardFit,
  type Fit,
  type RewardLine,
} from '../../../domain/rewards/eligibility.ts';
import { describeEntry } from '../../../domain/rewards/history.ts';
import { isRedemptionCode } from '../../../domain/rewards/redemption-code.ts';
import { birthdayDue, expiryDate, nextReward } from '../../../domain/rewards/points.ts';
import type { Programme } from '../../../domain/rewards/programme.ts';
import type { RewardsSummary } from '../../../domain/rewards/rewards-summary-contract.ts';
import type { Db } from '../../db/client.ts';
import { findCart, type CartOwner, type CartService } from '../cart/index.ts';
import type { Redemption, RedemptionLookup } from '../checkout/index.ts';
import * as repo from './repo.ts';
import { lapseIfDue } from './staff-rewards.ts';

export interface RewardsOptions {
  db: Db;
  programme: Programme;
  carts: Pick<CartService, 'get' | 'applyCoupon' | 'removeCoupon'>;
  /** Which halves are on (`get_rewards`, `get_offers` not disabled). */
  enabled: { rewards: boolean; offers: boolean };
  now?: () => Date;
}

/** A reward's or offer's bag coupon code: not guessable, and marked so checkout knows it. */
const newCode = (source: 'reward' | 'offer') =>
  `${source === 'reward' ? 'RWD' : 'OFR'}-${randomBytes(12).toString('hex')}`;

const NOT_FOUND_REWARD = 'No such reward';
const NOT_FOUND_OFFER = 'No such offer';
const linesOf = (cart: Cart): RewardLine[] =>
  cart.products.map((p) => ({ id: p.id, productId: p.product_id, quantity: p.quantity, unitPriceCents: p.cost.unit }));

/**
 * Rewards and offers: the member's summary (welcome, birthday and
 * expiry are posted here, each under its own idempotency key, when they fall due), putting a
 * reward or offer on the bag as its labelled discount, "remove reward", and checkout's reading of
 * the bag's redemption. Points move only in the ledger (`repo.post`, the order statement, `ledger.ts`).
 */
export function createRewardsService(options: RewardsOptions) {
  const { db, programme, carts, enabled } = options;
  const now = options.now ?? (() => new Date());

  /** Grants and lapses that are due, each once (its key), with the account locked. */
  async function settle(memberId: string, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await repo.ensureAccount(tx, memberId);
      const account = await repo.lockAccount(tx, memberId);
      if (!account) return;
      await lapseIfDue(tx, programme, account, at);
      if (programme.welcome)
        await repo.post(tx, {
          memberId,
          kind: 'welcome',
          points: programme.welcome.points,
          label: programme.welcome.label,
          idempotencyKey: `welcome:${memberId}`,
          at,
        });
      const birthday =
        account.birthMonth && account.birthDay ? { month: account.birthMonth, day: account.birthDay } : null;
      if (programme.birthday && birthdayDue(birthday, at)) {
        await repo.post(tx, {
          memberId,
          kind: 'birthday',
          points: programme.birthday.points,
          label: programme.birthday.label,
          idempotencyKey: `birthday:${memberId}:${at.getUTCFullYear()}`,
          at,
        });
      }
    });
  }

  async function summary(memberId: string): Promise<RewardsSummary> {
    const at = now();
    await settle(memberId, at);
    const [account, entries, used] = await Promise.all([
      repo.findAccount(db, memberId),
      repo.history(db, memberId, 50),
      repo.usedOffers(db, memberId),
    ]);
    const balance = account?.balance ?? 0;
    const next = nextReward(balance, programme.catalogue);
    return {
      balance,
      expires_at:
        balance > 0 && account?.lastActivityAt
          ? expiryDate(account.lastActivityAt, programme.expiry_months).toISOString()
          : null,
      next: next
        ? { reward_id: next.reward.id, label: next.reward.label, points: next.reward.points, needed: next.needed }
        : null,
      rewards: programme.catalogue.map((r) => ({
        id: r.id,
        label: r.label,
        points: r.points,
        kind: r.kind,
        affordable: balance >= r.points,
      })),
      history: entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        points: e.points,
        text: describeEntry(e),
        at: e.createdAt.toISOString(),
      })),
      offers: enabled.offers
        ? programme.offers
            .filter((o) => offerLive(o, at))
            .map((o) => ({
              id: o.id,
              label: o.label,
              ends: o.ends,
              min_subtotal_cents: o.min_subtotal_cents,
              used: used.has(o.id),
            }))
        : null,
      birthday: account?.birthMonth && account.birthDay ? { month: account.birthMonth, day: account.birthDay } : null,
      points_per_dollar: programme.points_per_dollar,
    };
  }

  /** The member's own active bag, read through the cart's access check; anyone else's is a 404. */
  async function memberCart(owner: CartOwner, memberId: string, cartId: string): Promise<Cart> {
    const cart = await carts.get(owner, cartId);
    const row = await findCart(db, cartId);
    // A group guest may read the host's bag, but a reward is only ever the bag owner's.
    if (!row || row.memberId !== memberId) throw new AppError('CART_NOT_FOUND', 'No such cart');
    return cart;
  }

  async function put(
    owner: CartOwner,
    memberId: string,
    cartId: string,
    source: 'reward' | 'offer',
    sourceId: string,
    points: number,
    label: string,
    fit: Fit,
  ): Promise<Cart> {
    if (!fit.ok) throw new AppError('VALIDATION', fit.reason);
    const code = newCode(source);
    await db.transaction((tx) =>
      repo.insertApplication(tx, { code, memberId, cartId, source, sourceId, points, label }, fit.coupon),
    );
    return carts.applyCoupon(owner, cartId, code);
  }

  return {
    summary,

    async setBirthday(memberId: string, month: number, day: number): Promise<{ month: number; day: number }> {
      await db.transaction(async (tx) => {
        await repo.ensureAccount(tx, memberId);
        await repo.setBirthday(tx, memberId, month, day);
      });
      return { month, day };
    },

    async applyReward(
      owner: CartOwner,
      memberId: string,
      cartId: string,
      rewardId: string,
      lineId: string | undefined,
    ): Promise<Cart> {
      const cart = await memberCart(owner, memberId, cartId);
      const reward = programme.catalogue.find((r) => r.id === rewardId);
      if (!reward) throw new AppError('NOT_FOUND', NOT_FOUND_REWARD);
      await settle(memberId, now());
      const account = await repo.findAccount(db, memberId);
      const balance = account?.balance ?? 0;
      if (balance < reward.points)
        throw new AppError(
          'CONFLICT',
          `${reward.label} needs ${reward.points.toLocaleString('en-US')} points; you have ${balance.toLocaleString('en-US')}.`,
        );
      return put(
        owner,
        memberId,
        cartId,
        'reward',
        reward.id,
        reward.points,
        `Reward: ${reward.label}`,
        rewardFit(reward, linesOf(cart), lineId),
      );
    },

    async applyOffer(owner: CartOwner, memberId: string, cartId: string, offerId: string): Promise<Cart> {
      const cart = await memberCart(owner, memberId, cartId);
      const offer = programme.offers.find((o) => o.id === offerId);
      if (!offer) throw new AppError('NOT_FOUND', NOT_FOUND_OFFER);
      const used = (await repo.usedOffers(db, memberId)).has(offer.id);
      if (used) throw new AppError('CONFLICT', `You have already used ${offer.label}.`);
      return put(
        owner,
        memberId,
        cartId,
        'offer',
        offer.id,
        0,
        `Offer: ${offer.label}`,
        offerFit(offer, linesOf(cart), now(), false),
      );
    },

    /** Spec §7 "remove reward": takes the bag's reward or offer off; a bag without one is left as it is. */
    async removeReward(owner: CartOwner, memberId: string, cartId: string): Promise<Cart> {
      const cart = await memberCart(owner, memberId, cartId);
      if (!isRedemptionCode(cart.coupon)) return cart;
      return carts.removeCoupon(owner, cartId);
    },

    /**
     * Checkout's reading of the bag: a reward or offer code must be this member's,
     * put on this bag, and still fit; the order's statement then takes the points with the order.
     */
    redemptions: (async ({ buyer, cart }): Promise<Redemption | null> => {
      if (!isRedemptionCode(cart.coupon)) return null;
      const app = await repo.findApplication(db, cart.coupon);
      if (!app || app.memberId !== buyer.memberId || app.cartId !== cart.id)
        throw new AppError('CONFLICT', 'This reward cannot be used on this bag. Please remove it and try again.');
      if (app.source === 'reward') {
        if (!enabled.rewards)
          throw new AppError('CONFLICT', 'Rewards are not available now. Please remove the reward and try again.');
        if (cart.totals.discount <= 0)
          throw new AppError('CONFLICT', 'The reward no longer applies to this bag. Please remove it and try again.');
        return {
          memberId: app.memberId,
          kind: 'redemption',
          points: app.points,
          sourceId: app.sourceId,
          label: app.label.replace(/^Reward: /, ''),
          onceKey: null,
        };
      }
      const offer = programme.offers.find((o) => o.id === app.sourceId);
      const fit = offer && enabled.offers ? offerFit(offer, linesOf(cart), now(), false) : null;
      if (!offer || !fit?.ok)
        throw new AppError(
          'CONFLICT',
          fit && !fit.ok ? fit.reason : 'This offer is not available now. Please remove it and try again.',
        );
      const uses = (await repo.offerUses(db, app.memberId)).get(offer.id) ?? { uses: 0, givenBack: 0 };
      return {
        memberId: app.memberId,
        kind: 'offer',
        points: 0,
        sourceId: offer.id,
        label: offer.label,
        // Keyed by the give-backs so far: two checkouts racing for the same use post once.
        onceKey: offerOnceKey(app.memberId, offer.id, uses.givenBack),
      };
    }) satisfies RedemptionLookup,
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;

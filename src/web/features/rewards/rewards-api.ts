import { apiRequest } from '../../lib/api-client.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';

/**
 * The rewards calls. Contracts load with the first call: the bag is
 * code every page may open. Each cart call returns the cart; the caller puts it in the cart query (setCart), so
 * this feature imports no other feature.
 */
const summaryReply = () =>
  import('../../../domain/rewards/rewards-summary-contract.ts').then((c) => c.rewardsSummaryReply);
const cartReply = () => import('../../../domain/cart/cart-contract.ts').then((c) => c.cartReply);
const offersReply = () => import('../../../domain/rewards/rewards-summary-contract.ts').then((c) => c.offersReply);
const birthdayReply = () => import('../../../domain/rewards/birthday-contract.ts').then((c) => c.birthdayReply);
const cartPath = (id: string, rest: string) => `carts/${encodeURIComponent(id)}${rest}`;

export const rewardsApi = {
  summary: async () => (await apiRequest('account/rewards', summaryReply)).data,
  offers: async () => (await apiRequest('account/offers', offersReply)).data.offers,
  setBirthday: async (month: number, day: number) =>
    (await apiRequest('account/rewards/birthday', birthdayReply, { method: 'PUT', body: { month, day } })).data,
  applyReward: async (cartId: string, rewardId: string): Promise<Cart> =>
    (await apiRequest(cartPath(cartId, '/rewards'), cartReply, { method: 'POST', body: { reward_id: rewardId } })).data,
  applyOffer: async (cartId: string, offerId: string): Promise<Cart> =>
    (await apiRequest(cartPath(cartId, '/offers'), cartReply, { method: 'POST', body: { offer_id: offerId } })).data,
  /** Spec §7 "remove reward". */
  removeReward: async (cartId: string): Promise<Cart> =>
    (await apiRequest(cartPath(cartId, '/rewards'), cartReply, { method: 'DELETE' })).data,
};

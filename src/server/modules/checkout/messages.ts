import { AUTHORIZATION_USABLE_MS } from '../../../domain/checkout/payment-state.ts';

export const CART_CHANGED = 'Your bag changed while the order was being placed. Please review it and try again.';
export const GIFT_CARD_BALANCE_CHANGED = 'A gift card balance changed. Please check your gift cards and try again.';
/** Another key's card attempt on this cart is in flight. */
export const ALREADY_BEING_PLACED =
  'This order is already being placed in another tab or window. Please wait a moment and check your orders.';
/** A card token used by another checkout, or made in another browser session. */
export const REENTER_CARD = 'Please re-enter your card details.';
/** The points a reward on the bag needs were spent meanwhile (another order), or an offer was used. */
export const REWARD_POINTS_CHANGED =
  'Your rewards balance changed while the order was being placed. Please remove the reward and try again.';
export const OFFER_ALREADY_USED = 'This offer has already been used. Please remove it and try again.';
export const PAYMENT_GONE =
  'Your card authorization was cancelled while the order was being placed. Please place your order again.';

/** An attempt created before this may have lost its hold: no order takes it. */
export const usableAfter = (at: Date) => new Date(at.getTime() - AUTHORIZATION_USABLE_MS);

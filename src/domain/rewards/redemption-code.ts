/**
 * A reward's or offer's bag coupon code: random, and marked so checkout and the
 * web tell it from a typed coupon. No zod here: the bag imports it on first load.
 */
export const REDEMPTION_CODE = /^(RWD|OFR)-[0-9a-f]{24}$/;
export const isRedemptionCode = (code: string | null | undefined): code is string =>
  typeof code === 'string' && REDEMPTION_CODE.test(code);

import type { CardBrand } from './payment-token-contract.ts';

/**
 * Card checks of the sandbox tokenizer, pure so they are unit tested: Luhn,
 * brand from the number's prefix, expiry in the future, CVC length (4 for Amex, else 3), and
 * the test numbers that behave as at the big processors.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  return 'unknown';
}

/** A card is good through the last day of its expiry month (in UTC; a day's grace either way is harmless). */
export function expiryValid(month: number, year: number, now: Date): boolean {
  if (month < 1 || month > 12) return false;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  if (year > y + 20) return false;
  return year > y || (year === y && month >= m);
}

export const cvcValid = (cvc: string, brand: CardBrand) =>
  brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);

/** What the sandbox processor does with a card (DESIGN §5 payment row). */
export type CardBehavior = 'succeed' | 'decline' | 'insufficient_funds' | 'processing_error' | 'requires_confirmation';

export const TEST_CARDS: Record<string, CardBehavior> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
  '4000002500003155': 'requires_confirmation',
};

/** Any other valid number succeeds. */
export const behaviorOf = (digits: string): CardBehavior => TEST_CARDS[digits] ?? 'succeed';

export type CardCheck =
  | { ok: true; brand: CardBrand; last4: string; behavior: CardBehavior }
  | {
      ok: false;
      field: 'number' | 'expiry' | 'cvc';
      reason: 'number_invalid' | 'expiry_invalid' | 'expired' | 'cvc_invalid';
    };

export function checkCard(
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return { ok: false, field: 'number', reason: 'number_invalid' };
  const brand = cardBrandOf(digits);
  if (input.exp_month < 1 || input.exp_month > 12) return { ok: false, field: 'expiry', reason: 'expiry_invalid' };
  if (!expiryValid(input.exp_month, input.exp_year, now)) return { ok: false, field: 'expiry', reason: 'expired' };
  if (!cvcValid(input.cvc, brand)) return { ok: false, field: 'cvc', reason: 'cvc_invalid' };
  return { ok: true, brand, last4: digits.slice(-4), behavior: behaviorOf(digits) };
}

/** A card brand as receipts and reports print it ("visa" → "Visa"; an unknown brand is just "Card"). */
export const cardBrandLabel = (brand: string) =>
  brand === 'unknown' || brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);

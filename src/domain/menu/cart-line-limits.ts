/**
 * Text limits of a cart line (spec §3 Cart product: Made For, Special Instructions), apart from
 * the zod contract (cart-line.ts) so the product page's inputs can use them without loading zod
 * on first paint.
 */
export const RECIPIENT_MAX_LENGTH = 40;
export const INSTRUCTIONS_MAX_LENGTH = 200;

/**
 * Spec §4 "Upsell display": shown at most once per distinct cart content. The hash covers
 * what a guest would call "the same order": product, quantity and choices of every line, in
 * cart order. FNV-1a (32 bit) is enough: this only decides whether to show a suggestion again.
 */
export interface HashableLine {
  product_id: string;
  quantity: number;
  choices: readonly { id: string; quantity: number }[];
}

export function cartLinesHash(lines: readonly HashableLine[]): string {
  const text = lines
    .map((l) => `${l.product_id}*${l.quantity}[${l.choices.map((c) => `${c.id}*${c.quantity}`).join(',')}]`)
    .join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Spec §2/§4/§9: up to 4 suggestions; the description is cut at 50 characters. */
export const UPSELL_COUNT = 4;
export const UPSELL_DESCRIPTION_MAX = 50;
export const UPSELL_DEFAULT_BUTTON = 'No, Thanks';

/** Cut at a word's end where one falls in the last third, and never "within.…": the ellipsis replaces the stop. */
export function cutDescription(text: string, max = UPSELL_DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const words = space >= (max * 2) / 3 && !/\s/.test(text[max] ?? '') ? cut.slice(0, space) : cut;
  return `${words.trimEnd().replace(/[\s.,;:!?—–-]+$/, '')}…`;
}

/** Whether the upsell view should open on Continue (spec §4 "Continue button", "Upsell display"). */
export function shouldShowUpsells(input: {
  lineCount: number;
  upsellCount: number;
  groupOrder: boolean;
  storedHash: string | null;
  shown: boolean;
  hash: string;
}): boolean {
  if (input.lineCount === 0 || input.groupOrder || input.upsellCount === 0) return false;
  return !(input.shown && input.storedHash === input.hash);
}

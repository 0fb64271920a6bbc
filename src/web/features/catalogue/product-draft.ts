import type { CatalogueProduct } from '../../../domain/catalogue/catalogue-document.ts';
import { catalogueProductSchema } from '../../../domain/catalogue/catalogue-document.ts';

/** "3.95" → 395; anything else is NaN, which the contract refuses at its field. */
export const dollarsToCents = (text: string) =>
  /^-?\d{1,4}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** The contract's messages by dotted path ("option_groups.0.name"), or null when the product passes. */
export function productErrors(product: CatalogueProduct): Record<string, string> | null {
  const parsed = catalogueProductSchema.safeParse(product);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

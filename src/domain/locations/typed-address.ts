import type { GeocodeResult } from './geocode-contract.ts';

/** The combobox's live region: "1 suggestion available.", "3 suggestions available.", "No suggestions.". */
export function suggestionsStatus(count: number): string {
  if (count === 0) return 'No suggestions.';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available.`;
}

/**
 * A whole address typed and sent with Enter, no suggestion chosen: the geocoder's best match,
 * when it is a complete street address (spec §5 "Delivery search needs a full address").
 */
export function typedAddressMatch(results: readonly GeocodeResult[]): GeocodeResult | null {
  return results.find((r) => r.layer === 'address' && Boolean(r.postalCode)) ?? null;
}

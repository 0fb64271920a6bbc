import { regionCode, type Country } from './regions.ts';

/**
 * A small US/CA address parser for the offline geocoder (DESIGN §5). Layers follow the big
 * geocoders (Radar): a number + street + (city or postal code) is an 'address' — the only
 * layer the delivery search accepts (spec §5) — a postal code alone is 'postalCode', a city
 * is 'locality', a state or province alone is 'state'.
 */
export type GeocodeLayer = 'address' | 'postalCode' | 'locality' | 'state';

export interface ParsedAddress {
  layer: GeocodeLayer;
  number?: string;
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: Country;
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
// Canadian postal codes: full (A1A 1A1) or the forward sortation area alone (A1A).
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:\s?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/i;
const STREET_SUFFIXES = new Set(
  (
    'street st avenue ave av boulevard blvd road rd drive dr lane ln way court ct place pl square sq terrace ter parkway pkwy ' +
    'highway hwy circle cir plaza plz row wharf pike turnpike alley trail trl crescent cres'
  ).split(' '),
);

function postalCode(text: string): { code: string; country: Country } | undefined {
  const t = text.trim();
  const us = US_ZIP.exec(t);
  if (us) return { code: us[1]!, country: 'US' };
  const ca = CA_POSTAL.exec(t);
  if (ca) return { code: (ca[2] ? `${ca[1]} ${ca[2]}` : ca[1]!).toUpperCase(), country: 'CA' };
  return undefined;
}

/** Splits "Boston MA 02116" style tails into city, state and postal code, from the right. */
function parseTail(words: string[]): { city?: string; state?: string; postalCode?: string; country?: Country } {
  const out: { city?: string; state?: string; postalCode?: string; country?: Country } = {};
  const rest = [...words];
  // A Canadian code is two words ("M5V 2T6"); try two then one.
  for (const size of [2, 1]) {
    if (rest.length >= size) {
      const code = postalCode(rest.slice(-size).join(' '));
      if (code) {
        out.postalCode = code.code;
        out.country = code.country;
        rest.splice(-size);
        break;
      }
    }
  }
  // State by code or by name (up to four words: "District of Columbia", "Newfoundland and Labrador").
  for (const size of [4, 3, 2, 1]) {
    if (rest.length >= size) {
      const region = regionCode(rest.slice(-size).join(' '));
      // A two-letter word is a state only after a city ("Boston ma") or on its own ("MA").
      if (region && (size > 1 || rest.length > 1 || rest.length === words.length)) {
        out.state = region.code;
        out.country ??= region.country;
        rest.splice(-size);
        break;
      }
    }
  }
  if (rest.length) out.city = rest.join(' ');
  return out;
}

export function parseAddress(input: string): ParsedAddress | null {
  const text = input
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/,\s*(USA|US|United States|Canada)$/i, '');
  if (!text) return null;
  const whole = postalCode(text);
  if (whole) return { layer: 'postalCode', postalCode: whole.code, country: whole.country };

  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const first = parts[0] ?? '';
  const numbered = /^(\d+[A-Za-z]?(?:-\d+)?)\s+(.+)$/.exec(first);

  if (numbered) {
    const number = numbered[1]!;
    let streetWords = numbered[2]!.split(' ');
    let tailWords = parts.slice(1).join(' ').split(' ').filter(Boolean);
    if (parts.length === 1) {
      // No commas: the street ends at its suffix ("Newbury Street"), the rest is the tail.
      const suffixAt = streetWords.findIndex((w) => STREET_SUFFIXES.has(w.toLowerCase().replace(/\.$/, '')));
      if (suffixAt >= 0 && suffixAt < streetWords.length - 1) {
        tailWords = streetWords.slice(suffixAt + 1);
        streetWords = streetWords.slice(0, suffixAt + 1);
      } else if (suffixAt < 0) {
        // No suffix: street and city cannot be told apart, so only a trailing postal code or
        // state is split off and the remaining words stay the street ("12 Main 02116").
        const tail = parseTail(streetWords.slice(1));
        if (tail.postalCode) {
          const { city: leftover, ...codes } = tail;
          return {
            layer: 'address',
            number,
            street: [streetWords[0]!, ...(leftover ? [leftover] : [])].join(' '),
            ...codes,
          };
        }
      }
    }
    const tail = parseTail(tailWords);
    const street = streetWords.join(' ');
    const hasStreet = /[A-Za-z]/.test(street);
    if (hasStreet && (tail.city || tail.postalCode)) {
      return { layer: 'address', number, street, ...tail };
    }
    // A number and a street with no city or code cannot be placed: treat as a locality query.
    return hasStreet ? { layer: 'locality', number, street, ...tail } : null;
  }

  const tail = parseTail(parts.join(' ').split(' '));
  if (tail.city) return { layer: 'locality', ...tail };
  if (tail.postalCode) return { layer: 'postalCode', ...tail };
  if (tail.state) return { layer: 'state', ...tail };
  return null;
}

/** One-line label of a parsed address ("214 Newbury Street, Boston, MA 02116"). */
export function formatParsedAddress(a: ParsedAddress): string {
  const street = a.number && a.street ? `${a.number} ${a.street}` : undefined;
  const region = [a.state, a.postalCode].filter(Boolean).join(' ');
  return [street, a.city, region].filter(Boolean).join(', ');
}

import { withinTypo } from '../../../domain/locations/typo-match.ts';
import { STREETS, type StreetEntry } from './street-table.ts';

/** A numbered address found in the street table, placed along its street. */
export interface StreetPoint {
  number: string;
  street: string;
  city: string;
  stateCode: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const WORDS: Record<string, string> = {
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  rd: 'road',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  pl: 'place',
  sq: 'square',
  ter: 'terrace',
  pkwy: 'parkway',
  hwy: 'highway',
  northwest: 'nw',
  northeast: 'ne',
  southwest: 'sw',
  southeast: 'se',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourteenth: '14th',
};

/** Lower case, no dots, abbreviations spelled out: "Newbury St." → "newbury street". */
export function normalizeStreet(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(' ');
}
const TABLE = STREETS.map((entry) => ({ entry, name: normalizeStreet(entry.street) }));

/**
 * Whether typed text names this street: whole words, the last one possibly still being typed;
 * `typos` lets a whole word carry a slip ("newbery street").
 */
function namesStreet(typed: string, name: string, typos = false): boolean {
  if (name === typed || name.startsWith(`${typed} `)) return true;
  // "newbury stre" while typing: the last word is a prefix of the street's word there.
  const t = typed.split(' ');
  const n = name.split(' ');
  if (t.length > n.length) return false;
  const same = (w: string, i: number) => n[i] === w || (typos && withinTypo(w, n[i]!));
  return t.every((w, i) => (i === t.length - 1 ? n[i]!.startsWith(w) || same(w, i) : same(w, i)));
}

/** The anchors' ZIP and interpolated point for a house number, or null outside the street's range. */
function place(entry: StreetEntry, number: number): { lat: number; lng: number; zip: string } | null {
  const a = entry.anchors;
  if (number < a[0]![0] || number > a.at(-1)![0]) return null;
  for (let i = 0; i < a.length - 1; i++) {
    const [n0, lat0, lng0, zip] = a[i]!;
    const [n1, lat1, lng1] = a[i + 1]!;
    if (number >= n0 && number <= n1) {
      const f = n1 === n0 ? 0 : (number - n0) / (n1 - n0);
      return { lat: lat0 + f * (lat1 - lat0), lng: lng0 + f * (lng1 - lng0), zip };
    }
  }
  const [, lat, lng, zip] = a.at(-1)!;
  return { lat, lng, zip };
}

/**
 * Table streets matching a typed number + street, optionally narrowed by city (a prefix while
 * typing), state and ZIP. Numbers outside a street's range are not guessed.
 */
export function findStreetPoints(
  query: { number: string; street: string; city?: string; state?: string; postalCode?: string },
  limit: number,
): StreetPoint[] {
  const number = Number.parseInt(query.number, 10);
  if (!Number.isFinite(number)) return [];
  const typed = normalizeStreet(query.street);
  const city = query.city?.toLowerCase();
  const exact = collect(query, number, typed, city, limit, false);
  // Only when nothing matches as typed: a slip ("Newbery") is the street the customer meant.
  return exact.length ? exact : collect(query, number, typed, city, limit, true);
}

function collect(
  query: { number: string; state?: string; postalCode?: string },
  number: number,
  typed: string,
  city: string | undefined,
  limit: number,
  typos: boolean,
): StreetPoint[] {
  const out: StreetPoint[] = [];
  for (const { entry, name } of TABLE) {
    if (!namesStreet(typed, name, typos)) continue;
    if (city && !entry.city.toLowerCase().startsWith(city)) continue;
    if (query.state && entry.stateCode !== query.state.toUpperCase()) continue;
    const at = place(entry, number);
    if (!at || (query.postalCode && at.zip !== query.postalCode)) continue;
    out.push({
      number: query.number,
      street: entry.street,
      city: entry.city,
      stateCode: entry.stateCode,
      postalCode: at.zip,
      latitude: round(at.lat),
      longitude: round(at.lng),
    });
    if (out.length >= limit) break;
  }
  return out;
}

/** Six decimals (~10 cm): the interpolation is far coarser; no float noise in replies. */
const round = (x: number) => Math.round(x * 1e6) / 1e6;

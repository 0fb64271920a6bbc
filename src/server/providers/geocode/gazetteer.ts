import zipcodes from 'zipcodes';
import { regionCode } from '../../../domain/locations/regions.ts';

/**
 * ZIP and city centroids of the `zipcodes` package (US ZIPs and Canadian forward sortation
 * areas with coordinates). The city index is built once, lazily: ~44,000 codes → ~30,000
 * places, a few ms.
 */
export interface Place {
  city: string;
  stateCode: string;
  countryCode: 'US' | 'CA';
  latitude: number;
  longitude: number;
  /** How many codes the place has: a proxy for its size, to rank suggestions. */
  weight: number;
  postalCodes: string[];
}

export interface PostalPlace {
  postalCode: string;
  city: string;
  stateCode: string;
  countryCode: 'US' | 'CA';
  latitude: number;
  longitude: number;
}

let cityIndex: Map<string, Place> | null = null;
let sortedKeys: string[] = [];

// Canadian entries name districts ("Downtown Toronto (cn Tower / …)"): keep the plain name.
const cleanCity = (city: string) => city.replace(/\s*\(.*\)\s*$/, '').trim();
const key = (city: string, state: string) => `${city.toLowerCase()}|${state}`;

function normalise(entry: zipcodes.ZipCode): PostalPlace | null {
  const countryCode = entry.country === 'Canada' ? 'CA' : entry.country === 'US' ? 'US' : null;
  if (!countryCode || !Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) return null;
  const stateCode = countryCode === 'US' ? entry.state : (regionCode(entry.state)?.code ?? entry.state);
  return { postalCode: entry.zip, city: cleanCity(entry.city), stateCode, countryCode, latitude: entry.latitude, longitude: entry.longitude };
}

function cities(): Map<string, Place> {
  if (cityIndex) return cityIndex;
  const index = new Map<string, Place>();
  for (const entry of Object.values(zipcodes.codes)) {
    const p = normalise(entry);
    if (!p) continue;
    const k = key(p.city, p.stateCode);
    const place = index.get(k);
    if (place) {
      // Running mean of the ZIP centroids is the city's centre.
      place.latitude += (p.latitude - place.latitude) / (place.weight + 1);
      place.longitude += (p.longitude - place.longitude) / (place.weight + 1);
      place.weight += 1;
      place.postalCodes.push(p.postalCode);
    } else {
      index.set(k, { city: p.city, stateCode: p.stateCode, countryCode: p.countryCode, latitude: p.latitude, longitude: p.longitude, weight: 1, postalCodes: [p.postalCode] });
    }
  }
  cityIndex = index;
  sortedKeys = [...index.keys()].sort();
  return index;
}

export function lookupPostal(code: string): PostalPlace | null {
  const entry = zipcodes.lookup(code.replace(/\s.*$/, '').toUpperCase());
  return entry ? normalise(entry) : null;
}

export function lookupCity(city: string, stateCode?: string): Place | null {
  const index = cities();
  if (stateCode) return index.get(key(city, stateCode.toUpperCase())) ?? null;
  // No state: the biggest place of that name.
  let best: Place | null = null;
  for (const place of citiesByPrefix(city, 50)) if (place.city.toLowerCase() === city.toLowerCase() && (!best || place.weight > best.weight)) best = place;
  return best;
}

/** Places whose name starts with `prefix`, biggest first. Binary search over the sorted keys. */
export function citiesByPrefix(prefix: string, limit: number, stateCode?: string): Place[] {
  const index = cities();
  const p = prefix.toLowerCase();
  let lo = 0;
  let hi = sortedKeys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortedKeys[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  const found: Place[] = [];
  for (let i = lo; i < sortedKeys.length && sortedKeys[i]!.startsWith(p); i++) {
    const place = index.get(sortedKeys[i]!)!;
    if (!stateCode || place.stateCode === stateCode.toUpperCase()) found.push(place);
  }
  return found.sort((a, b) => b.weight - a.weight).slice(0, limit);
}

/** US ZIPs starting with a 3–4 digit prefix (typing a ZIP). */
export function postalByPrefix(prefix: string, limit: number): PostalPlace[] {
  const out: PostalPlace[] = [];
  for (const [code, entry] of Object.entries(zipcodes.codes)) {
    if (!code.startsWith(prefix)) continue;
    const p = normalise(entry);
    if (p) out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}

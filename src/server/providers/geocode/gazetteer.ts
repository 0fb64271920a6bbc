import zipcodes from 'zipcodes';
import { regionCode } from '../../../domain/locations/regions.ts';

/**
 * ZIP and city centroids of the `zipcodes` package (US ZIPs and Canadian forward sortation
 * areas with coordinates). The city index is built once, lazily: ~44,000 codes → ~30,000
 * places, a few ms. A city's centre is the median of its ZIP centroids.
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

function normalize(entry: zipcodes.ZipCode): PostalPlace | null {
  const countryCode = entry.country === 'Canada' ? 'CA' : entry.country === 'US' ? 'US' : null;
  if (!countryCode || !Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) return null;
  const stateCode = countryCode === 'US' ? entry.state : (regionCode(entry.state)?.code ?? entry.state);
  return {
    postalCode: entry.zip,
    city: cleanCity(entry.city),
    stateCode,
    countryCode,
    latitude: entry.latitude,
    longitude: entry.longitude,
  };
}

function cities(): Map<string, Place> {
  if (cityIndex) return cityIndex;
  const index = new Map<string, Place>();
  const points = new Map<Place, { lats: number[]; lngs: number[] }>();
  for (const entry of Object.values(zipcodes.codes)) {
    const p = normalize(entry);
    if (!p) continue;
    const k = key(p.city, p.stateCode);
    let place = index.get(k);
    if (!place) {
      place = {
        city: p.city,
        stateCode: p.stateCode,
        countryCode: p.countryCode,
        latitude: p.latitude,
        longitude: p.longitude,
        weight: 0,
        postalCodes: [],
      };
      index.set(k, place);
      points.set(place, { lats: [], lngs: [] });
    }
    place.weight += 1;
    place.postalCodes.push(p.postalCode);
    points.get(place)!.lats.push(p.latitude);
    points.get(place)!.lngs.push(p.longitude);
  }
  // The city's centre is the median of its ZIP centroids, not the mean: Boston's post-office-box
  // ZIPs all sit at one point in the harbour and dragged the mean two miles east.
  for (const [place, { lats, lngs }] of points) {
    place.latitude = median(lats);
    place.longitude = median(lngs);
  }
  cityIndex = index;
  sortedKeys = [...index.keys()].sort();
  return index;
}

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function lookupPostal(code: string): PostalPlace | null {
  const entry = zipcodes.lookup(code.replace(/\s.*$/, '').toUpperCase());
  return entry ? normalize(entry) : null;
}

export function lookupCity(city: string, stateCode?: string): Place | null {
  const index = cities();
  if (stateCode) return index.get(key(city, stateCode.toUpperCase())) ?? null;
  // No state: the biggest place of that name.
  let best: Place | null = null;
  for (const place of citiesByPrefix(city, 50))
    if (place.city.toLowerCase() === city.toLowerCase() && (!best || place.weight > best.weight)) best = place;
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
    const p = normalize(entry);
    if (p) out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}

let allPostal: PostalPlace[] | null = null;

/**
 * The ZIP whose centroid is nearest a point (a suggestion always carries a ZIP; for a
 * vendor's address that came without one). Squared degree distance
 * with longitude scaled by latitude: a ranking, not a measurement.
 */
export function nearestPostal(
  point: { lat: number; lng: number },
  options: { countryCode?: 'US' | 'CA' } = {},
): PostalPlace | null {
  const places = (allPostal ??= Object.values(zipcodes.codes)
    .map(normalize)
    .filter((p): p is PostalPlace => p !== null));
  const scale = Math.cos((point.lat * Math.PI) / 180) ** 2;
  let best: PostalPlace | null = null;
  let bestScore = Infinity;
  for (const p of places) {
    if (options.countryCode && p.countryCode !== options.countryCode) continue;
    const score = (p.latitude - point.lat) ** 2 + scale * (p.longitude - point.lng) ** 2;
    if (score < bestScore) [best, bestScore] = [p, score];
  }
  return best;
}

/**
 * The ZIP a street address in a many-ZIP city is given when its street is unknown (precision
 * "locality"): the lowest-numbered ordinary one — by USPS convention the main
 * delivery area (Boston 02108, Cambridge 02138, Washington 20001).
 */
export function primaryPostal(codes: readonly string[]): PostalPlace | null {
  const places = streetZips(codes.map(lookupPostal).filter((p): p is PostalPlace => p !== null));
  return places.sort((a, b) => a.postalCode.localeCompare(b.postalCode))[0] ?? null;
}

/**
 * A city's ZIPs without the post-office-box and single-building ones, which the data places
 * together at their post office (Boston's 02112, 02196, 02201 share one point): a street address
 * is not in those. All of them when nothing is left.
 */
function streetZips(places: PostalPlace[]): PostalPlace[] {
  const count = new Map<string, number>();
  const at = (p: PostalPlace) => `${p.latitude},${p.longitude}`;
  for (const p of places) count.set(at(p), (count.get(at(p)) ?? 0) + 1);
  const distinct = places.filter((p) => count.get(at(p)) === 1);
  return distinct.length ? distinct : places;
}

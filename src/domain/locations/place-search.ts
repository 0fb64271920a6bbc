import { compactKey, nearlyEquals, nearlyStarts, searchKey } from '../fuzzy-text.ts';

/**
 * Store search by what a guest calls a place: a store's name ("Back Bay"), a neighbourhood the
 * gazetteer knows ("Fenway"), optionally followed by its city or state ("Back Bay, Boston"),
 * run together ("Backbay"), with a typo ("Bak Bay"), or a store's ZIP. Pure: the server hands
 * it the stores and neighbourhoods, and places the best match's point for the nearest search.
 */
export interface SearchPlace {
  kind: 'store' | 'neighbourhood';
  name: string;
  city: string;
  state: string;
  /** Stores only. */
  zip?: string;
  lat: number;
  lng: number;
}

/** How well the typed words name the place, best first. */
export const MATCH_QUALITIES = ['exact', 'words', 'prefix', 'typo'] as const;
export type MatchQuality = (typeof MATCH_QUALITIES)[number];

export interface PlaceMatch {
  place: SearchPlace;
  quality: MatchQuality;
}

/** "Back Bay, Boston, MA": the line a suggestion shows and a search names. */
export const placeLabel = (p: Pick<SearchPlace, 'name' | 'city' | 'state'>) =>
  p.name === p.city ? `${p.city}, ${p.state}` : `${p.name}, ${p.city}, ${p.state}`;

/** Each part after the first comma must name the place's city, state or ZIP. */
function qualifiersFit(place: SearchPlace, qualifiers: string[]): boolean {
  const city = compactKey(place.city);
  return qualifiers.every((q) => {
    const key = compactKey(q);
    const words = searchKey(q).split(' ');
    // "Boston MA 02116": each word names the city, the state or the ZIP.
    return (
      key === city ||
      nearlyEquals(key, city) ||
      key === place.state.toLowerCase() ||
      words.every((w) => w === place.state.toLowerCase() || w === place.zip || city.includes(w))
    );
  });
}

function quality(place: SearchPlace, head: string): MatchQuality | null {
  const typed = compactKey(head);
  if (!typed) return null;
  const name = compactKey(place.name);
  const withCity = compactKey(`${place.name} ${place.city}`);
  const withState = compactKey(`${place.name} ${place.city} ${place.state}`);
  if (typed === name || typed === withCity || typed === withState) return 'exact';
  const typedWords = searchKey(head).split(' ');
  const nameWords = searchKey(place.name).split(' ');
  // Whole words of the name, in order from its start: "Harvard" for "Harvard Square".
  if (typedWords.length < nameWords.length && typedWords.every((w, i) => w === nameWords[i])) return 'words';
  // A ZIP, whole or being typed, suggests its stores; searching a whole ZIP goes from the ZIP itself.
  if (name.startsWith(typed) || (place.zip && /^\d{3,5}$/.test(typed) && place.zip.startsWith(typed))) return 'prefix';
  // A word of the name started ("kend" → "Kendall Square"), at least three letters.
  if (typed.length >= 3 && nameWords.some((w) => w.startsWith(typed))) return 'prefix';
  if (nearlyEquals(typed, name) || nearlyEquals(typed, withCity)) return 'typo';
  if (typed.length >= 4 && nearlyStarts(typed, name)) return 'typo';
  return null;
}

/**
 * The places the query names, best first: by quality, a store before a neighbourhood of the same
 * name (the store is what the guest is after), then by name. A neighbourhood that shares its name
 * and city with a store is left out: the store stands for it.
 */
export function matchPlaces(query: string, places: readonly SearchPlace[], limit = 5): PlaceMatch[] {
  const [head = '', ...qualifiers] = query.split(',').map((part) => part.trim());
  const rest = qualifiers.filter(Boolean);
  const storeKeys = new Set(
    places.filter((p) => p.kind === 'store').map((p) => `${compactKey(p.name)}|${compactKey(p.city)}`),
  );
  const found: PlaceMatch[] = [];
  for (const place of places) {
    if (place.kind === 'neighbourhood' && storeKeys.has(`${compactKey(place.name)}|${compactKey(place.city)}`))
      continue;
    const q = quality(place, head);
    if (q && qualifiersFit(place, rest)) found.push({ place, quality: q });
  }
  return found
    .sort(
      (a, b) =>
        MATCH_QUALITIES.indexOf(a.quality) - MATCH_QUALITIES.indexOf(b.quality) ||
        (a.place.kind === b.place.kind ? 0 : a.place.kind === 'store' ? -1 : 1) ||
        a.place.name.localeCompare(b.place.name),
    )
    .slice(0, limit);
}

/** A match good enough to search from without asking: the name, or its first whole words. */
export const isConfident = (match: PlaceMatch | undefined): match is PlaceMatch =>
  match !== undefined && (match.quality === 'exact' || match.quality === 'words');

/**
 * A search that names a city with stores ("Boston", "Cambridge, MA") lists that city's stores
 * first, in the city listing's order (by name), then the others nearest first: distance from a
 * city's centre is no reason to rank one of its stores above another.
 */
export function cityFirst<T extends { name: string; city: string; state: string }>(
  query: string,
  stores: readonly T[],
): T[] {
  const [head = '', ...qualifiers] = query.split(',').map((part) => searchKey(part));
  const state = qualifiers.find((q) => /^[a-z]{2}( \d{5})?$/.test(q))?.slice(0, 2);
  const inCity = (s: T) => searchKey(s.city) === head && (!state || s.state.toLowerCase() === state);
  const first = stores.filter(inCity);
  if (first.length === 0) return [...stores];
  return [...first.sort((a, b) => a.name.localeCompare(b.name)), ...stores.filter((s) => !inCity(s))];
}

import { formatParsedAddress, parseAddress, type ParsedAddress } from '../../../domain/locations/address-parser.ts';
import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import { citiesByPrefix, lookupCity, lookupPostal, postalByPrefix, type Place, type PostalPlace } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * The offline default (DESIGN §5): the address parser decides the layer, the gazetteer gives
 * coordinates. A street address is placed at its ZIP's (or city's) centroid: good enough to
 * find the nearest store and test a delivery zone, and no street data has to be shipped.
 */
export function createEmbeddedGeocoder(): Geocoder {
  return {
    name: 'embedded',
    async autocomplete(query, { countries, limit }) {
      const parsed = parseAddress(query);
      const trimmed = query.trim();
      const results: GeocodeResult[] = [];
      if (/^\d{3,4}$/.test(trimmed)) {
        for (const p of postalByPrefix(trimmed, limit)) results.push(fromPostal(p));
      } else if (parsed?.layer === 'address' || (parsed?.number && parsed.street)) {
        results.push(...streetCandidates(parsed, limit));
      } else if (parsed) {
        const exact = place(parsed);
        if (exact) results.push(exact);
        if (parsed.city) {
          for (const c of citiesByPrefix(parsed.city, limit + 1, parsed.state)) results.push(fromCity(c));
        }
      }
      return dedupe(results)
        .filter((r) => countries.includes(r.countryCode))
        .slice(0, limit);
    },
    async geocode(address, { countries }) {
      const parsed = parseAddress(address);
      if (!parsed) return null;
      const result = parsed.number && parsed.street ? (streetCandidates(parsed, 1)[0] ?? null) : place(parsed);
      return result && countries.includes(result.countryCode) ? result : null;
    },
  };
}

/** A number + street placed in the ZIP, the named city, or the cities the partial name may mean. */
function streetCandidates(parsed: ParsedAddress, limit: number): GeocodeResult[] {
  const street = { number: parsed.number!, street: parsed.street! };
  if (parsed.postalCode) {
    const p = lookupPostal(parsed.postalCode);
    if (!p) return [];
    return [asAddress(street, { city: parsed.city ?? p.city, stateCode: parsed.state ?? p.stateCode, postalCode: parsed.postalCode, countryCode: p.countryCode, latitude: p.latitude, longitude: p.longitude })];
  }
  if (!parsed.city) return [];
  const exact = lookupCity(parsed.city, parsed.state);
  const places = exact ? [exact] : citiesByPrefix(parsed.city, limit, parsed.state);
  return places.map((c) =>
    asAddress(street, { city: c.city, stateCode: c.stateCode, postalCode: c.postalCodes.length === 1 ? c.postalCodes[0] : undefined, countryCode: c.countryCode, latitude: c.latitude, longitude: c.longitude }),
  );
}

function asAddress(
  street: { number: string; street: string },
  at: { city: string; stateCode: string; postalCode: string | undefined; countryCode: 'US' | 'CA'; latitude: number; longitude: number },
): GeocodeResult {
  const addressLabel = `${street.number} ${street.street}`;
  const parsed: ParsedAddress = { layer: 'address', ...street, city: at.city, state: at.stateCode, ...(at.postalCode ? { postalCode: at.postalCode } : {}) };
  return {
    layer: 'address',
    formattedAddress: formatParsedAddress(parsed),
    addressLabel,
    number: street.number,
    street: street.street,
    city: at.city,
    stateCode: at.stateCode,
    ...(at.postalCode ? { postalCode: at.postalCode } : {}),
    countryCode: at.countryCode,
    latitude: at.latitude,
    longitude: at.longitude,
  };
}

function place(parsed: ParsedAddress): GeocodeResult | null {
  if (parsed.postalCode) {
    const p = lookupPostal(parsed.postalCode);
    return p ? fromPostal({ ...p, postalCode: parsed.postalCode }) : null;
  }
  if (parsed.city) {
    const c = lookupCity(parsed.city, parsed.state);
    return c ? fromCity(c) : null;
  }
  // A whole state has no useful centre for "nearest": state search is a listing instead.
  return null;
}

function fromPostal(p: PostalPlace): GeocodeResult {
  return {
    layer: 'postalCode',
    formattedAddress: `${p.city}, ${p.stateCode} ${p.postalCode}`,
    city: p.city,
    stateCode: p.stateCode,
    postalCode: p.postalCode,
    countryCode: p.countryCode,
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

function fromCity(c: Place): GeocodeResult {
  return {
    layer: 'locality',
    formattedAddress: `${c.city}, ${c.stateCode}`,
    city: c.city,
    stateCode: c.stateCode,
    countryCode: c.countryCode,
    latitude: c.latitude,
    longitude: c.longitude,
  };
}

function dedupe(results: GeocodeResult[]): GeocodeResult[] {
  const seen = new Set<string>();
  return results.filter((r) => (seen.has(r.formattedAddress) ? false : (seen.add(r.formattedAddress), true)));
}

import { formatParsedAddress, parseAddress, type ParsedAddress } from '../../../domain/locations/address-parser.ts';
import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import type { GeoPrecision } from '../../../domain/locations/zone-fit.ts';
import {
  citiesByPrefix,
  lookupCity,
  lookupPostal,
  postalByPrefix,
  primaryPostal,
  type Place,
  type PostalPlace,
} from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import { findStreetPoints } from './street-lookup.ts';

/**
 * The offline default (DESIGN §5): the address parser decides the layer; a street of the demo
 * metros' street table is placed along the street (precision "street"), any other street at
 * its ZIP's centroid ("postalCode") or, with only a city, at the city centre ("locality") —
 * each result says which. Every address suggestion carries a ZIP.
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

/**
 * A number + street: the street table first; otherwise placed in the ZIP, the named city, or
 * the cities the partial name may mean, with the city's main ZIP filled in.
 */
function streetCandidates(parsed: ParsedAddress, limit: number): GeocodeResult[] {
  const street = { number: parsed.number!, street: parsed.street! };
  const known = findStreetPoints(
    {
      ...street,
      ...(parsed.city ? { city: parsed.city } : {}),
      ...(parsed.state ? { state: parsed.state } : {}),
      ...(parsed.postalCode ? { postalCode: parsed.postalCode } : {}),
    },
    limit,
  );
  if (known.length) {
    return known.map((k) => asAddress({ number: k.number, street: k.street }, { ...k, countryCode: 'US' }, 'street'));
  }
  if (parsed.postalCode) {
    const p = lookupPostal(parsed.postalCode);
    if (!p) return [];
    return [
      asAddress(
        street,
        {
          city: parsed.city ?? p.city,
          stateCode: parsed.state ?? p.stateCode,
          postalCode: parsed.postalCode,
          countryCode: p.countryCode,
          latitude: p.latitude,
          longitude: p.longitude,
        },
        'postalCode',
      ),
    ];
  }
  if (!parsed.city) return [];
  const exact = lookupCity(parsed.city, parsed.state);
  const places = exact ? [exact] : citiesByPrefix(parsed.city, limit, parsed.state);
  return places.map((c) => {
    // A one-ZIP town is placed at that ZIP; a bigger city only at its centre, with its main ZIP.
    const zip = c.postalCodes.length === 1 ? c.postalCodes[0] : primaryPostal(c.postalCodes)?.postalCode;
    const precision: GeoPrecision = c.postalCodes.length === 1 ? 'postalCode' : 'locality';
    return asAddress(
      street,
      {
        city: c.city,
        stateCode: c.stateCode,
        postalCode: zip,
        countryCode: c.countryCode,
        latitude: c.latitude,
        longitude: c.longitude,
      },
      precision,
    );
  });
}

function asAddress(
  street: { number: string; street: string },
  at: {
    city: string;
    stateCode: string;
    postalCode: string | undefined;
    countryCode: 'US' | 'CA';
    latitude: number;
    longitude: number;
  },
  precision: GeoPrecision,
): GeocodeResult {
  const addressLabel = `${street.number} ${street.street}`;
  const parsed: ParsedAddress = {
    layer: 'address',
    ...street,
    city: at.city,
    state: at.stateCode,
    ...(at.postalCode ? { postalCode: at.postalCode } : {}),
  };
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
    precision,
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
    precision: 'postalCode',
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
    precision: 'locality',
  };
}

function dedupe(results: GeocodeResult[]): GeocodeResult[] {
  const seen = new Set<string>();
  return results.filter((r) => (seen.has(r.formattedAddress) ? false : (seen.add(r.formattedAddress), true)));
}

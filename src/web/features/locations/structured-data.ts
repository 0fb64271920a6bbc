import type { Location } from '../../../domain/locations/location-contract.ts';
import { formatPhone } from '../../../domain/locations/format.ts';

const DAY_URIS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
  (d) => `https://schema.org/${d}`,
);

/** schema.org Bakery for a location page (search engines); pickup hours are the store's hours. */
export function bakeryJsonLd(location: Location, origin: string, brand: string): Record<string, unknown> {
  const hours = location.hours.pickup ?? location.hours.drivethru ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    name: `${brand} — ${location.name}`,
    url: `${origin}${location.path}`,
    telephone: formatPhone(location.phone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.zip,
      addressCountry: location.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
    openingHoursSpecification: hours.map((w) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_URIS[w.weekday],
      opens: w.opens,
      closes: w.closes === '24:00' ? '23:59' : w.closes,
    })),
    // Closures and special hours of the coming days: a one-day validity each (schema.org's form).
    specialOpeningHoursSpecification: location.special_days.map((d) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: d.date,
      validThrough: d.date,
      ...(d.closed || !d.opens || !d.closes
        ? { opens: '00:00', closes: '00:00' }
        : { opens: d.opens, closes: d.closes }),
    })),
    servesCuisine: 'Bakery-cafe',
    hasMenu: `${origin}/menu/${location.menu_id}`,
  };
}

/** JSON for a <script type="application/ld+json"> data block: '<' escaped so text cannot close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

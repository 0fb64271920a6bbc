import { useMemo } from 'react';
import { data, Link, useNavigate } from 'react-router';
import type { Location } from '../../domain/locations/location-contract.ts';
import { longDateLabel } from '../../domain/us-english-format.ts';
import { regionName } from '../../domain/locations/regions.ts';
import { pageTitle } from '../../domain/page-title.ts';
import { HoursTable } from '../features/locations/hours-table.tsx';
import { LocationCard } from '../features/locations/location-card.tsx';
import { LocationsMap } from '../features/locations/locations-map.tsx';
import { LocationsMapList } from '../features/locations/locations-map-list.tsx';
import { SpecialHours } from '../features/locations/special-hours.tsx';
import { buildMapData } from '../features/locations/map-data.server.ts';
import { bakeryJsonLd, jsonForScript } from '../features/locations/structured-data.ts';
import { useNonce } from '../nonce.ts';
import styles from '../features/locations/location-detail.module.css';
import type { Route } from './+types/location-detail';

/**
 * /locations/{state}/{city?}/{address?} (spec §2 "One location page (More Info)"): a state's
 * cities, a city's locations, or one location — server-rendered for guests without scripts and
 * for search engines; unknown ones are a real 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const state = params.state.toUpperCase();
  const stateName = regionName(state);
  const base = { appName: context.app.name, state, stateName: stateName ?? state };
  if (!stateName) throw data(null, { status: 404 });
  if (!params.city) {
    const cities = await context.locations.listCities(state);
    if (cities.length === 0) throw data(null, { status: 404 });
    // Issue 15 §2: the state page shows its stores on the map; a pin opens the store's page.
    const locations = await context.locations.search({ state, limit: 50, radius: 100 });
    const map = await buildMapData(locations, null, context.app.radar_map, context.map);
    return { ...base, kind: 'state' as const, cities, locations, map };
  }
  if (!params.address) {
    const cities = await context.locations.listCities(state);
    const city = cities.find((c) => c.slug === params.city?.toLowerCase());
    if (!city) throw data(null, { status: 404 });
    const locations = await context.locations.search({ state, city: city.slug, limit: 50, radius: 100 });
    const map = await buildMapData(locations, null, context.app.radar_map, context.map);
    return { ...base, kind: 'city' as const, city: city.city, citySlug: city.slug, locations, map };
  }
  const location = await context.locations.byPath(state, params.city, params.address);
  if (!location) throw data(null, { status: 404 });
  const origin = new URL(request.url).origin;
  return {
    ...base,
    kind: 'location' as const,
    location,
    map: await buildMapData([location], null, context.app.radar_map, context.map, { width: 640, height: 480 }),
    jsonLd: jsonForScript(bakeryJsonLd(location, origin, context.app.name)),
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  if (d.kind === 'location') {
    const l = d.location;
    return [
      { title: pageTitle(`${l.name} — ${l.city}, ${l.state}`, d.appName) },
      {
        name: 'description',
        content: `${d.appName} ${l.name}, ${l.address}, ${l.city}, ${l.state}: hours, services and online ordering.`,
      },
    ];
  }
  const place = d.kind === 'city' ? `${d.city}, ${d.state}` : d.stateName;
  return [
    { title: pageTitle(`Locations in ${place}`, d.appName) },
    { name: 'description', content: `${d.appName} locations in ${place}.` },
  ];
}

export default function LocationDetail({ loaderData: d }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol className={styles.crumbs}>
          <li>
            <Link to="/locations">Locations</Link>
          </li>
          <li>
            {d.kind === 'state' ? (
              <span aria-current="page">{d.stateName}</span>
            ) : (
              <Link to={`/locations/${d.state.toLowerCase()}`}>{d.stateName}</Link>
            )}
          </li>
          {d.kind === 'city' ? (
            <li>
              <span aria-current="page">{d.city}</span>
            </li>
          ) : null}
          {d.kind === 'location' ? (
            <>
              <li>
                <Link to={`/locations/${d.state.toLowerCase()}/${d.location.path.split('/')[3]}`}>
                  {d.location.city}
                </Link>
              </li>
              <li>
                <span aria-current="page">{d.location.name}</span>
              </li>
            </>
          ) : null}
        </ol>
      </nav>
      {d.kind === 'state' ? (
        <>
          <h1 className={styles.title}>Locations in {d.stateName}</h1>
          <div className={styles.grid}>
            <ul className={styles.cityList}>
              {d.cities.map((c) => (
                <li key={c.slug}>
                  <Link to={`/locations/${d.state.toLowerCase()}/${c.slug}`} className={styles.cityLink}>
                    {c.city}{' '}
                    <span className={styles.count}>
                      ({c.count} {c.count === 1 ? 'location' : 'locations'})
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className={styles.side}>
              <LocationsMap
                map={d.map}
                locations={d.locations}
                activeId={null}
                pinRole="link"
                onChoosePin={(id) => {
                  const to = d.locations.find((l) => l.id === id)?.path;
                  if (to) void navigate(to);
                }}
                label={`Map of ${d.locations.length} locations in ${d.stateName}`}
              />
            </div>
          </div>
        </>
      ) : null}
      {d.kind === 'city' ? (
        <>
          <h1 className={styles.title}>
            Locations in {d.city}, {d.state}
          </h1>
          <LocationsMapList
            map={d.map}
            locations={d.locations}
            searchType="pickup"
            headingLevel={2}
            label={`Map of ${d.locations.length} ${d.locations.length === 1 ? 'location' : 'locations'} in ${d.city}, ${d.state}`}
          />
        </>
      ) : null}
      {d.kind === 'location' ? <LocationPage location={d.location} map={d.map} jsonLd={d.jsonLd} /> : null}
    </div>
  );
}

function LocationPage({
  location,
  map,
  jsonLd,
}: {
  location: Location;
  map: Parameters<typeof LocationsMap>[0]['map'];
  jsonLd: string;
}) {
  const nonce = useNonce();
  // One array per location: a new one on each render rebuilt the live map every time this view
  // re-rendered (its effect depends on the list), showing the picture meanwhile.
  const pinned = useMemo(() => [location], [location]);
  const services = (['pickup', 'curbside', 'drivethru', 'delivery', 'catering'] as const).filter(
    (s) => location.services[s],
  );
  const serviceLabel = {
    pickup: 'In-store pickup',
    curbside: 'Curbside pickup',
    drivethru: 'Drive-thru',
    delivery: 'Delivery',
    catering: 'Catering',
  };
  return (
    <>
      {/* A data block (not executed); it carries the nonce anyway so a strict CSP never flags it. */}
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{location.name}</h1>
          {location['Coming Soon'] && location.opening_date ? (
            <p className={styles.status}>Opening {longDateLabel(location.opening_date)}</p>
          ) : null}
        </div>
      </div>
      <div className={styles.grid}>
        <div className={styles.main}>
          <LocationCard location={location} searchType="pickup" headingLevel={2} showName={false} />
          <section aria-labelledby="services-heading">
            <h2 id="services-heading" className={styles.sectionHeading}>
              Services
            </h2>
            <ul className={styles.services}>
              {services.map((s) => (
                <li key={s}>{serviceLabel[s]}</li>
              ))}
              {location.services.catering ? (
                <li>Order catering up to {location.services.advancedays} days ahead</li>
              ) : null}
            </ul>
          </section>
          <SpecialHours days={location.special_days} />
          <HoursTable location={location} />
        </div>
        <div className={styles.side}>
          <LocationsMap
            map={map}
            locations={pinned}
            activeId={null}
            pinRole="img"
            liveOn="reach"
            onChoosePin={() => undefined}
            label={`Map showing ${location.name}, ${location.address}, ${location.city}`}
          />
        </div>
      </div>
    </>
  );
}

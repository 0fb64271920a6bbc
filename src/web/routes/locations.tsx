import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import type { Location } from '../../domain/locations/location-contract.ts';
import { cityFirst } from '../../domain/locations/place-search.ts';
import { regionName } from '../../domain/locations/regions.ts';
import { pageTitle } from '../../domain/page-title.ts';
import { AddressCombobox } from '../features/locations/address-combobox.tsx';
import { HandoffTabs, ViewSwitch } from '../features/locations/handoff-tabs.tsx';
import { LocationCard } from '../features/locations/location-card.tsx';
import { LocationsMapList } from '../features/locations/locations-map-list.tsx';
import { buildMapData } from '../features/locations/map-data.server.ts';
import { BACK_LABEL, backHref, backStep, readSearchParams, toQueryString } from '../features/locations/search-steps.ts';
import { SearchHeader } from '../features/locations/search-header.tsx';
import { UseMyLocation } from '../features/locations/use-my-location.tsx';
import { CityPicker, StatePicker } from '../features/locations/state-picker.tsx';
import { abandonCart } from '../data/cart/handoff-actions.ts';
import { useAppStore } from '../state/store.ts';
import { buttonClassName } from '../ui/button.tsx';
import styles from '../features/locations/locations-page.module.css';
import type { Route } from './+types/locations';

/**
 * /locations (spec §2, §4): search by address or by state then city, list or map, pickup or
 * delivery. The URL holds the search, so every step is server-rendered, linkable, and works
 * without scripts; the address combobox and the selection rule need scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readSearchParams(new URL(request.url).searchParams);
  const states = await context.locations.listStates();
  let position: { lat: number; lng: number } | null =
    params.lat !== null && params.lng !== null ? { lat: params.lat, lng: params.lng } : null;
  let searchLabel = params.q;
  let message: string | null = null;
  let failure: string | null = null;
  let locations: Location[] = [];
  let cities: Awaited<ReturnType<typeof context.locations.listCities>> = [];
  const handoff = params.type;
  try {
    if (!position && params.q) {
      // Typed text without a chosen suggestion (or no scripts): a store, neighbourhood or address.
      const found = await context.locations.findPlace(params.q);
      if (found) {
        position = { lat: found.latitude, lng: found.longitude };
        searchLabel = found.formattedAddress;
      } else message = `We could not find “${params.q}”. Try a neighborhood, a street address, a city or a ZIP code.`;
    }
    if (position) {
      const nearest = await context.locations.search({
        lat: position.lat,
        lng: position.lng,
        handoff,
        limit: 20,
        radius: 100,
      });
      locations = searchLabel ? cityFirst(searchLabel, nearest) : nearest;
      if (locations.length === 0)
        message = `There are no ${handoff} locations within 100 miles of ${searchLabel ?? 'this point'}.`;
    } else if (params.state) {
      cities = await context.locations.listCities(params.state);
      locations = await context.locations.search({
        state: params.state,
        city: params.city ?? undefined,
        handoff,
        limit: 50,
        radius: 100,
      });
      if (locations.length === 0) message = `There are no ${handoff} locations here yet.`;
    }
  } catch (error) {
    // Spec §8 "Location search failure": the server's message, in the global error banner.
    failure = AppError.is(error) ? error.message : 'Location search failed. Please try again.';
  }
  const map =
    params.view === 'map' && locations.length > 0
      ? await buildMapData(locations, position, context.app.radar_map, context.map)
      : null;
  return {
    appName: context.app.name,
    placeholder: context.app.radar_map.placeholder,
    geolocate: context.app.radar_map.geolocate,
    params,
    states,
    cities,
    position,
    searchLabel,
    message,
    failure,
    locations,
    map,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const state = data.params.state ? regionName(data.params.state) : null;
  return [
    { title: pageTitle(state ? `Locations in ${state}` : 'Find a Location', data.appName) },
    { name: 'description', content: `Find a ${data.appName} near you for pickup or delivery.` },
  ];
}

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { params, states, cities, locations, message, failure, map, searchLabel, placeholder, geolocate } = loaderData;
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const selectedLocation = useAppStore((s) => s.locations.location);

  // Spec §8: a failed search shows the server's message in the global error banner (with Dismiss).
  useEffect(() => {
    if (failure) useAppStore.getState().root.showError(failure);
  }, [failure, routerLocation.key]);

  // Move focus where the guest's action took them (a Back step → the title, a search → the results).
  useEffect(() => {
    const focus = (routerLocation.state as { focus?: string } | null)?.focus;
    if (focus === 'title') titleRef.current?.focus();
    if (focus === 'results') resultsRef.current?.focus();
  }, [routerLocation.key, routerLocation.state]);

  const step = backStep(params);
  const stateName = params.state ? (regionName(params.state) ?? params.state) : null;
  const title = stateName ?? (params.type === 'delivery' ? 'Order Delivery' : 'Order Pickup');

  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (step === 'leave') {
      // Spec §4: the last Back abandons the cart and returns home with the order-control modal open.
      void abandonCart();
      void Promise.resolve(navigate('/')).then(() => useAppStore.getState().root.openOrderControl());
      return;
    }
    void navigate(backHref(params), { state: { focus: 'title' }, preventScrollReset: true });
  };

  const searchTo = (query: string) => `/locations${query}`;
  const hasResults = locations.length > 0;
  const resultsHeading = params.state
    ? `${locations.length} ${locations.length === 1 ? 'location' : 'locations'} in ${cities.find((c) => c.slug === params.city)?.city ?? stateName}`
    : `${locations.length} ${locations.length === 1 ? 'location' : 'locations'} near ${searchLabel ?? 'you'}`;

  return (
    <div className={styles.page}>
      <SearchHeader
        title={title}
        backHref={backHref(params)}
        backLabel={BACK_LABEL[step]}
        onBack={onBack}
        titleRef={titleRef}
      />
      <HandoffTabs params={params} />

      {params.formOpen || params.q || params.lat !== null ? (
        <form
          method="get"
          action="/locations"
          className={styles.search}
          role="search"
          aria-label="Search locations by address"
        >
          {params.type === 'delivery' ? <input type="hidden" name="type" value="delivery" /> : null}
          <AddressCombobox
            key={routerLocation.search}
            label="Find a location by neighborhood, address, city or ZIP code"
            suggestionsPath="locations/suggestions"
            placeholder={placeholder}
            defaultValue={searchLabel ?? ''}
            focusOnMount={
              routerLocation.state !== null && (routerLocation.state as { focus?: string }).focus === 'form'
            }
            onSelect={(r) =>
              void navigate(
                searchTo(
                  toQueryString({
                    type: params.type,
                    view: params.view,
                    q: r.formattedAddress,
                    lat: r.latitude,
                    lng: r.longitude,
                  }),
                ),
                { state: { focus: 'results' } },
              )
            }
            onSubmitText={(text) =>
              void navigate(searchTo(toQueryString({ type: params.type, view: params.view, q: text })), {
                state: { focus: 'results' },
              })
            }
          />
          <div className={styles.searchActions}>
            <button type="submit" className={buttonClassName({ variant: 'primary' })}>
              Search
            </button>
            {geolocate ? (
              <UseMyLocation
                onPosition={(lat, lng) =>
                  void navigate(
                    searchTo(toQueryString({ type: params.type, view: params.view, q: 'your location', lat, lng })),
                    { state: { focus: 'results' } },
                  )
                }
              />
            ) : null}
          </div>
        </form>
      ) : (
        <div className={styles.chooser}>
          <p className={styles.lead}>How would you like to find a bakery-cafe?</p>
          <Link
            to={searchTo(toQueryString({ type: params.type }))}
            state={{ focus: 'form' }}
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
          >
            Search by Address
          </Link>
        </div>
      )}

      {params.type === 'delivery' ? (
        <div className={styles.deliveryCta}>
          <p className={styles.lead}>Delivery comes from the nearest bakery-cafe that delivers to your door.</p>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={() => useAppStore.getState().root.openPanel('delivery')}
          >
            Enter a Delivery Address
          </button>
        </div>
      ) : null}

      {params.state ? (
        <CityPicker state={params.state} cities={cities} selected={params.city} type={params.type} />
      ) : null}
      {!hasResults && !params.state ? <StatePicker states={states} type={params.type} /> : null}

      {message ? (
        <p role="status" className={styles.message}>
          {message}
        </p>
      ) : null}

      {hasResults ? (
        <section aria-labelledby="results-heading" className={styles.results}>
          <div className={styles.resultsBar}>
            <h2 id="results-heading" ref={resultsRef} tabIndex={-1} className={styles.resultsHeading}>
              {resultsHeading}
            </h2>
            <ViewSwitch params={params} />
          </div>
          {params.view === 'map' && map ? (
            // Keyed by the search: a new search starts with no pin active.
            <LocationsMapList
              key={routerLocation.search}
              map={map}
              locations={locations}
              searchType={params.type}
              label={`Map of ${resultsHeading}`}
              chosenMenuId={selectedLocation?.menu_id ?? null}
            />
          ) : (
            <ol className={styles.list}>
              {locations.map((l) => (
                <li key={l.id}>
                  <LocationCard
                    location={l}
                    searchType={params.type}
                    selected={selectedLocation?.menu_id === l.menu_id}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  );
}

import { useEffect } from 'react';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { canSelectLocation } from '../../../domain/locations/selection.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { selectMenuForCart } from '../cart/cart-mutations.ts';
import { useAppStore } from '../../state/store.ts';

/**
 * The selected location (spec §4 "Selecting a location", "Session and load checks"): kept in
 * the store's locations section and in localStorage, so a reload or a new tab keeps it.
 */
const STORAGE_KEY = 'larkspur.location';

/** The contract loads with the first call: the layout refreshes the location on every page. */
export const getLocationReply = () =>
  import('../../../domain/locations/get-location-contract.ts').then((c) => c.getLocationReply);

function store(location: Location | null): void {
  try {
    if (location) localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the selection still lives in memory for this page.
  }
}

export function readStoredLocation(): Location | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && 'menu_id' in value && typeof value.menu_id === 'string'
      ? (value as Location)
      : null;
  } catch {
    return null;
  }
}

export function setSelectedLocation(location: Location | null): void {
  useAppStore.setState((s) => ({ locations: { ...s.locations, location } }));
  store(location);
}

/**
 * Start Order from a location card: an unavailable or coming-soon store shows the spec's
 * message in the global error banner and is not selected. Returns whether it was selected.
 * The cart follows the selection (features/cart/cart-actions.ts selectMenuForCart).
 */
export function startOrderAt(location: Location, searchType: 'pickup' | 'delivery'): boolean {
  const result = canSelectLocation(location);
  if (!result.ok) {
    useAppStore.getState().root.showError(result.message);
    return false;
  }
  useAppStore.setState((s) => ({
    locations: { ...s.locations, location, searchType },
    order: { ...s.order, orderMode: searchType },
  }));
  store(location);
  // Spec §4: transfer the cart (when the store allows it), or abandon it and start a new one.
  void selectMenuForCart(location.menu_id, location.services.transfercart)
    .then(({ dropped }) => tellDropped(dropped, location.name))
    .catch(() => undefined);
  return true;
}

/** Lines a moved bag could not take along are said in the banner, never dropped silently. */
export function tellDropped(dropped: readonly { name: string }[], storeName: string): void {
  if (dropped.length)
    useAppStore
      .getState()
      .root.showError(`${dropped.map((d) => d.name).join(', ')} could not be moved to ${storeName}.`);
}

/**
 * On load, a stored location with a menu_id is refreshed from the server and replaced when
 * the reply is ok (spec §4). A failed refresh keeps the stored copy: the guest may be offline.
 */
export function useStoredLocationRefresh(): void {
  useEffect(() => {
    const stored = readStoredLocation();
    if (!stored) return;
    useAppStore.setState((s) => (s.locations.location ? s : { locations: { ...s.locations, location: stored } }));
    const controller = new AbortController();
    apiRequest(`locations/${encodeURIComponent(stored.menu_id)}?byMenuId=true`, getLocationReply, {
      signal: controller.signal,
    })
      .then((reply) => {
        if (reply.status === 'ok') setSelectedLocation(reply.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
}

/** Mount once in a layout: runs the load check. */
export function StoredLocationRefresh() {
  useStoredLocationRefresh();
  return null;
}

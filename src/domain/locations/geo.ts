import type { DeliveryZone } from '../location-model.ts';

/** A point on the earth in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.7613;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). Spec §3: Location.distance is in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A lat/lng box that certainly contains every point within `miles` of `centre`. Used as a
 * cheap SQL prefilter before the exact distance is computed.
 */
export function boundingBox(
  centre: LatLng,
  miles: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = miles / 69.0;
  // Longitude degrees shrink with latitude; near the poles the box spans every longitude.
  const cos = Math.cos(rad(centre.lat));
  const dLng = cos < 0.01 ? 180 : Math.min(180, miles / (69.172 * cos));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** Ray casting on [lng, lat] pairs (GeoJSON order); the ring is implicitly closed. */
export function pointInPolygon(point: LatLng, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    const crosses = yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Whether a store with this delivery zone delivers to `point`. No zone = no delivery. */
export function isInDeliveryZone(store: LatLng, zone: DeliveryZone | null | undefined, point: LatLng): boolean {
  if (!zone) return false;
  if (zone.type === 'radius') return distanceMiles(store, point) <= zone.miles;
  return pointInPolygon(point, zone.coordinates);
}

/** The farthest a zone reaches from its store, in miles (to size the SQL prefilter). */
export function zoneReachMiles(store: LatLng, zone: DeliveryZone): number {
  if (zone.type === 'radius') return zone.miles;
  return Math.max(...zone.coordinates.map(([lng, lat]) => distanceMiles(store, { lat, lng })));
}

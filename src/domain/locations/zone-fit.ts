import type { DeliveryZone } from '../location-model.ts';
import { distanceMiles, pointInPolygon, type LatLng } from './geo.ts';

/**
 * How precisely a geocoder placed an address, best first:
 * - `address`: the vendor's street-level point (Radar), taken as exact;
 * - `street`: the embedded street table, the number interpolated along the street;
 * - `postalCode`: the ZIP's centroid (the street is unknown to the embedded data);
 * - `locality`: the city's centre (neither street nor ZIP known).
 */
export type GeoPrecision = 'address' | 'street' | 'postalCode' | 'locality';
export const GEO_PRECISIONS = [
  'address',
  'street',
  'postalCode',
  'locality',
] as const satisfies readonly GeoPrecision[];

/**
 * How far the true address may be from the point given, in miles, per precision. A ZIP in the
 * demo metros is about two miles across; a city is far larger.
 */
export const UNCERTAINTY_MILES: Record<GeoPrecision, number> = { address: 0, street: 0.15, postalCode: 1, locality: 3 };

/** Where an address lies against a delivery zone, given how precisely it was placed. */
export type ZoneFit = 'inside' | 'near' | 'outside';

/**
 * `inside`: the whole circle of uncertainty is in the zone; `outside`: none of it is; `near`:
 * the zone edge runs through it, so the customer is asked to confirm. With
 * `address` precision (0 miles) this is the exact zone test.
 */
export function zoneFit(
  store: LatLng,
  zone: DeliveryZone | null | undefined,
  point: LatLng,
  precision: GeoPrecision = 'address',
): ZoneFit {
  if (!zone) return 'outside';
  const uncertainty = UNCERTAINTY_MILES[precision];
  if (zone.type === 'radius') {
    const d = distanceMiles(store, point);
    if (d + uncertainty <= zone.miles) return 'inside';
    return d - uncertainty > zone.miles ? 'outside' : 'near';
  }
  const inside = pointInPolygon(point, zone.coordinates);
  const edge = distanceToRingMiles(point, zone.coordinates);
  if (edge > uncertainty || uncertainty === 0) return inside ? 'inside' : 'outside';
  return 'near';
}

/** Whether an address may be delivered to at all: inside, or near enough to ask. */
export const deliverable = (fit: ZoneFit) => fit !== 'outside';

/**
 * Shortest distance from a point to a ring's edges, in miles. Zones are a few miles wide, so
 * a flat (equirectangular) projection around the point is accurate to well under 1 %.
 */
export function distanceToRingMiles(point: LatLng, ring: ReadonlyArray<readonly [number, number]>): number {
  const milesPerLat = 69.0;
  const milesPerLng = 69.172 * Math.cos((point.lat * Math.PI) / 180);
  const xy = ([lng, lat]: readonly [number, number]) =>
    [(lng - point.lng) * milesPerLng, (lat - point.lat) * milesPerLat] as const;
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = xy(ring[j]!);
    const [bx, by] = xy(ring[i]!);
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    // The closest point of segment AB to the origin (the address), clamped to the segment.
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

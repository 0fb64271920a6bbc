import type { LoadOptions } from '../lib/load.ts';

/**
 * Location search rows (issue 3). `npm run bench` runs them on the demo seed (22 stores);
 * `npm run bench:locations` runs them at 22, 1,000 and 10,000 stores with bench-only synthetic
 * stores (bench/locations-scale.ts, decision 101).
 */
export interface Scenario {
  name: string;
  path: string;
  options?: LoadOptions;
  target?: string;
}

const deliveryBody = JSON.stringify({
  address: '214 Newbury Street',
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  lat: 42.3492,
  lng: -71.0768,
  // Wednesday 13:00: every Boston delivery window is open, so the reply is a 200.
  time: '20261202 13:00',
});

/**
 * 10,000 distinct points over the Boston metro (a 0.5 × 0.5 degree grid), taken in turn: no
 * point repeats within a run's first 10,000 requests.
 */
const metroPoints = Array.from({ length: 10_000 }, (_, i) => {
  const k = (i * 7919) % 10_000;
  return `/api/locations?lat=${(42.1 + (k % 100) * 0.005).toFixed(4)}&lng=${(-71.3 + Math.floor(k / 100) * 0.005).toFixed(4)}`;
});

export const locationScenarios: Scenario[] = [
  // The same point every time, as every search of one ZIP code or city is with the offline geocoder.
  {
    name: 'GET /api/locations?lat&lng (nearest 20)',
    path: '/api/locations?lat=42.3497&lng=-71.0826',
    target: '≥ 40 % of ceiling',
  },
  {
    name: 'GET /api/locations?lat&lng (10,000 points)',
    path: '/api/locations?lat=42.3497&lng=-71.0826',
    options: { paths: metroPoints },
  },
  {
    name: 'POST /api/locations (delivery)',
    path: '/api/locations',
    options: { method: 'POST', body: deliveryBody, headers: { 'content-type': 'application/json' } },
  },
];

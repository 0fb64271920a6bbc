import type { LoadOptions } from '../lib/load.ts';

/**
 * Location search rows for `npm run bench` (issue 3). They run on the demo seed (22 stores);
 * the 1,000 / 10,000-store bench seed that the scaling figure needs is not built yet
 * (decision 040 says how the search is meant to scale).
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

export const locationScenarios: Scenario[] = [
  { name: 'GET /api/locations?lat&lng (nearest 20)', path: '/api/locations?lat=42.3497&lng=-71.0826', target: '≥ 40 % of ceiling' },
  {
    name: 'POST /api/locations (delivery)',
    path: '/api/locations',
    options: { method: 'POST', body: deliveryBody, headers: { 'content-type': 'application/json' } },
  },
];

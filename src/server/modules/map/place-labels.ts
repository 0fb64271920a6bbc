import type { LabelKind } from '../../../domain/map/basemap-contract.ts';
import { NEIGHBOURHOODS } from '../../providers/geocode/neighbourhoods.ts';

/**
 * Label points shipped with the project for the embedded basemap: neighborhoods
 * and nearby towns of the two demo metros, and named water. Cities that have a store come from
 * the database (repo.ts), placed at their ZIP centroids; these fill in the rest of the map.
 * Points outside every metro box are dropped, so a brand elsewhere simply gets none of them.
 */
type Place = [name: string, lat: number, lng: number];

const BOSTON_TOWNS: Place[] = [
  ['Chelsea', 42.3918, -71.0328],
  ['Everett', 42.4084, -71.0537],
  ['Medford', 42.4184, -71.1062],
  ['Arlington', 42.4154, -71.1565],
  ['Lexington', 42.4473, -71.2245],
  ['Watertown', 42.3709, -71.1828],
  ['Milton', 42.2496, -71.0662],
  ['Dedham', 42.2418, -71.1662],
  ['Revere', 42.4084, -71.012],
  ['Winthrop', 42.3751, -70.9828],
  ['Malden', 42.4251, -71.0662],
  ['Wellesley', 42.2968, -71.2924],
  ['Needham', 42.2809, -71.2378],
  ['Woburn', 42.4793, -71.1523],
  ['Lynn', 42.4668, -70.9495],
  ['Braintree', 42.2079, -71.004],
  ['Salem', 42.5195, -70.8967],
  ['Framingham', 42.2793, -71.4162],
];
const WASHINGTON_TOWNS: Place[] = [
  ['Takoma Park', 38.9779, -77.0075],
  ['Falls Church', 38.8823, -77.1711],
  ['McLean', 38.9339, -77.1773],
  ['College Park', 38.9807, -76.9369],
  ['Hyattsville', 38.9559, -76.9455],
  ['Chevy Chase', 38.9943, -77.0737],
  ['Fairfax', 38.8462, -77.3064],
  ['Annandale', 38.8304, -77.1964],
  ['Reston', 38.9586, -77.357],
  ['Gaithersburg', 39.1434, -77.2014],
  ['Laurel', 39.0993, -76.8483],
  ['Bowie', 38.9429, -76.7302],
  ['Springfield', 38.7893, -77.1872],
  ['Annapolis', 38.9784, -76.4922],
  ['Baltimore', 39.2904, -76.6122],
];
const WATER: Place[] = [
  ['Boston Harbor', 42.33, -70.99],
  ['Massachusetts Bay', 42.4, -70.7],
  ['Cape Cod Bay', 41.85, -70.35],
  ['Chesapeake Bay', 38.85, -76.4],
  ['Atlantic Ocean', 41.7, -69.9],
];

export const PLACE_LABELS: { kind: LabelKind; name: string; lat: number; lng: number }[] = [
  ...NEIGHBOURHOODS.map(({ name, lat, lng }) => ({ kind: 'neighborhood' as const, name, lat, lng })),
  ...[...BOSTON_TOWNS, ...WASHINGTON_TOWNS].map(([name, lat, lng]) => ({ kind: 'town' as const, name, lat, lng })),
  ...WATER.map(([name, lat, lng]) => ({ kind: 'water' as const, name, lat, lng })),
];

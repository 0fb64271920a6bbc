import type { LabelKind } from '../../../domain/map/basemap-contract.ts';

/**
 * Label points shipped with the project for the embedded basemap: neighborhoods
 * and nearby towns of the two demo metros, and named water. Cities that have a store come from
 * the database (repo.ts), placed at their ZIP centroids; these fill in the rest of the map.
 * Points outside every metro box are dropped, so a brand elsewhere simply gets none of them.
 */
type Place = [name: string, lat: number, lng: number];

const BOSTON_NEIGHBORHOODS: Place[] = [
  ['Back Bay', 42.3503, -71.081],
  ['Beacon Hill', 42.3588, -71.0707],
  ['South End', 42.3388, -71.0765],
  ['Seaport', 42.348, -71.04],
  ['North End', 42.3647, -71.0542],
  ['Fenway', 42.3429, -71.1003],
  ['Charlestown', 42.3782, -71.0602],
  ['East Boston', 42.3702, -71.0389],
  ['South Boston', 42.3334, -71.0495],
  ['Jamaica Plain', 42.3097, -71.1151],
  ['Roxbury', 42.3152, -71.0914],
  ['Dorchester', 42.3016, -71.0676],
  ['Allston', 42.3539, -71.1337],
  ['Brighton', 42.3464, -71.1627],
  ['Harvard Square', 42.3736, -71.119],
  ['Kendall Square', 42.3629, -71.0901],
  ['Davis Square', 42.3967, -71.1226],
];
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
const WASHINGTON_NEIGHBORHOODS: Place[] = [
  ['Dupont Circle', 38.9096, -77.0434],
  ['Georgetown', 38.9097, -77.0654],
  ['Capitol Hill', 38.8899, -76.995],
  ['Navy Yard', 38.8764, -77.0033],
  ['Adams Morgan', 38.9216, -77.0425],
  ['Foggy Bottom', 38.9006, -77.05],
  ['Columbia Heights', 38.9283, -77.0327],
  ['Shaw', 38.9123, -77.0219],
  ['Anacostia', 38.8627, -76.985],
  ['Cleveland Park', 38.937, -77.058],
  ['NoMa', 38.9066, -77.0038],
  ['Clarendon', 38.8868, -77.0953],
  ['Rosslyn', 38.8966, -77.0719],
  ['Crystal City', 38.857, -77.051],
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
  ...[...BOSTON_NEIGHBORHOODS, ...WASHINGTON_NEIGHBORHOODS].map(([name, lat, lng]) => ({
    kind: 'neighborhood' as const,
    name,
    lat,
    lng,
  })),
  ...[...BOSTON_TOWNS, ...WASHINGTON_TOWNS].map(([name, lat, lng]) => ({ kind: 'town' as const, name, lat, lng })),
  ...WATER.map(([name, lat, lng]) => ({ kind: 'water' as const, name, lat, lng })),
];

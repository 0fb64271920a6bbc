/**
 * Neighbourhoods of the two demo metros, with the city they belong to: the store search finds
 * them by name (the nearest store serves each), and the embedded basemap labels them.
 * Points are the neighbourhoods' commonly given centres.
 */
export interface Neighbourhood {
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

type Row = [name: string, lat: number, lng: number];

const inCity = (city: string, state: string, rows: Row[]): Neighbourhood[] =>
  rows.map(([name, lat, lng]) => ({ name, city, state, lat, lng }));

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  ...inCity('Boston', 'MA', [
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
  ]),
  ...inCity('Cambridge', 'MA', [
    ['Harvard Square', 42.3736, -71.119],
    ['Kendall Square', 42.3629, -71.0901],
  ]),
  ...inCity('Somerville', 'MA', [['Davis Square', 42.3967, -71.1226]]),
  ...inCity('Washington', 'DC', [
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
  ]),
  ...inCity('Arlington', 'VA', [
    ['Clarendon', 38.8868, -77.0953],
    ['Rosslyn', 38.8966, -77.0719],
    ['Crystal City', 38.857, -77.051],
  ]),
];

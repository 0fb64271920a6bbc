import type { Position } from '../../../domain/map/basemap-contract.ts';

/**
 * Schematic centre lines of the rivers that shape the demo metros, traced by hand
 * from public maps to about 100 m, with their width in metres at each point: enough for a reader
 * to see the Charles between Boston and Cambridge or the Potomac between Washington and
 * Arlington. Rivers outside every metro box are dropped.
 */
export interface River {
  name: string;
  /** [lng, lat] */
  centre: Position[];
  widths: number[];
  /** Where its name goes. */
  label: { lat: number; lng: number };
}

export const RIVERS: River[] = [
  {
    name: 'Charles River',
    centre: [
      [-71.0555, 42.3722],
      [-71.0605, 42.3695],
      [-71.0675, 42.365],
      [-71.0745, 42.3612],
      [-71.081, 42.3578],
      [-71.092, 42.3545],
      [-71.1005, 42.3527],
      [-71.1105, 42.351],
      [-71.116, 42.356],
      [-71.118, 42.3635],
      [-71.1235, 42.3688],
      [-71.133, 42.3702],
      [-71.145, 42.3655],
      [-71.16, 42.3622],
      [-71.184, 42.364],
    ],
    widths: [250, 250, 300, 420, 560, 600, 520, 300, 180, 150, 130, 110, 90, 80, 70],
    label: { lat: 42.3533, lng: -71.0985 },
  },
  {
    name: 'Mystic River',
    centre: [
      [-71.043, 42.379],
      [-71.052, 42.386],
      [-71.07, 42.395],
      [-71.082, 42.405],
      [-71.1, 42.415],
      [-71.12, 42.423],
    ],
    widths: [600, 450, 300, 160, 110, 90],
    label: { lat: 42.3965, lng: -71.0735 },
  },
  {
    name: 'Potomac River',
    centre: [
      [-77.1167, 38.9296],
      [-77.095, 38.916],
      [-77.07, 38.902],
      [-77.064, 38.896],
      [-77.056, 38.888],
      [-77.043, 38.877],
      [-77.038, 38.86],
      [-77.037, 38.84],
      [-77.033, 38.81],
      [-77.03, 38.793],
      [-77.035, 38.77],
    ],
    widths: [220, 250, 300, 420, 700, 900, 1000, 1100, 1300, 1500, 1700],
    label: { lat: 38.842, lng: -77.037 },
  },
  {
    name: 'Anacostia River',
    centre: [
      [-77.021, 38.858],
      [-77.01, 38.867],
      [-77.001, 38.8705],
      [-76.989, 38.874],
      [-76.976, 38.88],
      [-76.966, 38.895],
      [-76.955, 38.908],
      [-76.944, 38.917],
    ],
    widths: [500, 400, 350, 320, 280, 200, 120, 80],
    label: { lat: 38.8772, lng: -76.9815 },
  },
];

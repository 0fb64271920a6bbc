import type { Position } from '../../../domain/map/basemap-contract.ts';

/**
 * Schematic centre lines of the rivers that shape the demo metros (decision 201), traced by hand
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
    centre: [[-71.0555, 42.3722], [-71.0605, 42.3695], [-71.0675, 42.3650], [-71.0745, 42.3612], [-71.0810, 42.3578], [-71.0920, 42.3545], [-71.1005, 42.3527], [-71.1105, 42.3510], [-71.1160, 42.3560], [-71.1180, 42.3635], [-71.1235, 42.3688], [-71.1330, 42.3702], [-71.1450, 42.3655], [-71.1600, 42.3622], [-71.1840, 42.3640]],
    widths: [250, 250, 300, 420, 560, 600, 520, 300, 180, 150, 130, 110, 90, 80, 70],
    label: { lat: 42.3533, lng: -71.0985 },
  },
  {
    name: 'Mystic River',
    centre: [[-71.0430, 42.3790], [-71.0520, 42.3860], [-71.0700, 42.3950], [-71.0820, 42.4050], [-71.1000, 42.4150], [-71.1200, 42.4230]],
    widths: [600, 450, 300, 160, 110, 90],
    label: { lat: 42.3965, lng: -71.0735 },
  },
  {
    name: 'Potomac River',
    centre: [[-77.1167, 38.9296], [-77.0950, 38.9160], [-77.0700, 38.9020], [-77.0640, 38.8960], [-77.0560, 38.8880], [-77.0430, 38.8770], [-77.0380, 38.8600], [-77.0370, 38.8400], [-77.0330, 38.8100], [-77.0300, 38.7930], [-77.0350, 38.7700]],
    widths: [220, 250, 300, 420, 700, 900, 1000, 1100, 1300, 1500, 1700],
    label: { lat: 38.8420, lng: -77.0370 },
  },
  {
    name: 'Anacostia River',
    centre: [[-77.0210, 38.8580], [-77.0100, 38.8670], [-77.0010, 38.8705], [-76.9890, 38.8740], [-76.9760, 38.8800], [-76.9660, 38.8950], [-76.9550, 38.9080], [-76.9440, 38.9170]],
    widths: [500, 400, 350, 320, 280, 200, 120, 80],
    label: { lat: 38.8772, lng: -76.9815 },
  },
];

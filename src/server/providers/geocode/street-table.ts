/**
 * A small street table for the demo metros: the streets around the
 * seeded stores in Greater Boston and Washington DC, each as anchors along the street —
 * [house number, latitude, longitude, ZIP from this number on] — in ascending number order. A
 * number between two anchors is placed by linear interpolation ("street" precision). The
 * coordinates are real-ish (block corners read off a map, to about 100 m); the numbering is
 * approximate. Any other street falls back to its ZIP's or city's centroid; real deployments
 * use the Radar adapter for street-level points everywhere.
 */
export type StreetAnchor = readonly [number: number, lat: number, lng: number, zip: string];

export interface StreetEntry {
  street: string;
  city: string;
  stateCode: string;
  anchors: readonly StreetAnchor[];
}

export const STREETS: readonly StreetEntry[] = [
  // ── Boston ────────────────────────────────────────────────────────────────────
  {
    street: 'Newbury Street',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.352, -71.0712, '02116'],
      [40, 42.3511, -71.0738, '02116'],
      [100, 42.3505, -71.0757, '02116'],
      [160, 42.35, -71.0776, '02116'],
      [200, 42.3494, -71.0797, '02116'],
      [250, 42.349, -71.0813, '02116'],
      [290, 42.3486, -71.0829, '02116'],
      [330, 42.3482, -71.0846, '02116'],
      [364, 42.3478, -71.087, '02115'],
    ],
  },
  {
    street: 'Boylston Street',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.3525, -71.0627, '02116'],
      [300, 42.3521, -71.07, '02116'],
      [400, 42.3512, -71.0727, '02116'],
      [500, 42.3506, -71.0746, '02116'],
      [600, 42.35, -71.0766, '02116'],
      [700, 42.3496, -71.0781, '02116'],
      [800, 42.3475, -71.0822, '02199'],
      [900, 42.3481, -71.0848, '02115'],
      [1000, 42.347, -71.088, '02215'],
      [1100, 42.3464, -71.09, '02215'],
    ],
  },
  {
    street: 'Commonwealth Avenue',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.3527, -71.0718, '02116'],
      [100, 42.3517, -71.0747, '02116'],
      [200, 42.3506, -71.0786, '02116'],
      [300, 42.3497, -71.0822, '02116'],
      [400, 42.3489, -71.0875, '02215'],
      [500, 42.349, -71.0952, '02215'],
      [700, 42.35, -71.105, '02215'],
      [900, 42.3513, -71.1155, '02215'],
    ],
  },
  {
    street: 'Beacon Street',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.358, -71.062, '02108'],
      [100, 42.3557, -71.07, '02116'],
      [300, 42.3546, -71.077, '02116'],
      [500, 42.352, -71.0865, '02215'],
      [700, 42.3495, -71.096, '02215'],
    ],
  },
  {
    street: 'Charles Street',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.356, -71.07, '02108'],
      [50, 42.3578, -71.0704, '02114'],
      [180, 42.3608, -71.0709, '02114'],
    ],
  },
  {
    street: 'Tremont Street',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.3591, -71.0594, '02108'],
      [100, 42.356, -71.0622, '02108'],
      [200, 42.3514, -71.0648, '02116'],
      [400, 42.3463, -71.0686, '02116'],
      [600, 42.344, -71.0721, '02118'],
      [800, 42.3404, -71.0784, '02118'],
      [1000, 42.3373, -71.084, '02120'],
      [1200, 42.3343, -71.0905, '02120'],
    ],
  },
  {
    street: 'Seaport Boulevard',
    city: 'Boston',
    stateCode: 'MA',
    anchors: [
      [1, 42.353, -71.052, '02210'],
      [100, 42.352, -71.046, '02210'],
      [200, 42.3506, -71.041, '02210'],
      [300, 42.349, -71.037, '02210'],
    ],
  },
  // ── Cambridge, Somerville, Brookline, Newton, Waltham ─────────────────────────
  {
    street: 'Massachusetts Avenue',
    city: 'Cambridge',
    stateCode: 'MA',
    anchors: [
      [1, 42.3568, -71.0923, '02139'],
      [300, 42.3618, -71.0972, '02139'],
      [600, 42.3653, -71.1037, '02139'],
      [1000, 42.3696, -71.112, '02138'],
      [1350, 42.3729, -71.1189, '02138'],
      [1600, 42.38, -71.1195, '02138'],
      [1800, 42.3884, -71.1192, '02140'],
      [2200, 42.393, -71.125, '02140'],
      [2600, 42.3974, -71.1345, '02140'],
    ],
  },
  {
    street: 'Main Street',
    city: 'Cambridge',
    stateCode: 'MA',
    anchors: [
      [1, 42.362, -71.0805, '02142'],
      [300, 42.3626, -71.0862, '02142'],
      [500, 42.3627, -71.0925, '02139'],
      [700, 42.3637, -71.0985, '02139'],
      [900, 42.365, -71.103, '02139'],
    ],
  },
  {
    street: 'Brattle Square',
    city: 'Cambridge',
    stateCode: 'MA',
    anchors: [
      [1, 42.3737, -71.1214, '02138'],
      [12, 42.3733, -71.1207, '02138'],
    ],
  },
  {
    street: 'Brattle Street',
    city: 'Cambridge',
    stateCode: 'MA',
    anchors: [
      [1, 42.3735, -71.1199, '02138'],
      [100, 42.3752, -71.1247, '02138'],
      [200, 42.3762, -71.129, '02138'],
      [400, 42.3775, -71.137, '02138'],
    ],
  },
  {
    street: 'Elm Street',
    city: 'Somerville',
    stateCode: 'MA',
    anchors: [
      [1, 42.3888, -71.1175, '02144'],
      [240, 42.3967, -71.1227, '02144'],
      [400, 42.3995, -71.129, '02144'],
    ],
  },
  {
    street: 'Beacon Street',
    city: 'Brookline',
    stateCode: 'MA',
    anchors: [
      [1000, 42.348, -71.106, '02446'],
      [1310, 42.3421, -71.1217, '02446'],
      [1600, 42.338, -71.134, '02446'],
      [1900, 42.3375, -71.146, '02445'],
    ],
  },
  {
    street: 'Beacon Street',
    city: 'Newton',
    stateCode: 'MA',
    anchors: [
      [400, 42.331, -71.205, '02459'],
      [796, 42.3299, -71.1927, '02459'],
      [1100, 42.333, -71.18, '02459'],
    ],
  },
  {
    street: 'Moody Street',
    city: 'Waltham',
    stateCode: 'MA',
    anchors: [
      [1, 42.3755, -71.236, '02453'],
      [412, 42.3704, -71.2369, '02453'],
      [700, 42.3645, -71.2375, '02453'],
    ],
  },
  // ── Washington DC ─────────────────────────────────────────────────────────────
  {
    street: 'Connecticut Avenue NW',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [1000, 38.903, -77.0395, '20036'],
      [1520, 38.9107, -77.0436, '20036'],
      [1800, 38.9135, -77.045, '20009'],
      [2200, 38.919, -77.047, '20008'],
      [2600, 38.924, -77.052, '20008'],
      [3000, 38.929, -77.0545, '20008'],
    ],
  },
  {
    street: 'Pennsylvania Avenue SE',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [100, 38.8878, -77.004, '20003'],
      [315, 38.8868, -77.0011, '20003'],
      [600, 38.884, -76.9965, '20003'],
      [1100, 38.8796, -76.99, '20003'],
    ],
  },
  {
    street: 'First Street SE',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [1, 38.8882, -77.0062, '20003'],
      [700, 38.881, -77.0065, '20003'],
      [1100, 38.8761, -77.0072, '20003'],
      [1300, 38.874, -77.0075, '20003'],
    ],
  },
  {
    street: 'Wisconsin Avenue NW',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [1000, 38.9045, -77.0626, '20007'],
      [1345, 38.9069, -77.0632, '20007'],
      [1800, 38.913, -77.067, '20007'],
      [2400, 38.921, -77.072, '20007'],
    ],
  },
  {
    street: 'M Street NW',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [1000, 38.9054, -77.0265, '20005'],
      [1500, 38.9056, -77.035, '20005'],
      [2000, 38.9055, -77.0451, '20036'],
      [2500, 38.9055, -77.054, '20037'],
      [3000, 38.9052, -77.0598, '20007'],
      [3600, 38.905, -77.07, '20007'],
    ],
  },
  {
    street: 'O Street NW',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [3000, 38.9081, -77.0595, '20007'],
      [3300, 38.9082, -77.066, '20007'],
      [3600, 38.9082, -77.071, '20007'],
    ],
  },
  {
    street: '14th Street NW',
    city: 'Washington',
    stateCode: 'DC',
    anchors: [
      [1000, 38.9025, -77.0318, '20005'],
      [1500, 38.9095, -77.032, '20005'],
      [2000, 38.9175, -77.0321, '20009'],
      [3000, 38.9285, -77.0325, '20010'],
    ],
  },
];

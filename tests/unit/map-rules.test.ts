import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bordersOf, clipPolygon, clipRing, metroBoxes, ringCentroid, roundRing } from '../../src/domain/map/clip.ts';
import { riverPolygon } from '../../src/domain/map/river.ts';
import { minimumSeparation, spreadPins } from '../../src/domain/map/spread-pins.ts';
import { buildBasemap } from '../../src/server/modules/map/basemap.ts';
import { contentSecurityPolicy } from '../../src/server/http/security.ts';
import type { AppInfo } from '../../src/domain/app-info.ts';
import { loadConfig } from '../../src/server/config.ts';

/** Issue 15 §2, decision 201: pin spreading, basemap clipping, metro boxes, the built basemap. */
describe('spreadPins: every pin keeps its own tap target', () => {
  it('pushes Back Bay and Kendall Square apart when they overlap at a metro zoom', () => {
    // At zoom 10 the two stores are ~10 px apart: Back Bay's pin lay under Kendall Square's.
    const out = spreadPins(
      [
        { id: 'back-bay', x: 300, y: 210 },
        { id: 'kendall', x: 301, y: 201 },
      ],
      48,
    );
    expect(minimumSeparation(out)).toBeGreaterThanOrEqual(48);
  });
  it('leaves pins that are already apart where they are', () => {
    const pins = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 100, y: 0 },
      { id: 'c', x: 0, y: 100 },
    ];
    expect(spreadPins(pins, 48)).toEqual(pins);
  });
  it('splits pins at the very same spot, deterministically', () => {
    const same = [
      { id: 'a', x: 50, y: 50 },
      { id: 'b', x: 50, y: 50 },
      { id: 'c', x: 50, y: 50 },
    ];
    const once = spreadPins(same, 48);
    expect(minimumSeparation(once)).toBeGreaterThanOrEqual(48 - 1e-6);
    expect(spreadPins(same, 48)).toEqual(once);
  });
  it('property: any dozen pins end at least the gap apart and near where they were', () => {
    const pin = fc.record({ x: fc.integer({ min: 0, max: 300 }), y: fc.integer({ min: 0, max: 300 }) });
    fc.assert(
      fc.property(fc.array(pin, { minLength: 2, maxLength: 12 }), (raw) => {
        const pins = raw.map((p, i) => ({ id: String(i), ...p }));
        const out = spreadPins(pins, 48);
        expect(minimumSeparation(out)).toBeGreaterThanOrEqual(48 - 0.01);
        // Nobody travels further than the whole group could need.
        for (const [i, p] of out.entries())
          expect(Math.hypot(p.x - (pins[i]?.x ?? 0), p.y - (pins[i]?.y ?? 0))).toBeLessThanOrEqual(48 * pins.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('basemap clipping', () => {
  const box = { west: 0, south: 0, east: 10, north: 10 };
  it('keeps a ring inside the box as it is and drops one outside', () => {
    const inside: [number, number][] = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 2],
    ];
    expect(clipRing(inside, box)).toEqual(inside);
    expect(
      clipRing(
        [
          [20, 20],
          [21, 20],
          [21, 21],
        ],
        box,
      ),
    ).toEqual([]);
  });
  it('cuts a ring crossing the box along the box edges', () => {
    const clipped = clipRing(
      [
        [-5, 5],
        [5, 5],
        [5, 15],
        [-5, 15],
      ],
      box,
    );
    expect(clipped.every(([x, y]) => x >= 0 && x <= 10 && y >= 0 && y <= 10)).toBe(true);
    expect(ringCentroid(clipped).area).toBeCloseTo(25, 6); // the 5 × 5 corner of the square
  });
  it('rounds to 4 decimals, drops repeated points, and drops degenerate rings', () => {
    expect(
      roundRing([
        [1.000001, 2],
        [1.000002, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(
      roundRing([
        [1, 1],
        [1.00001, 1],
      ]),
    ).toEqual([]);
    expect(
      clipPolygon(
        [
          [
            [20, 20],
            [21, 20],
            [21, 21],
          ],
        ],
        box,
      ),
    ).toBeNull();
  });
  it('draws borders without the cut along the box: a county cut at the metro edge does not draw the box', () => {
    // A square half outside the box, clipped: its cut side lies on the box's west edge.
    const clipped = clipRing(
      [
        [-5, 2],
        [5, 2],
        [5, 8],
        [-5, 8],
      ],
      box,
    );
    const lines = bordersOf(clipped, [box]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.some(([x], i, all) => x === 0 && all[i + 1]?.[0] === 0)).toBe(false);
    // A ring wholly inside keeps every side, closed.
    expect(
      bordersOf(
        [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
        [box],
      ),
    ).toEqual([
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ],
    ]);
  });
  it('groups stores into metro boxes: Boston and Washington are two', () => {
    const boxes = metroBoxes([
      { lng: -71.08, lat: 42.35 },
      { lng: -71.2, lat: 42.48 },
      { lng: -77.04, lat: 38.91 },
      { lng: -77.22, lat: 38.92 },
    ]);
    expect(boxes).toHaveLength(2);
    // A store between two groups joins them into one.
    expect(
      metroBoxes([
        { lng: 0, lat: 0 },
        { lng: 1.4, lat: 0 },
        { lng: 0.7, lat: 0 },
      ]),
    ).toHaveLength(1);
  });
});

describe('the embedded basemap of the demo metros', () => {
  const cities = [
    { city: 'Boston', state: 'MA', lat: 42.35, lng: -71.07, stores: 4 },
    { city: 'Cambridge', state: 'MA', lat: 42.37, lng: -71.1, stores: 2 },
    { city: 'Washington', state: 'DC', lat: 38.89, lng: -77.03, stores: 4 },
  ];
  const basemap = buildBasemap(cities);
  it('has the states, counties and labels of both metros, and nothing of the far country', () => {
    expect(basemap.areas.map((a) => a.name).sort()).toEqual(['Boston', 'Washington']);
    expect(basemap.states.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Massachusetts', 'Maryland', 'Virginia', 'District of Columbia']),
    );
    expect(basemap.states.map((s) => s.name)).not.toContain('California');
    expect(basemap.counties.map((c) => `${c.name}, ${c.state}`)).toEqual(
      expect.arrayContaining([
        'Suffolk, Massachusetts',
        'Middlesex, Massachusetts',
        'Arlington, Virginia',
        'Montgomery, Maryland',
      ]),
    );
    const names = (kind: string) => basemap.labels.filter((l) => l.kind === kind).map((l) => l.name);
    expect(names('city')).toEqual(expect.arrayContaining(['Boston', 'Cambridge', 'Washington']));
    expect(names('town')).toEqual(expect.arrayContaining(['Chelsea', 'Lexington', 'Takoma Park']));
    expect(names('neighborhood')).toEqual(expect.arrayContaining(['Back Bay', 'Dupont Circle']));
    expect(names('county')).toContain('Suffolk County');
    expect(names('water')).toContain('Boston Harbor');
    expect(names('state')).not.toContain('District of Columbia');
  });
  it('stays small: the clipped metros, not the whole US', () => {
    expect(JSON.stringify(basemap).length).toBeLessThan(120_000);
    for (const c of basemap.counties)
      for (const p of c.polygons)
        for (const r of p)
          for (const [lng, lat] of r)
            expect(
              basemap.areas.some(
                (a) =>
                  lng >= a.counties.west - 1e-4 &&
                  lng <= a.counties.east + 1e-4 &&
                  lat >= a.counties.south - 1e-4 &&
                  lat <= a.counties.north + 1e-4,
              ),
            ).toBe(true);
  });
  it('water labels lie on water and neighborhood labels on land (the shoreline-clipped outlines)', () => {
    const inRing = (ring: number[][], x: number, y: number) => {
      let inside = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i] ?? [];
        const [xj = 0, yj = 0] = ring[j] ?? [];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    };
    const onLand = (lng: number, lat: number) =>
      basemap.states.some((s) =>
        s.polygons.some((p) => inRing(p[0] ?? [], lng, lat) && !p.slice(1).some((h) => inRing(h, lng, lat))),
      );
    for (const l of basemap.labels.filter((x) => x.kind === 'water')) expect(onLand(l.lng, l.lat), l.name).toBe(false);
    for (const l of basemap.labels.filter((x) => x.kind === 'neighborhood'))
      expect(onLand(l.lng, l.lat), l.name).toBe(true);
    // The rivers run between the stores, never over one.
    const inRiver = (lng: number, lat: number) =>
      basemap.water.some((w) => w.polygons.some((p) => inRing(p[0] ?? [], lng, lat)));
    const stores: [string, number, number][] = [
      ['Back Bay', 42.3497, -71.0826],
      ['Kendall Square', 42.3626, -71.0862],
      ['Harvard Square', 42.3729, -71.1189],
      ['Beacon Hill', 42.3576, -71.0704],
      ['Georgetown', 38.9069, -77.0632],
      ['Navy Yard', 38.8761, -77.0072],
      ['Clarendon', 38.8863, -77.096],
      ['Old Town Alexandria', 38.8051, -77.047],
    ];
    for (const [name, lat, lng] of stores) expect(inRiver(lng, lat), name).toBe(false);
    expect(basemap.water.map((w) => w.name)).toEqual([
      'Charles River',
      'Mystic River',
      'Potomac River',
      'Anacostia River',
    ]);
  });
});

describe('riverPolygon', () => {
  it('widens a centre line to its width on both sides, in metres', () => {
    // A 1 km east-west reach at 42°N, 200 m wide.
    const ring = riverPolygon(
      [
        [-71.1, 42],
        [-71.088, 42],
      ],
      [200, 200],
    );
    expect(ring).toHaveLength(4);
    const lats = ring.map(([, lat]) => lat);
    expect((Math.max(...lats) - Math.min(...lats)) * 111_320).toBeCloseTo(200, -1);
    expect(riverPolygon([[0, 0]], [100])).toEqual([]);
  });
});

describe('CSP for a configured tile provider', () => {
  const app = (tile_url: string | null) =>
    ({ accessibility: { script_url: null }, radar_map: { tile_url } }) as unknown as AppInfo;
  it('allows the tile host in img-src, with {s} subdomains as a wildcard', () => {
    expect(contentSecurityPolicy('n', app('https://tile.openstreetmap.org/{z}/{x}/{y}.png'))).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(contentSecurityPolicy('n', app('https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png'))).toContain(
      "img-src 'self' data: blob: https://*.basemaps.cartocdn.com",
    );
    expect(contentSecurityPolicy('n', app(null))).toContain("img-src 'self' data: blob:;");
  });
});

describe('MAP_TILE_URL is checked at boot', () => {
  it('takes an XYZ template and names the setting when it is not one', () => {
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }).MAP_TILE_URL,
    ).toContain('{z}');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/tiles.png' })).toThrow(
      /MAP_TILE_URL: must be an http\(s\) tile URL template with \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });
});

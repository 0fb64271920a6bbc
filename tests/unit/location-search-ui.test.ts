import { describe, expect, it } from 'vitest';
import { backHref, backStep, readSearchParams, toQueryString } from '../../src/web/features/locations/search-steps.ts';
import {
  fitViewport,
  project,
  ringsToPath,
  tilesFor,
  tileUrl,
  worldPixel,
} from '../../src/web/features/locations/map-projection.ts';

const params = (q: string) => readSearchParams(new URLSearchParams(q));

describe('/locations URL state and the three Back steps (spec §4)', () => {
  it('reads and writes the search', () => {
    expect(params('type=delivery&lat=42.3&lng=-71&q=Boston&view=map')).toMatchObject({
      type: 'delivery',
      lat: 42.3,
      lng: -71,
      q: 'Boston',
      view: 'map',
      formOpen: true,
    });
    expect(params('lat=abc&lng=-71')).toMatchObject({ lat: null, lng: null });
    expect(params('lat=95&lng=-71')).toMatchObject({ lat: null });
    expect(params('state=ma&city=Boston')).toMatchObject({ state: 'MA', city: 'boston' });
    expect(params('state=Massachusetts').state).toBeNull();
    expect(toQueryString({ type: 'pickup' })).toBe('');
    expect(toQueryString({ type: 'delivery', state: 'MA', city: 'boston', view: 'map' })).toBe(
      '?type=delivery&state=MA&city=boston&view=map',
    );
  });
  it('first clears the location or state, then closes the form, then leaves', () => {
    const withState = params('type=delivery&state=MA&city=boston');
    expect(backStep(withState)).toBe('clear-search');
    expect(backHref(withState)).toBe('/locations?type=delivery');
    const withAddress = params('q=Boston&lat=42&lng=-71');
    expect(backHref(withAddress)).toBe('/locations');
    const formOpen = params('');
    expect(backStep(formOpen)).toBe('close-form');
    expect(backHref(formOpen)).toBe('/locations?form=closed');
    const closed = params('form=closed');
    expect(backStep(closed)).toBe('leave');
    expect(backHref(closed)).toBe('/');
  });
});

describe('map projection (Web Mercator, App info zooms)', () => {
  const settings = { initial_zoom: 5, results_zoom: 14, few_results_zoom: 12, many_results_zoom: 10, offset: 20 };
  const size = { width: 720, height: 540 };
  it('matches the tile scheme: zoom 0 world is 256 px, (0,0) is the centre', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(0, -180, 1).x).toBe(0);
  });
  it('uses results / few / many zoom by count and zooms out until every pin fits', () => {
    const one = fitViewport([{ lat: 42.35, lng: -71.08 }], settings, size);
    expect(one.zoom).toBe(14);
    const p = project(one, 42.35, -71.08);
    expect(p.x).toBeCloseTo(360, 5);
    expect(p.y).toBeCloseTo(270, 5);
    const few = fitViewport(
      [
        { lat: 42.35, lng: -71.08 },
        { lat: 42.36, lng: -71.07 },
      ],
      settings,
      size,
    );
    expect(few.zoom).toBe(12);
    const spread = [
      { lat: 42.35, lng: -71.08 },
      { lat: 42.5, lng: -71.2 },
      { lat: 42.25, lng: -71.0 },
      { lat: 42.37, lng: -71.12 },
    ];
    const many = fitViewport(spread, settings, size);
    expect(many.zoom).toBeLessThanOrEqual(10);
    for (const s of spread) {
      const q = project(many, s.lat, s.lng);
      expect(q.x).toBeGreaterThanOrEqual(20);
      expect(q.x).toBeLessThanOrEqual(700);
      expect(q.y).toBeGreaterThanOrEqual(20);
      expect(q.y).toBeLessThanOrEqual(520);
    }
    expect(fitViewport([], settings, size).zoom).toBe(5);
  });
  it('lists the tiles under the viewport and fills a tile URL template', () => {
    const v = fitViewport([{ lat: 42.35, lng: -71.08 }], settings, size);
    const tiles = tilesFor(v);
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.every((t) => t.z === 14)).toBe(true);
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { z: 14, x: 1, y: 2 })).toBe(
      'https://tiles.example/14/1/2.png',
    );
  });
  it('draws rings in view and skips rings off view', () => {
    const v = fitViewport([{ lat: 42.35, lng: -71.08 }], settings, size);
    const around: number[][] = [
      [-71.09, 42.34],
      [-71.07, 42.34],
      [-71.07, 42.36],
      [-71.09, 42.36],
    ];
    expect(ringsToPath(v, [around])).toMatch(/^M[\d.-]+ [\d.-]+L.*Z$/);
    expect(
      ringsToPath(v, [
        [
          [-100, 30],
          [-99, 30],
          [-99, 31],
        ],
      ]),
    ).toBe('');
  });
});

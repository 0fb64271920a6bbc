import type * as Leaflet from 'leaflet';
import type { Basemap, Box } from '../../../domain/map/basemap-contract.ts';
import { bordersOf } from '../../../domain/map/clip.ts';
import { placeLabels, type Rect } from '../../../domain/map/label-placement.ts';
import { LABEL_ZOOMS } from './map-label-zooms.ts';

/**
 * The embedded basemap drawn by Leaflet: states as land over the water-coloured
 * container, county lines, and labels whose kind shows only at its zooms (the same rule as the
 * server-drawn fallback). Nothing here is interactive or in the tab order; the label pane is
 * hidden from assistive technology (the list and the pins carry the meaning).
 */
export interface BasemapClasses {
  land: string;
  border: string;
  river: string;
  county: string;
  label: string;
  kinds: Record<string, string>;
}

/** Border lines of clipped polygons, without the clip boxes' edges, as Leaflet [lat, lng] lines. */
const borderLatLngs = (polygons: [number, number][][][], boxes: Box[]) =>
  polygons
    .flatMap((p) => p.flatMap((ring) => bordersOf(ring, boxes)))
    .map((line) => line.map(([lng, lat]) => [lat, lng] as [number, number]));
const toLatLngs = (polygons: number[][][][]) =>
  polygons.map((p) => p.map((ring) => ring.map(([lng = 0, lat = 0]) => [lat, lng] as [number, number])));
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The basemap's drawing as units, bottom layer first (land, borders and water, counties,
 * labels): one shape or one label each, drawn in that order by the caller.
 */
export function basemapUnits(
  L: typeof Leaflet,
  map: Leaflet.Map,
  basemap: Basemap,
  classes: BasemapClasses,
): (() => void)[] {
  map.createPane('basemapLabels').setAttribute('aria-hidden', 'true');
  // Every basemap shape: one SVG renderer, never interactive; areas are filled solid.
  const renderer = L.svg({ padding: 0.5 });
  const drawn = { renderer, interactive: false };
  const filled = { ...drawn, fill: true, fillOpacity: 1 };
  const landBoxes = basemap.areas.map((a) => a.land);
  const countyBoxes = basemap.areas.map((a) => a.counties);
  const county = { ...drawn, className: classes.county, weight: 0.8, dashArray: '3 3' };
  return [
    ...basemap.states.map(
      (s) => () =>
        void L.polygon(toLatLngs(s.polygons), { ...filled, className: classes.land, stroke: false }).addTo(map),
    ),
    ...basemap.states.map(
      (s) => () =>
        void L.polyline(borderLatLngs(s.polygons, landBoxes), {
          ...drawn,
          className: classes.border,
          weight: 1.25,
        }).addTo(map),
    ),
    ...basemap.water.map(
      (w) => () =>
        void L.polygon(toLatLngs(w.polygons), { ...filled, className: classes.river, weight: 0.8 }).addTo(map),
    ),
    ...basemap.counties.map((c) => () => void L.polyline(borderLatLngs(c.polygons, countyBoxes), county).addTo(map)),
    ...labelUnits(L, map, basemap, classes),
  ];
}

/** Who keeps the place when two labels meet: the cities with stores first, neighbourhoods and counties last. */
const LABEL_PRIORITY: Record<string, number> = {
  city: 0,
  state: 1,
  water: 2,
  town: 3,
  river: 4,
  neighborhood: 5,
  county: 6,
};
/** Places with stores hang their names below the spot (the pins rise above it), else beside or above it. */
const PLACES = ['below', 'right', 'left', 'above'] as const;
const HANG = 8;
const BESIDE = 12;

const hangs = (kind: string) => kind === 'city' || kind === 'town' || kind === 'neighborhood';

/** A label's spots in the map's container, in the order of PLACES, for its measured size. */
function spotsFor(kind: string, at: { x: number; y: number }, w: number, h: number): Rect[] {
  if (!hangs(kind)) return [{ x: at.x - w / 2, y: at.y - h / 2, w, h }];
  return [
    { x: at.x - w / 2, y: at.y + HANG, w, h },
    { x: at.x + BESIDE, y: at.y - h / 2, w, h },
    { x: at.x - BESIDE - w, y: at.y - h / 2, w, h },
    { x: at.x - w / 2, y: at.y - HANG - h, w, h },
  ];
}

/** A measured element's box in the container's coordinates. */
const boxIn = (el: Element, origin: DOMRect): Rect => {
  const r = el.getBoundingClientRect();
  return { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height };
};

/**
 * Place names as markers in their own pane, shown only at their kind's zooms: a unit per label
 * shown at the first zoom, then one that keeps them in step with the zoom. After every move the
 * shown names are placed clear of the pins, the controls, one another and the map's edge.
 */
function labelUnits(L: typeof Leaflet, map: Leaflet.Map, basemap: Basemap, classes: BasemapClasses): (() => void)[] {
  const labels = basemap.labels.map((l, index) => {
    const marker = L.marker([l.lat, l.lng], {
      pane: 'basemapLabels',
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: `${classes.label} ${classes.kinds[l.kind] ?? ''}`,
        html: `<span>${escapeHtml(l.name)}</span>`,
        iconSize: [0, 0],
      }),
    });
    return { id: String(index), kind: l.kind, marker };
  });
  const shownAt = (kind: keyof typeof LABEL_ZOOMS, z: number) => z >= LABEL_ZOOMS[kind][0] && z <= LABEL_ZOOMS[kind][1];
  const declutter = () => {
    const container = map.getContainer();
    const origin = container.getBoundingClientRect();
    const frame = { x: 0, y: 0, w: origin.width, h: origin.height };
    const obstacles = [
      ...container.querySelectorAll('[data-testid="map-pin"], .leaflet-control-zoom, .leaflet-control-attribution'),
    ].map((el) => boxIn(el, origin));
    const shown = labels.flatMap(({ id, kind, marker }) => {
      const span = marker.getElement()?.firstElementChild;
      if (!(span instanceof HTMLElement) || !map.hasLayer(marker)) return [];
      // Measured unplaced: a hidden label (display none by a media rule) has no size and no spot.
      if (span.offsetWidth === 0) return [];
      const at = map.latLngToContainerPoint(marker.getLatLng());
      return [{ id, kind, span, spots: spotsFor(kind, at, span.offsetWidth, span.offsetHeight) }];
    });
    const chosen = placeLabels(
      shown.map(({ id, kind, spots }) => ({ id, priority: LABEL_PRIORITY[kind] ?? 9, spots })),
      obstacles,
      frame,
    );
    for (const { id, kind, span } of shown) {
      const spot = chosen.get(id) ?? null;
      span.dataset.place = spot === null ? 'none' : hangs(kind) ? PLACES[spot]! : 'center';
    }
  };
  // Labels come and go with the zoom, like a printed map's scale levels.
  const update = () => {
    const z = map.getZoom();
    for (const { kind, marker } of labels) {
      const show = shownAt(kind, z);
      if (show && !map.hasLayer(marker)) marker.addTo(map);
      else if (!show && map.hasLayer(marker)) marker.remove();
    }
  };
  return [
    ...labels.map(({ kind, marker }) => () => {
      if (shownAt(kind, map.getZoom())) marker.addTo(map);
    }),
    () => {
      map.on('zoomend', update);
      update();
      // moveend follows zoomend, after the pins have spread; the first pass waits for the pins and the fonts.
      map.on('moveend resize', declutter);
      requestAnimationFrame(declutter);
      void document.fonts?.ready.then(declutter);
    },
  ];
}

/** The land box of the metros the pins are in: the interactive map never pans past the drawn data. */
export function landBoundsFor(basemap: Basemap, pins: { lat: number; lng: number }[]): Box | null {
  const inside = (b: Box, p: { lat: number; lng: number }) =>
    p.lng >= b.west && p.lng <= b.east && p.lat >= b.south && p.lat <= b.north;
  const areas = basemap.areas.filter((a) => pins.some((p) => inside(a.land, p)));
  if (areas.length === 0) return null;
  return {
    west: Math.min(...areas.map((a) => a.land.west)),
    south: Math.min(...areas.map((a) => a.land.south)),
    east: Math.max(...areas.map((a) => a.land.east)),
    north: Math.max(...areas.map((a) => a.land.north)),
  };
}

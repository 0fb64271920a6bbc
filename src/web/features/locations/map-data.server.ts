import type { AppInfo } from '../../../domain/app-info.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import type { Basemap, BasemapReader } from '../../../domain/map/basemap-contract.ts';
import { spreadPins } from '../../../domain/map/spread-pins.ts';
import { drawBasemap } from './basemap.server.ts';
import { fitViewport, project, tilesFor, tileUrl, type Viewport } from './map-projection.ts';
import type { MapData } from './map-data.ts';

// Drawn at about its displayed size on a desktop, so pins and names keep a readable size.
const SIZE = { width: 720, height: 540 };
/** Pin buttons are 44 px; centres at least this far apart. */
export const PIN_GAP = 48;
/**
 * The embedded basemap has no streets: one store opens at neighborhood scale (13) rather than
 * the spec's street-level results zoom (14), which a tile provider honours.
 */
const EMBEDDED_MAX_START_ZOOM = 13;

/** Everything the map view draws, computed on the server: the fallback picture and the start of the live map. */
export async function buildMapData(
  locations: Location[],
  position: { lat: number; lng: number } | null,
  settings: AppInfo['radar_map'],
  reader: BasemapReader,
  size = SIZE,
): Promise<MapData> {
  const template = settings.tile_url;
  const capped = template
    ? settings
    : {
        ...settings,
        results_zoom: Math.min(settings.results_zoom, EMBEDDED_MAX_START_ZOOM),
        few_results_zoom: Math.min(settings.few_results_zoom, EMBEDDED_MAX_START_ZOOM),
      };
  const viewport = fitViewport(locations, capped, size, position ?? undefined);
  const fallback = template
    ? {
        states: [],
        borders: [],
        counties: [],
        water: [],
        labels: [],
        tiles: tilesFor(viewport).map((t) => ({ href: tileUrl(template, t), x: t.left, y: t.top })),
      }
    : drawBasemapOnce(await reader.basemap(), viewport);
  const centre = worldToLatLng(viewport.left + size.width / 2, viewport.top + size.height / 2, viewport.zoom);
  const pins = spreadPins(
    locations.map((l) => ({ id: l.id, ...project(viewport, l.lat, l.lng) })),
    PIN_GAP,
  );
  return {
    width: size.width,
    height: size.height,
    zoom: viewport.zoom,
    view: { ...centre, zoom: viewport.zoom, maxZoom: capped.results_zoom },
    fallback,
    tiles: template ? { url: template, attribution: settings.tile_attribution } : null,
    position: position ? { ...project(viewport, position.lat, position.lng), ...position } : null,
    pins: pins.map((p, i) => ({ ...p, lat: locations[i]?.lat ?? 0, lng: locations[i]?.lng ?? 0 })),
  };
}

/** Viewports kept per basemap: every store, city and state page, with room for searches' views. */
const MAX_DRAWN = 2_000;
const drawn = new WeakMap<Basemap, Map<string, MapData['fallback']>>();

/**
 * The basemap drawn for a viewport once per basemap: a store's, city's or state's page always has
 * the same viewport, so the outlines need not be projected per render. The drawing is plain data,
 * serialised and never changed by the pages.
 */
function drawBasemapOnce(basemap: Basemap, viewport: Viewport): MapData['fallback'] {
  let byViewport = drawn.get(basemap);
  if (!byViewport) drawn.set(basemap, (byViewport = new Map()));
  const key = `${viewport.zoom}|${viewport.left}|${viewport.top}|${viewport.width}|${viewport.height}`;
  let fallback = byViewport.get(key);
  if (!fallback) {
    if (byViewport.size >= MAX_DRAWN) byViewport.clear();
    fallback = drawBasemap(basemap, viewport);
    byViewport.set(key, fallback);
  }
  return fallback;
}

/** The inverse of worldPixel: the centre of the server's viewport, for the live map's first view. */
function worldToLatLng(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const scale = 256 * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  // Rounded: the same search renders the same HTML.
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

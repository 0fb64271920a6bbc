/**
 * Web Mercator in pixels (the projection of every slippy map), so the App info zoom levels
 * (spec §9: initial 5, results 14, few 12, many 10, offset 20) mean what they mean on a tile
 * map, and a configured tile URL lines up with our own drawing. Pure: used by the basemap
 * loader on the server and the pins on both sides.
 */
export const TILE_SIZE = 256;

export interface MapSettings {
  initial_zoom: number;
  results_zoom: number;
  few_results_zoom: number;
  many_results_zoom: number;
  offset: number;
}

export interface Viewport {
  zoom: number;
  /** World pixel of the top-left corner at `zoom`. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** A point in viewport coordinates (the SVG's user space). */
export function project(v: Viewport, lat: number, lng: number): { x: number; y: number } {
  const p = worldPixel(lat, lng, v.zoom);
  return { x: p.x - v.left, y: p.y - v.top };
}

/**
 * The viewport for a set of points: the zoom App info asks for by result count (one, a few,
 * many), lowered until every point fits inside the offset margin, centred on the points.
 */
export function fitViewport(
  points: { lat: number; lng: number }[],
  settings: MapSettings,
  size: { width: number; height: number },
  centre?: { lat: number; lng: number },
): Viewport {
  const all = centre ? [...points, centre] : points;
  if (all.length === 0) return centredViewport({ lat: 39.5, lng: -77.5 }, settings.initial_zoom, size);
  let zoom =
    points.length <= 1
      ? settings.results_zoom
      : points.length <= 3
        ? settings.few_results_zoom
        : settings.many_results_zoom;
  const margin = settings.offset + 24; // pins are ~24 px tall
  for (; zoom > 1; zoom--) {
    const px = all.map((p) => worldPixel(p.lat, p.lng, zoom));
    const w = Math.max(...px.map((p) => p.x)) - Math.min(...px.map((p) => p.x));
    const h = Math.max(...px.map((p) => p.y)) - Math.min(...px.map((p) => p.y));
    if (w <= size.width - 2 * margin && h <= size.height - 2 * margin) break;
  }
  const px = all.map((p) => worldPixel(p.lat, p.lng, zoom));
  const cx = (Math.max(...px.map((p) => p.x)) + Math.min(...px.map((p) => p.x))) / 2;
  const cy = (Math.max(...px.map((p) => p.y)) + Math.min(...px.map((p) => p.y))) / 2;
  return { zoom, left: cx - size.width / 2, top: cy - size.height / 2, width: size.width, height: size.height };
}

export function centredViewport(
  centre: { lat: number; lng: number },
  zoom: number,
  size: { width: number; height: number },
): Viewport {
  const c = worldPixel(centre.lat, centre.lng, zoom);
  return { zoom, left: c.x - size.width / 2, top: c.y - size.height / 2, width: size.width, height: size.height };
}

/** Tiles {z, x, y} covering the viewport, with their position in viewport coordinates. */
export function tilesFor(v: Viewport): { z: number; x: number; y: number; left: number; top: number }[] {
  const z = Math.round(v.zoom);
  const count = 2 ** z;
  const tiles: { z: number; x: number; y: number; left: number; top: number }[] = [];
  for (let ty = Math.floor(v.top / TILE_SIZE); ty <= Math.floor((v.top + v.height) / TILE_SIZE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(v.left / TILE_SIZE); tx <= Math.floor((v.left + v.width) / TILE_SIZE); tx++) {
      tiles.push({
        z,
        x: ((tx % count) + count) % count,
        y: ty,
        left: tx * TILE_SIZE - v.left,
        top: ty * TILE_SIZE - v.top,
      });
    }
  }
  return tiles;
}

/** '{z}/{x}/{y}' placeholders of a tile URL template; {s} is the first subdomain, {r} (retina) none. */
export const tileUrl = (template: string, t: { z: number; x: number; y: number }) =>
  template
    .replace('{z}', String(t.z))
    .replace('{x}', String(t.x))
    .replace('{y}', String(t.y))
    .replace('{s}', 'a')
    .replace('{r}', '');

/** SVG path of projected rings, dropping points under 0.75 px apart and rings entirely off view. */
export function ringsToPath(v: Viewport, rings: number[][][]): string {
  const parts: string[] = [];
  const pad = 50;
  for (const ring of rings) {
    const pts = ring.map(([lng = 0, lat = 0]) => project(v, lat, lng));
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    if (
      Math.max(...xs) < -pad ||
      Math.min(...xs) > v.width + pad ||
      Math.max(...ys) < -pad ||
      Math.min(...ys) > v.height + pad
    )
      continue;
    let d = '';
    let last: { x: number; y: number } | null = null;
    for (const p of pts) {
      if (last && Math.abs(p.x - last.x) < 0.75 && Math.abs(p.y - last.y) < 0.75) continue;
      d += `${d ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
      last = p;
    }
    if (d) parts.push(`${d}Z`);
  }
  return parts.join('');
}

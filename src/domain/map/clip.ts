import type { Box, Position } from './basemap-contract.ts';

/**
 * Clipping for the embedded basemap: us-atlas rings cut to a metro's box with
 * Sutherland–Hodgman (exact for a rectangle, and a state's ring stays one ring), then rounded
 * to 4 decimals with repeated points dropped. Pure, so the payload rules are unit-tested.
 */
type Edge = { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position };

const lerp = (a: Position, b: Position, t: number): Position => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function edges(box: Box): Edge[] {
  const atX = (x: number) => (a: Position, b: Position) => lerp(a, b, (x - a[0]) / (b[0] - a[0]));
  const atY = (y: number) => (a: Position, b: Position) => lerp(a, b, (y - a[1]) / (b[1] - a[1]));
  return [
    { inside: (p) => p[0] >= box.west, cut: atX(box.west) },
    { inside: (p) => p[0] <= box.east, cut: atX(box.east) },
    { inside: (p) => p[1] >= box.south, cut: atY(box.south) },
    { inside: (p) => p[1] <= box.north, cut: atY(box.north) },
  ];
}

/** The part of a closed ring inside the box (an open ring: first point not repeated), or [] if none. */
export function clipRing(ring: Position[], box: Box): Position[] {
  let out =
    ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1]
      ? ring.slice(0, -1)
      : ring;
  for (const edge of edges(box)) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Position;
      const previous = input[(i + input.length - 1) % input.length] as Position;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) out.push(edge.cut(previous, current));
        out.push(current);
      } else if (edge.inside(previous)) out.push(edge.cut(previous, current));
    }
    if (out.length === 0) return [];
  }
  return out;
}

/** Rounded to `decimals`, consecutive duplicates dropped; rings of fewer than 3 points vanish. */
export function roundRing(ring: Position[], decimals = 4): Position[] {
  const f = 10 ** decimals;
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const p: Position = [Math.round(x * f) / f, Math.round(y * f) / f];
    const last = out.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 3 ? out : [];
}

/** A polygon (outer ring then holes) clipped and rounded; null when nothing of it is inside. */
export function clipPolygon(rings: Position[][], box: Box): Position[][] | null {
  const [outer, ...holes] = rings.map((r) => roundRing(clipRing(r, box)));
  if (!outer?.length) return null;
  return [outer, ...holes.filter((h) => h.length > 0)];
}

/** Signed area (shoelace) and centroid of a ring: where a state or county name is placed. */
export function ringCentroid(ring: Position[]): { area: number; lng: number; lat: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i] as Position;
    const [x1, y1] = ring[(i + 1) % ring.length] as Position;
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (a === 0) return { area: 0, lng: ring[0]?.[0] ?? 0, lat: ring[0]?.[1] ?? 0 };
  return { area: Math.abs(a / 2), lng: cx / (3 * a), lat: cy / (3 * a) };
}

export const padBox = (b: Box, degrees: number): Box => ({
  west: b.west - degrees,
  south: b.south - degrees,
  east: b.east + degrees,
  north: b.north + degrees,
});
export const boxesOverlap = (a: Box, b: Box) =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;
export const inBox = (b: Box, lng: number, lat: number) =>
  lng >= b.west && lng <= b.east && lat >= b.south && lat <= b.north;

/**
 * The metros of a set of stores: stores within `linkDegrees` of each other (chained) share one
 * box. The brand's two demo metros (Boston, Washington) come out as two boxes.
 */
export function metroBoxes(points: { lng: number; lat: number }[], linkDegrees = 0.75): Box[] {
  const boxes: Box[] = [];
  for (const p of points) {
    const point: Box = { west: p.lng, east: p.lng, south: p.lat, north: p.lat };
    const near = boxes.filter((b) => boxesOverlap(padBox(b, linkDegrees), point));
    const merged = near.reduce(
      (m, b) => ({
        west: Math.min(m.west, b.west),
        south: Math.min(m.south, b.south),
        east: Math.max(m.east, b.east),
        north: Math.max(m.north, b.north),
      }),
      point,
    );
    for (const b of near) boxes.splice(boxes.indexOf(b), 1);
    boxes.push(merged);
  }
  // A merge can bring two earlier boxes within reach of each other: repeat until stable.
  for (let changed = true; changed;) {
    changed = false;
    outer: for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as Box;
        const b = boxes[j] as Box;
        if (boxesOverlap(padBox(a, linkDegrees), b)) {
          boxes.splice(j, 1);
          boxes[i] = {
            west: Math.min(a.west, b.west),
            south: Math.min(a.south, b.south),
            east: Math.max(a.east, b.east),
            north: Math.max(a.north, b.north),
          };
          changed = true;
          break outer;
        }
      }
    }
  }
  return boxes;
}

/**
 * The borders of a clipped ring without the cuts along the clip boxes: a county
 * or state cut at a metro's box must not draw the box. Segments with both ends on one side of
 * any box are dropped; the rest come back as open lines.
 */
export function bordersOf(ring: Position[], boxes: Box[], eps = 1.5e-4): Position[][] {
  const onSameSide = (a: Position, b: Position) =>
    boxes.some(
      (x) =>
        (Math.abs(a[0] - x.west) < eps && Math.abs(b[0] - x.west) < eps) ||
        (Math.abs(a[0] - x.east) < eps && Math.abs(b[0] - x.east) < eps) ||
        (Math.abs(a[1] - x.south) < eps && Math.abs(b[1] - x.south) < eps) ||
        (Math.abs(a[1] - x.north) < eps && Math.abs(b[1] - x.north) < eps),
    );
  const n = ring.length;
  if (n < 2) return [];
  // Start right after a dropped segment, so a line never wraps around the ring's first point.
  const start = Array.from({ length: n }, (_, i) => i).find((i) =>
    onSameSide(ring[i] as Position, ring[(i + 1) % n] as Position),
  );
  if (start === undefined) return [[...ring, ring[0] as Position]];
  const lines: Position[][] = [];
  let current: Position[] = [];
  for (let k = 1; k <= n; k++) {
    const a = ring[(start + k) % n] as Position;
    const b = ring[(start + k + 1) % n] as Position;
    if (onSameSide(a, b)) {
      if (current.length > 1) lines.push(current);
      current = [];
    } else {
      if (current.length === 0) current.push(a);
      current.push(b);
    }
  }
  if (current.length > 1) lines.push(current);
  return lines;
}

import type { Position } from './basemap-contract.ts';

/**
 * A river as a water polygon from its centre line and widths: us-atlas has no
 * inland water, so the basemap ships schematic centre lines of the rivers that shape the demo
 * metros (the Charles, the Potomac …) and widens them here. Each vertex moves half its width
 * to either side, across the mean direction of its two segments, in local metres.
 */
const METRES_PER_DEGREE = 111_320;

export function riverPolygon(centre: Position[], widthsMetres: number[]): Position[] {
  if (centre.length < 2) return [];
  const left: Position[] = [];
  const right: Position[] = [];
  for (let i = 0; i < centre.length; i++) {
    const [lng, lat] = centre[i] as Position;
    const kx = METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    const prev = centre[Math.max(0, i - 1)] as Position;
    const next = centre[Math.min(centre.length - 1, i + 1)] as Position;
    // Direction in metres, then its left-hand normal.
    const dx = (next[0] - prev[0]) * kx;
    const dy = (next[1] - prev[1]) * METRES_PER_DEGREE;
    const length = Math.hypot(dx, dy) || 1;
    const half = (widthsMetres[Math.min(i, widthsMetres.length - 1)] ?? 100) / 2;
    const nx = (-dy / length) * half;
    const ny = (dx / length) * half;
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    left.push([round(lng + nx / kx), round(lat + ny / METRES_PER_DEGREE)]);
    right.push([round(lng - nx / kx), round(lat - ny / METRES_PER_DEGREE)]);
  }
  return [...left, ...right.reverse()];
}

/**
 * Pins closer than a tap target are spread apart: every store keeps
 * its own ≥ 44 px button at every zoom, instead of Back Bay's lying under Kendall Square's.
 * Pairwise relaxation in screen pixels: each pair closer than `gap` is pushed apart along the
 * line between them (identical points along a fixed angle per pair), until no pair overlaps.
 * Pins that are already apart are never moved. Pure and deterministic.
 */
export interface ScreenPin {
  id: string;
  x: number;
  y: number;
}

export function spreadPins(pins: readonly ScreenPin[], gap: number, maxRounds = 200): ScreenPin[] {
  const out = pins.map((p) => ({ ...p }));
  for (let round = 0; round < maxRounds; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i] as ScreenPin;
        const b = out[j] as ScreenPin;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= gap - 1e-6) continue;
        if (d < 1e-6) {
          // Same spot: split along an angle fixed by the pair, so the result never depends on timing.
          const angle = ((i * 7 + j * 13) % 12) * (Math.PI / 6);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        // Half the missing distance each, plus a hair so rounding cannot leave them touching.
        const push = (gap - Math.min(d, gap) + 0.01) / 2;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

/** The smallest distance between two pins (for tests and the browser check). */
export function minimumSeparation(pins: readonly ScreenPin[]): number {
  let best = Infinity;
  for (let i = 0; i < pins.length; i++) {
    for (let j = i + 1; j < pins.length; j++) {
      const a = pins[i] as ScreenPin;
      const b = pins[j] as ScreenPin;
      best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
    }
  }
  return best;
}

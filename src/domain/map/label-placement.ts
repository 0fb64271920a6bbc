/**
 * Map label placement without overlap: labels are placed in priority order, each in the first
 * of its candidate spots that lies wholly inside the frame and clear of the obstacles (pins,
 * controls) and of the labels already placed; a label with no such spot is left out rather
 * than drawn under a pin or cut by the map's edge. Pure: the browser measures, this decides.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LabelToPlace {
  id: string;
  /** Lower goes first (a store's city before a neighbourhood). */
  priority: number;
  /** Spots to try, in order of preference. */
  spots: Rect[];
}

const overlaps = (a: Rect, b: Rect, gap: number) =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

const inside = (r: Rect, frame: Rect) =>
  r.x >= frame.x && r.y >= frame.y && r.x + r.w <= frame.x + frame.w && r.y + r.h <= frame.y + frame.h;

/** The index of the spot each label takes, or null for a label left out. */
export function placeLabels(
  labels: readonly LabelToPlace[],
  obstacles: readonly Rect[],
  frame: Rect,
  gap = 2,
): Map<string, number | null> {
  const placed: Rect[] = [];
  const chosen = new Map<string, number | null>();
  const ordered = [...labels].sort((a, b) => a.priority - b.priority);
  for (const label of ordered) {
    const index = label.spots.findIndex(
      (spot) =>
        inside(spot, frame) &&
        !obstacles.some((o) => overlaps(spot, o, gap)) &&
        !placed.some((p) => overlaps(spot, p, gap)),
    );
    chosen.set(label.id, index >= 0 ? index : null);
    if (index >= 0) placed.push(label.spots[index]!);
  }
  return chosen;
}

import { describe, expect, it } from 'vitest';
import { placeLabels, type Rect } from '../../src/domain/map/label-placement.ts';

const frame: Rect = { x: 0, y: 0, w: 400, h: 300 };
const box = (x: number, y: number, w = 60, h = 14): Rect => ({ x, y, w, h });

describe('map label placement', () => {
  it('keeps a label in its first spot when it is clear', () => {
    expect(placeLabels([{ id: 'a', priority: 0, spots: [box(10, 10)] }], [], frame).get('a')).toBe(0);
  });
  it('moves a label off a pin to its next spot, and leaves it out when every spot is covered', () => {
    const pin = box(0, 0, 80, 40);
    const placed = placeLabels(
      [
        { id: 'moved', priority: 0, spots: [box(10, 10), box(100, 10)] },
        { id: 'hidden', priority: 0, spots: [box(20, 20)] },
      ],
      [pin],
      frame,
    );
    expect(placed.get('moved')).toBe(1);
    expect(placed.get('hidden')).toBeNull();
  });
  it('gives the place to the label of higher priority', () => {
    const placed = placeLabels(
      [
        { id: 'neighbourhood', priority: 3, spots: [box(100, 100)] },
        { id: 'city', priority: 0, spots: [box(110, 105)] },
      ],
      [],
      frame,
    );
    expect(placed.get('city')).toBe(0);
    expect(placed.get('neighbourhood')).toBeNull();
  });
  it('leaves out a label the map’s edge would cut', () => {
    expect(placeLabels([{ id: 'edge', priority: 0, spots: [box(370, 10)] }], [], frame).get('edge')).toBeNull();
    expect(placeLabels([{ id: 'top', priority: 0, spots: [box(10, -4)] }], [], frame).get('top')).toBeNull();
  });
  it('keeps a small gap between two labels', () => {
    const placed = placeLabels(
      [
        { id: 'a', priority: 0, spots: [box(0, 50)] },
        { id: 'b', priority: 1, spots: [box(61, 50)] },
      ],
      [],
      frame,
    );
    expect(placed.get('b')).toBeNull();
  });
});

import type { LabelKind } from '../../../domain/map/basemap-contract.ts';

/** Zooms at which each kind of basemap label shows: the fallback and Leaflet share them. */
export const LABEL_ZOOMS: Record<LabelKind, [min: number, max: number]> = {
  state: [0, 8],
  county: [9, 9],
  city: [10, 20],
  town: [10, 20],
  neighborhood: [13, 20],
  water: [0, 20],
  river: [12, 20],
};

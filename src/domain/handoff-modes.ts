/**
 * Handoff modes a location can offer; each has its own hours (catering is an order channel with
 * its own hours). Kept apart from location-model.ts and its zod schemas: a page that only lists
 * the modes (the hours table) does not build a schema while it starts.
 */
export const HANDOFF_MODES = ['pickup', 'curbside', 'drivethru', 'delivery', 'catering'] as const;
export type HandoffMode = (typeof HANDOFF_MODES)[number];

/** How people read each mode (hours tables, staff reports); an order's `dispatch` is delivery by a courier service. */
export const HANDOFF_LABELS: Record<HandoffMode | 'dispatch', string> = {
  pickup: 'Pickup',
  curbside: 'Curbside',
  drivethru: 'Drive-Thru',
  delivery: 'Delivery',
  catering: 'Catering',
  dispatch: 'Delivery',
};

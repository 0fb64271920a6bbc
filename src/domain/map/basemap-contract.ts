import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/**
 * The embedded basemap: a designed map of the brand's metros drawn
 * from packaged data (us-atlas states and counties, city and neighbourhood label points), clipped
 * to the areas around the stores so the browser gets a few dozen KB, not the whole country.
 * Coordinates are [lng, lat] like GeoJSON, rounded to 4 decimals (about 10 m).
 */
const position = z.tuple([z.number(), z.number()]);
/** One polygon: its outer ring, then its holes. */
const polygon = z.array(z.array(position));
export const boxSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });
export const labelKind = z.enum(['state', 'county', 'city', 'town', 'neighborhood', 'water', 'river']);

export const basemapSchema = z.object({
  /** One entry per metro: the box its counties are drawn in, and the wider box of its land. */
  areas: z.array(z.object({ name: z.string(), counties: boxSchema, land: boxSchema })),
  states: z.array(z.object({ name: z.string(), polygons: z.array(polygon) })),
  counties: z.array(z.object({ name: z.string(), state: z.string(), polygons: z.array(polygon) })),
  /** Rivers as water polygons (us-atlas has no inland water; see rivers.ts). */
  water: z.array(z.object({ name: z.string(), polygons: z.array(polygon) })),
  labels: z.array(z.object({ kind: labelKind, name: z.string(), lng: z.number(), lat: z.number() })),
});
export type Basemap = z.infer<typeof basemapSchema>;
export type Box = z.infer<typeof boxSchema>;
export type Position = z.infer<typeof position>;
export type LabelKind = z.infer<typeof labelKind>;

/** GET /api/map/basemap */
export const basemapReply = okEnvelope(basemapSchema);

/** The read port the page loaders use for the server-drawn fallback (same data as the API). */
export interface BasemapReader {
  basemap(): Promise<Basemap>;
}

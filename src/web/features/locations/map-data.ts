import type { LabelKind } from '../../../domain/map/basemap-contract.ts';

/**
 * The map view's data, built by map-data.server.ts. `fallback` is the same
 * basemap drawn on the server for one viewport (what shows before scripts, and never an empty
 * box); `pins`, `view` and `tiles` start the interactive Leaflet map after hydration.
 */
export interface MapData {
  width: number;
  height: number;
  zoom: number;
  /** Where the interactive map opens, and how far in it may start. */
  view: { lat: number; lng: number; zoom: number; maxZoom: number };
  fallback: {
    states: string[];
    /** State borders and coasts, and county lines: open paths without the clip boxes' edges. */
    borders: string[];
    counties: string[];
    /** Rivers drawn over the land. */
    water: string[];
    labels: { kind: LabelKind; name: string; x: number; y: number }[];
    /** Tile images when a tile URL is configured. */
    tiles: { href: string; x: number; y: number }[];
  };
  /** A configured tile provider, or null: the embedded basemap. */
  tiles: { url: string; attribution: string | null } | null;
  /** The searched point, if any. */
  position: { x: number; y: number; lat: number; lng: number } | null;
  /** x/y: the fallback's spread positions. */
  pins: { id: string; x: number; y: number; lat: number; lng: number }[];
}

/** The map view's data, built by map-data.server.ts and drawn by locations-map.tsx. */
export interface MapData {
  width: number;
  height: number;
  zoom: number;
  /** State outlines projected to the viewport (the offline basemap). */
  shapes: { name: string; d: string }[];
  /** Tile images when App info radar_map.tile_url is configured. */
  tiles: { href: string; x: number; y: number }[];
  /** The searched point, if any. */
  position: { x: number; y: number } | null;
  pins: { id: string; x: number; y: number }[];
}

import type { AppInfo } from '../../../domain/app-info.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { basemapFor } from './basemap.server.ts';
import { fitViewport, project, tilesFor, tileUrl } from './map-projection.ts';
import type { MapData } from './map-data.ts';

// Drawn at about its displayed size on a desktop, so pins and names keep a readable size.
const SIZE = { width: 720, height: 540 };

/** Everything the map view draws, computed on the server: outlines, tiles (if configured), pins. */
export function buildMapData(locations: Location[], position: { lat: number; lng: number } | null, settings: AppInfo['radar_map'], size = SIZE): MapData {
  const viewport = fitViewport(locations, settings, size, position ?? undefined);
  const template = settings.tile_url;
  return {
    width: size.width,
    height: size.height,
    zoom: viewport.zoom,
    shapes: template ? [] : basemapFor(viewport),
    tiles: template ? tilesFor(viewport).map((t) => ({ href: tileUrl(template, t), x: t.left, y: t.top })) : [],
    position: position ? project(viewport, position.lat, position.lng) : null,
    pins: locations.map((l) => ({ id: l.id, ...project(viewport, l.lat, l.lng) })),
  };
}

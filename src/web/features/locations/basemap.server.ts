import type { Basemap, Box } from '../../../domain/map/basemap-contract.ts';
import { bordersOf } from '../../../domain/map/clip.ts';
import { LABEL_ZOOMS } from './map-label-zooms.ts';
import { project, ringsToPath, type Viewport } from './map-projection.ts';
import type { MapData } from './map-data.ts';

/**
 * The embedded basemap projected for one viewport on the server: the picture
 * shown until Leaflet takes over (and without scripts). Same data, same colours, same label
 * rules by zoom as the interactive map (leaflet-basemap.ts).
 */
export function drawBasemap(basemap: Basemap, v: Viewport): MapData['fallback'] {
  const paths = (polygons: number[][][][]) => ringsToPath(v, polygons.flat());
  // Borders as open lines without the clip boxes' edges (the final Z is dropped).
  const lines = (polygons: [number, number][][][], boxes: Box[]) =>
    ringsToPath(
      v,
      polygons.flatMap((p) => p.flatMap((ring) => bordersOf(ring, boxes))),
    ).replaceAll('Z', '');
  const landBoxes = basemap.areas.map((a) => a.land);
  const countyBoxes = basemap.areas.map((a) => a.counties);
  const inView = (p: { x: number; y: number }) => p.x > -20 && p.x < v.width + 20 && p.y > -10 && p.y < v.height + 10;
  return {
    states: basemap.states.map((s) => paths(s.polygons)).filter(Boolean),
    borders: basemap.states.map((s) => lines(s.polygons, landBoxes)).filter(Boolean),
    counties: basemap.counties.map((c) => lines(c.polygons, countyBoxes)).filter(Boolean),
    water: basemap.water.map((w) => paths(w.polygons)).filter(Boolean),
    labels: basemap.labels
      .filter((l) => v.zoom >= LABEL_ZOOMS[l.kind][0] && v.zoom <= LABEL_ZOOMS[l.kind][1])
      .map((l) => ({ kind: l.kind, name: l.name, ...project(v, l.lat, l.lng) }))
      .filter(inView),
    tiles: [],
  };
}

import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import zipcodes from 'zipcodes';
import type { Basemap, Box, Position } from '../../../domain/map/basemap-contract.ts';
import { boxesOverlap, clipPolygon, inBox, metroBoxes, padBox, ringCentroid } from '../../../domain/map/clip.ts';
import { riverPolygon } from '../../../domain/map/river.ts';
import { PLACE_LABELS } from './place-labels.ts';
import { RIVERS } from './rivers.ts';
import type { StoreCity } from './repo.ts';

/**
 * Builds the embedded basemap from us-atlas counties-10m: for each metro of the
 * stores, the counties within COUNTY_PAD degrees and the states within LAND_PAD degrees, clipped
 * to those boxes; labels for states, counties, the store cities (at their ZIP centroids) and the
 * shipped neighborhood, town and water points. Water is the map's background colour: the Census
 * outlines are clipped to the shoreline, so the sea shows where there is no land.
 */
export const COUNTY_PAD = 0.6;
const require = createRequire(import.meta.url);
export const LAND_PAD = 2.5;

type Geometry =
  { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] } | null;
interface AtlasFeature {
  id?: string | number;
  properties: { name: string };
  geometry: Geometry;
}
type Objects = { counties: GeometryCollection<{ name: string }>; states: GeometryCollection<{ name: string }> };

let features: { states: AtlasFeature[]; counties: AtlasFeature[] } | null = null;
function atlasFeatures() {
  if (!features) {
    // Read with require, on first use: the bundled server keeps packages external, and Node
    // loads their JSON this way (esbuild drops a `with { type: 'json' }` attribute).
    const topology = require('us-atlas/counties-10m.json') as Topology<Objects>;
    const of = (o: GeometryCollection<{ name: string }>) =>
      (feature(topology, o) as unknown as { features: AtlasFeature[] }).features;
    features = { states: of(topology.objects.states), counties: of(topology.objects.counties) };
  }
  return features;
}

const polygonsOf = (g: Geometry): Position[][][] => (!g ? [] : g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

const bboxOf = (polygons: Position[][][]): Box => {
  const pts = polygons.flatMap((p) => p[0] ?? []);
  return {
    west: Math.min(...pts.map((p) => p[0])),
    east: Math.max(...pts.map((p) => p[0])),
    south: Math.min(...pts.map((p) => p[1])),
    north: Math.max(...pts.map((p) => p[1])),
  };
};

/** Each polygon clipped to whichever of the boxes it touches. */
function clipTo(polygons: Position[][][], boxes: Box[]): Position[][][] {
  const out: Position[][][] = [];
  for (const polygon of polygons) {
    const own = bboxOf([polygon]);
    for (const box of boxes) {
      if (!boxesOverlap(own, box)) continue;
      const clipped = clipPolygon(polygon, box);
      if (clipped) out.push(clipped);
    }
  }
  return out;
}

/** Where a name goes: the centroid of the largest clipped outer ring. */
function labelPoint(polygons: Position[][][]): { lng: number; lat: number } | null {
  const best = polygons.map((p) => ringCentroid(p[0] ?? [])).sort((a, b) => b.area - a.area)[0];
  return best && best.area > 0
    ? { lng: Math.round(best.lng * 1e4) / 1e4, lat: Math.round(best.lat * 1e4) / 1e4 }
    : null;
}

/** The ZIP centroid of a city (zipcodes), else the mean of its stores. */
function cityPoint(c: StoreCity): { lat: number; lng: number } {
  const zips = zipcodes.lookupByName(c.city, c.state);
  if (zips.length === 0) return { lat: c.lat, lng: c.lng };
  return {
    lat: zips.reduce((s, z) => s + z.latitude, 0) / zips.length,
    lng: zips.reduce((s, z) => s + z.longitude, 0) / zips.length,
  };
}

export function buildBasemap(cities: StoreCity[]): Basemap {
  const metros = metroBoxes(cities.map((c) => ({ lng: c.lng, lat: c.lat })));
  const countyBoxes = metros.map((m) => padBox(m, COUNTY_PAD));
  const landBoxes = metros.map((m) => padBox(m, LAND_PAD));
  const { states, counties } = atlasFeatures();
  const stateName = new Map(states.map((s) => [String(s.id), s.properties.name]));
  const basemap: Basemap = { areas: [], states: [], counties: [], water: [], labels: [] };
  for (const s of states) {
    const polygons = clipTo(polygonsOf(s.geometry), landBoxes);
    if (polygons.length === 0) continue;
    basemap.states.push({ name: s.properties.name, polygons });
    const at = labelPoint(polygons);
    // The District is labelled by its city ("Washington"), from the stores.
    if (at && s.properties.name !== 'District of Columbia')
      basemap.labels.push({ kind: 'state', name: s.properties.name, ...at });
  }
  for (const c of counties) {
    const polygons = clipTo(polygonsOf(c.geometry), countyBoxes);
    if (polygons.length === 0) continue;
    const state = stateName.get(String(c.id).slice(0, 2)) ?? '';
    basemap.counties.push({ name: c.properties.name, state, polygons });
    const at = labelPoint(polygons);
    // Independent cities (county codes 510+, as Alexandria, Baltimore) and the District are not
    // counties to a reader: their city labels name them.
    if (at && Number(String(c.id).slice(2)) < 500 && state !== 'District of Columbia')
      basemap.labels.push({ kind: 'county', name: `${c.properties.name} County`, ...at });
  }
  for (const r of RIVERS) {
    const polygons = clipTo([[riverPolygon(r.centre, r.widths)]], countyBoxes);
    if (polygons.length === 0) continue;
    basemap.water.push({ name: r.name, polygons });
    basemap.labels.push({ kind: 'river', name: r.name, ...r.label });
  }
  const storeCities = new Set(cities.map((c) => c.city));
  for (const c of cities) basemap.labels.push({ kind: 'city', name: c.city, ...roundPoint(cityPoint(c)) });
  for (const p of PLACE_LABELS) {
    const box = p.kind === 'water' ? landBoxes : countyBoxes;
    if (storeCities.has(p.name) && p.kind === 'town') continue;
    if (box.some((b) => inBox(b, p.lng, p.lat))) basemap.labels.push(p);
  }
  basemap.areas = metros.map((m, i) => ({
    name: nearestCity(cities, m),
    counties: countyBoxes[i] as Box,
    land: landBoxes[i] as Box,
  }));
  return basemap;
}

const roundPoint = (p: { lat: number; lng: number }) => ({
  lat: Math.round(p.lat * 1e4) / 1e4,
  lng: Math.round(p.lng * 1e4) / 1e4,
});

/** A metro is named after its city with the most stores ("Boston", "Washington"). */
function nearestCity(cities: StoreCity[], box: Box): string {
  const inside = cities.filter((c) => inBox(box, c.lng, c.lat)).sort((a, b) => b.stores - a.stores);
  return inside[0]?.city ?? '';
}

import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json' with { type: 'json' };
import { ringsToPath, type Viewport } from './map-projection.ts';

/**
 * The shipped basemap (DESIGN §5 map): US state outlines from `us-atlas`, projected for one
 * viewport on the server so the browser receives a few path strings, not 115 KB of TopoJSON.
 */
type Ring = number[][];
interface StateFeature {
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] } | null;
}

let cached: StateFeature[] | null = null;

function stateFeatures(): StateFeature[] {
  if (!cached) {
    const topology = states as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
    const collection = feature(topology, topology.objects.states) as unknown as { features: StateFeature[] };
    cached = collection.features;
  }
  return cached;
}

export interface BasemapShape {
  name: string;
  d: string;
}

export function basemapFor(viewport: Viewport): BasemapShape[] {
  const shapes: BasemapShape[] = [];
  for (const f of stateFeatures()) {
    if (!f.geometry) continue;
    const rings = f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat();
    const d = ringsToPath(viewport, rings);
    if (d) shapes.push({ name: f.properties.name, d });
  }
  return shapes;
}

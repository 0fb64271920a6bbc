import type { Basemap, BasemapReader } from '../../../domain/map/basemap-contract.ts';
import { ok } from '../../../domain/api-envelope.ts';
import type { Db } from '../../db/client.ts';
import { precompress, type Precompressed } from '../../http/precompressed.ts';
import { buildBasemap } from './basemap.ts';
import { listStoreCities } from './repo.ts';

/**
 * The embedded basemap, built once per process from the stores' cities and kept
 * with its compressed reply: the stores are seeded at start, so a new metro is drawn after a
 * restart. A failed build (database down) is not kept, so the next request tries again.
 */
export interface MapService extends BasemapReader {
  basemapReply(): Promise<Precompressed>;
}

export function createMapService(db: Db): MapService {
  let built: Promise<{ basemap: Basemap; reply: Precompressed }> | null = null;
  const build = () => {
    if (!built) {
      const attempt = listStoreCities(db).then((cities) => {
        const basemap = buildBasemap(cities);
        return { basemap, reply: precompress(JSON.stringify(ok(basemap))) };
      });
      attempt.catch(() => {
        if (built === attempt) built = null;
      });
      built = attempt;
    }
    return built;
  };
  return {
    basemap: async () => (await build()).basemap,
    basemapReply: async () => (await build()).reply,
  };
}

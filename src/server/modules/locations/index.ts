// The locations module's public entry: what other modules and app wiring may use.
// Everything else in this folder is internal (ESLint zones, scripts/check-boundaries.mjs).
export { loadLocationContext, type LocationContext } from './location-context.ts';
export {
  createLocationContextCache,
  type ContextScope,
  type LocationContextCache,
  type LocationContextCacheOptions,
} from './location-context-cache.ts';
export { findOne as findLocation, type LocationRow } from './repo.ts';
export { locationRoutes } from './routes.ts';
export { createLocationsService, type LocationsService } from './service.ts';

/** The map module's public entry: the embedded basemap service and its route. */
export { createMapService, type MapService } from './service.ts';
export { mapRoutes } from './routes.ts';

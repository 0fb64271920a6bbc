// The menu module's public entry (issue 19): the menu cache (decision 050) and its routes.
export { menuRoutes } from './routes.ts';
export { createMenuService, type CachedMenu, type MenuService } from './service.ts';

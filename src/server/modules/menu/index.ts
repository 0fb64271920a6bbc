// The menu module's public entry: the menu cache and its routes.
export { menuRoutes } from './routes.ts';
export { createMenuService, type CachedMenu, type MenuService } from './service.ts';
export { catalogueRows, productRow, readCatalogueTables } from './catalogue-rows.ts';
export { buildMenu } from './build-menu.ts';
export { readPreviewRows } from './repo.ts';

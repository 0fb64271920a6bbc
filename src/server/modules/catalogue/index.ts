// The catalogue module's public entry (the menu editor): app wiring and the seed's first version.
export { catalogueRoutes } from './routes.ts';
export { createCatalogueService, type CatalogueService } from './service.ts';
export { publishSeedVersion } from './seed-version.ts';
export { photoFileRoutes } from './photo-routes.ts';
export { createFilePhotoStore, type PhotoStore } from './photo-store.ts';
export { createPreviewGate, createPreviewMenus } from './preview.ts';
export { publishMenuVersion } from './publish-version.ts';

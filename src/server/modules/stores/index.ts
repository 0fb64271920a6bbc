// The all-stores view's public entry: its routes, its SSE hub (closed at drain) and the brand actions.
export { createBrandActions, type BrandActionDeps, type BrandActions } from './actions.ts';
export { storesRoutes } from './routes.ts';
export { storesSnapshotAt, type SnapshotDeps } from './snapshot.ts';
export { createStoresStreams, type StoresStreams } from './stream.ts';

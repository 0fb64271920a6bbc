// The store-ops module's public entry (issue 16 "Pause and throttle", "Hours and closures").
export { storeOpsRoutes } from './routes.ts';
export { createStoreOpsService, type StoreOpsDeps, type StoreOpsService } from './service.ts';
export { closureIn, orderingIn, type WriteBy } from './writes.ts';

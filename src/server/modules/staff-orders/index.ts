// The staff order search's public entry: find any order of the caller's stores.
export { staffOrderRoutes } from './routes.ts';

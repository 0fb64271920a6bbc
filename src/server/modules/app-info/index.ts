// The app-info module's public entry.
export { loadAppInfo } from './load-app-info.ts';
export { appInfoRoutes } from './routes.ts';

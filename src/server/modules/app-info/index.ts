// The app-info module's public entry (issue 19).
export { loadAppInfo } from './load-app-info.ts';
export { appInfoRoutes } from './routes.ts';

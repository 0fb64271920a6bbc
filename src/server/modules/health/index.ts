// The health module's public entry (issue 19).
export { healthRoutes } from './routes.ts';

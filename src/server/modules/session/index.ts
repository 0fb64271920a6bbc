// The session module's public entry: what other modules and app wiring may use.
export { deleteMemberSessions, findSession } from './repo.ts';
export { sessionRoutes } from './routes.ts';
export { registerSessions } from './session-plugin.ts';

// The session module's public entry (issue 19): what other modules and app wiring may use.
export { deleteMemberSessions, findSession } from './repo.ts';
export { sessionRoutes } from './routes.ts';
export { registerSessions } from './session-plugin.ts';

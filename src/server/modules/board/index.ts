// The live order board's public entry: its routes, the SSE hub
// (app.ts closes it on shutdown) and the service of board moves.
export { createBoardService, type BoardService } from './board-service.ts';
export { boardRoutes } from './routes.ts';
export { createStreamHub, HEARTBEAT_MS, type StreamHub } from './stream-hub.ts';
export { oneTicket } from './tickets.ts';

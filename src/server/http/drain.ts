import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  /** From now on every reply closes its connection; replies already under way close theirs when done. */
  start(): void;
}

/**
 * Graceful shutdown for keep-alive clients. `server.close()` only closes sockets that
 * are idle at that moment; a socket whose request is still being answered would be kept alive
 * after its reply (until the 72 s keep-alive timeout) and the server would never finish closing.
 * So the requests in flight are tracked here, and at drain each reply carries `Connection: close`
 * (or, when its headers already went out, its socket is ended after the last byte).
 */
export function trackInFlight(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_request, response: ServerResponse) => {
    // While draining, Fastify answers 503 with Connection: close itself (return503OnClosing).
    if (draining) return;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    start() {
      draining = true;
      for (const response of inFlight) closeWhenAnswered(response);
    },
  };
}

function closeWhenAnswered(response: ServerResponse): void {
  if (!response.headersSent) {
    response.setHeader('connection', 'close');
    return;
  }
  const socket = response.socket;
  if (!socket) return;
  if (response.writableFinished) socket.end();
  else response.once('finish', () => socket.end());
}

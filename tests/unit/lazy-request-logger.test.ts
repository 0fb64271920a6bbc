import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../src/server/http/lazy-request-logger.ts';

/** A Fastify with the lazy request logger, its log lines collected, one route that logs as asked. */
async function serverAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  let childrenMade = 0;
  const server = Fastify({
    logger: {
      level,
      redact: ['secret'],
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    genReqId: () => 'req-1',
    childLoggerFactory: (parent: FastifyBaseLogger, bindings, options) => {
      const realChild = parent.child.bind(parent);
      const counting = Object.create(parent) as FastifyBaseLogger;
      counting.child = (b, o) => {
        childrenMade += 1;
        return realChild(b, o);
      };
      return lazyRequestLogger(counting, bindings, options);
    },
  });
  server.get('/quiet', async (request) => {
    request.log.info('an info line');
    request.log.debug('a debug line');
    return { ok: true, level: request.log.level };
  });
  server.get('/loud', async (request) => {
    request.log.warn({ secret: 'hunter2', visible: 1 }, 'a warning');
    request.log.child({ part: 'payment' }).error('a child error');
    return { ok: true };
  });
  return { server, lines, childrenMade: () => childrenMade };
}

describe('lazy request logger (decision 324)', () => {
  it('makes no child and writes nothing for lines below the level', async () => {
    const { server, lines, childrenMade } = await serverAt('warn');
    const reply = await server.inject('/quiet');
    expect(reply.json()).toEqual({ ok: true, level: 'warn' });
    expect(lines).toEqual([]);
    expect(childrenMade()).toBe(0);
    await server.close();
  });

  it('writes an enabled line through one child with the request id, redaction and its own children', async () => {
    const { server, lines, childrenMade } = await serverAt('warn');
    await server.inject('/loud');
    expect(childrenMade()).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-1', msg: 'a warning', visible: 1, secret: '[Redacted]' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-1', part: 'payment', msg: 'a child error' });
    await server.close();
  });

  it('writes info lines at the info level, as a plain child would', async () => {
    const { server, lines } = await serverAt('info');
    await server.inject('/quiet');
    // Fastify's own request lines come too at this level, through the same child.
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'an info line', 'request completed']);
    expect(lines.every((line) => line.reqId === 'req-1' && line.level === 30)).toBe(true);
    await server.close();
  });

  it('gives a route with its own log level a plain child at that level', async () => {
    const { server, lines } = await serverAt('warn');
    server.get('/chatty', { logLevel: 'debug' }, async (request) => {
      request.log.debug('debug on this route');
      return {};
    });
    await server.inject('/chatty');
    expect(lines.map((line) => line.msg)).toContain('debug on this route');
    await server.close();
  });
});

import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What a request's logger needs of the process logger (pino's own surface). */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Bindings = Record<string, unknown>;

/**
 * Fastify's `childLoggerFactory`: a request's logger that makes pino's child (its request id bound
 * in) only when a line is actually written, since pino serialises bindings at once and a busy
 * server at `warn` writes no line for most reads. A written line is the same: same child, bindings
 * and serializers.
 */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  const logger = parent as PinoLogger;
  // No pino underneath (logging off: Fastify's null logger), or a route that sets its own level:
  // the plain child, as Fastify would make it.
  if (typeof logger.isLevelEnabled !== 'function' || 'level' in options) return parent.child(bindings, options);
  let real: PinoLogger | undefined;
  const child = () => (real ??= logger.child(bindings, options) as PinoLogger);
  // A level switched off (by the process's level, or one set on this request) writes nothing.
  const write =
    (level: Level): FastifyBaseLogger['info'] =>
    (...args: Parameters<FastifyBaseLogger['info']>) => {
      if ((real ?? logger).isLevelEnabled(level)) child()[level](...args);
    };
  const lazy: FastifyBaseLogger = {
    get level() {
      return real?.level ?? logger.level;
    },
    set level(level: string) {
      child().level = level;
    },
    child: (more: Bindings, moreOptions?: object) => child().child(more, moreOptions),
    silent: () => undefined,
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
  };
  return lazy;
}

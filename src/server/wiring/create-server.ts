import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config.ts';
import { handleClientError, replyFrameworkError } from '../http/framework-errors.ts';
import { fastifyTrustProxy } from '../http/proxy-trust.ts';
import { lazyRequestLogger } from '../http/lazy-request-logger.ts';
import { REDACTED_PATHS, serializeError, serializeRequest } from '../http/log-serializers.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { registerMetrics } from '../metrics/serve-metrics.ts';

const ONE_MB = 1024 * 1024;

/**
 * The bare Fastify instance: logging without secrets, body limit, request ids, zod compilers.
 * With metrics, every reply is observed and `/metrics` is served.
 */
export function createServer(
  config: ServerConfig,
  metrics: AppMetrics | null,
  logStream?: { write(line: string): void },
): FastifyInstance {
  const server = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Secrets and personal data never reach the logs: URLs without query
            // values, errors without query parameters, known secret fields redacted.
            redact: REDACTED_PATHS,
            serializers: { req: serializeRequest, err: serializeError },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: ONE_MB,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    // The request's child logger is made on its first written line.
    childLoggerFactory: lazyRequestLogger,
    forceCloseConnections: 'idle',
    // Requests that arrive on an open connection while draining get our 503 envelope (app.ts);
    // Fastify adds Connection: close to them itself.
    return503OnClosing: false,
    // Fastify's own early 4xx (bad percent-encoding, 431 …) in the error envelope.
    frameworkErrors: replyFrameworkError,
    clientErrorHandler: handleClientError,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  if (metrics) registerMetrics(server, config, metrics);
  return server;
}

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../domain/app-error.ts';
import type { AppInfo } from '../domain/app-info.ts';
import type { ContentReader } from '../domain/content.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSsr } from './http/ssr.ts';
import { appInfoRoutes } from './modules/app-info/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { registerSessions } from './modules/session/session-plugin.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { createMenuService } from './modules/menu/service.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { createCartService } from './modules/cart/service.ts';
import { createLocationsService } from './modules/locations/service.ts';
import { createGeocoder } from './providers/geocode/create-geocoder.ts';
import { createAccountModule } from './modules/account/create-account-module.ts';
import type { Mailer } from './providers/mail/mailer.ts';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  app: AppInfo;
  content: ContentReader;
  /** Serve the web app too (off in API integration tests, which need no build). */
  web?: boolean;
  /** E-mail port; default chosen by config (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
}

const ONE_MB = 1024 * 1024;

/** Builds the one Fastify instance that serves /api and the web app (DESIGN §1). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  // One menu cache per process, shared by GET /api/menus and the menu pages' loaders (decision 050).
  const menuService = createMenuService(database.db);
  // Locations read from SQL per request (nearest search, decision 040); the geocoder is chosen by env (DESIGN §5).
  const locationsService = createLocationsService(database.db, createGeocoder(config), deps.app.radar_map.countries);
  let draining = false;
  const server = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Secrets never reach the logs: cookies and credentials are redacted.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    bodyLimit: ONE_MB,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.addHook('onClose', async () => {
    draining = true;
  });
  registerErrorHandling(server);
  // Members: sign-in, profile, favourites, addresses (issue 7, decision 070).
  const account = createAccountModule({ config, db: database.db, app: deps.app, log: server.log, ...(deps.mailer ? { mailer: deps.mailer } : {}) });

  await server.register(cookie);
  registerSessions(server, database.db);
  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await server.register(
    async (api) => {
      await api.register(helmet, { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
      await api.register(rateLimit, { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' });
      await api.register(swagger, {
        openapi: { info: { title: `${deps.app.name} ordering API`, version: deps.app.versions.app } },
        transform: jsonSchemaTransform,
      });
      await api.register(appInfoRoutes(deps.app));
      await api.register(healthRoutes(database, () => draining));
      await api.register(newsletterRoutes(database.db));
      await api.register(sessionRoutes);
      await api.register(menuRoutes(menuService));
      await api.register(locationRoutes(locationsService));
      // Carts, time slots, upsells and track events (issue 5, decision 060).
      await api.register(cartRoutes(createCartService({ db: database.db, menus: menuService })));
      await api.register(account.routes, { prefix: '/account' });
      api.get('/docs', { schema: { hide: true } }, async () => api.swagger());
      api.all('/*', async (request) => {
        throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  if (deps.web !== false) {
    const clientDir = path.resolve(config.BUILD_DIR, 'client');
    if (!existsSync(clientDir)) throw new Error(`No web build at ${clientDir}: run "npm run build" first.`);
    await server.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // Hashed file names under /assets never change: cache them for a year.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    await registerSsr(server, {
      serverBuildPath: path.resolve(config.BUILD_DIR, 'server/index.js'),
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      app: deps.app,
      resolveMember: account.resolveMember,
      services: { content: deps.content, menus: menuService, locations: locationsService },
    });
  }
  return server;
}

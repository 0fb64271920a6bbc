import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
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
import { registerApiSecurityHeaders } from './http/api-security-headers.ts';
import { registerErrorHandling } from './http/errors.ts';
import { handleClientError, replyFrameworkError } from './http/framework-errors.ts';
import { registerInputHygiene } from './http/input-hygiene.ts';
import { REDACTED_PATHS, serializeError, serializeRequest } from './http/log-serializers.ts';
import { PAGE_SECURITY_HEADERS } from './http/security.ts';
import { registerSsr } from './http/ssr.ts';
import { connectPageCache, createPageCache, type PageCache } from './http/page-cache-events.ts';
import { appInfoRoutes } from './modules/app-info/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { newsletterRoutes } from './modules/newsletter/index.ts';
import { registerSessions, sessionRoutes } from './modules/session/index.ts';
import { createAbuseLimits } from './modules/limits/index.ts';
import { createGroupOrderService, groupCheckoutGuard, groupOrderRoutes } from './modules/group-order/index.ts';
import { isGroupOrderEnabled } from '../domain/app-info.ts';
import { registerRewards } from './modules/rewards/index.ts';
import { createMenuService, menuRoutes } from './modules/menu/index.ts';
import { cartRoutes, createCartService, loadServiceFeeCents } from './modules/cart/index.ts';
import {
  createLocationContextCache,
  createLocationsService,
  loadLocationContext,
  locationRoutes,
  type LocationContextCache,
  type LocationContextCacheOptions,
} from './modules/locations/index.ts';
import { createGeocoder } from './providers/geocode/create-geocoder.ts';
import { createMapService, mapRoutes } from './modules/map/index.ts';
import { createAccountModule, createPasswordHasher, type PasswordHasher } from './modules/account/index.ts';
import { createStaffModule } from './modules/staff/index.ts';
import { createIntegrationService, integrationRoutes } from './modules/integrations/index.ts';
import { boardRoutes, createBoardService, createStreamHub } from './modules/board/index.ts';
import { createRealtimeBus, type RealtimeBus } from './realtime/index.ts';
import { availabilityRoutes, createAvailabilityService } from './modules/availability/index.ts';
import { createStoreOpsService, storeOpsRoutes } from './modules/store-ops/index.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { createCheckoutModule, type CheckoutModuleOptions } from './modules/checkout/index.ts';
import { createOrderStatusStreams, orderEventRoutes } from './modules/orders/index.ts';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  app: AppInfo;
  content: ContentReader;
  /** Serve the web app too (off in API integration tests, which need no build). */
  web?: boolean;
  /** E-mail port; default chosen by config (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Password hashing port; default argon2id (decision 070). Tests wrap it to count verifies. */
  passwordHasher?: PasswordHasher;
  /** Where log lines go (default stdout); tests read them to prove no card data is logged. */
  logStream?: { write(line: string): void };
  /** Checkout test seams (issue 6): a wrapped payment provider, injected faults. Default: from config. */
  checkout?: Pick<CheckoutModuleOptions, 'paymentProvider' | 'faults'>;
  /** Test seam: the location-context cache's TTL or clock (decision 215). Default: 1 s, Date.now. */
  locationContexts?: Pick<LocationContextCacheOptions, 'ttlMs' | 'now'>;
}

const ONE_MB = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's location-context cache: what a write of menus, hours, settings or availability invalidates (decision 215). */
    locationContexts: LocationContextCache;
    /** The anonymous HTML cache (issue 18, decision 253): what a write that a page shows drops. */
    pageCache: PageCache;
    /** The realtime bus: where a content edit is announced (decision 256) and tests listen. */
    realtime: RealtimeBus;
  }
}

/** Builds the one Fastify instance that serves /api and the web app (DESIGN §1). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  // One menu cache per process, shared by GET /api/menus and the menu pages' loaders (decision 050).
  const menuService = createMenuService(database.db);
  // One location-context cache per process, shared by cart and checkout (decision 215). A write
  // of a menu's products or availability invalidates { menuId }, which re-checks that menu's stamp too.
  const contexts = createLocationContextCache({
    ...deps.locationContexts,
    load: (menuId, at) => loadLocationContext(database.db, menuService, menuId, at),
  });
  contexts.onInvalidate((scope) => {
    if (scope === 'all') menuService.invalidate('all');
    else if ('menuId' in scope) menuService.invalidate(scope.menuId);
  });
  // Service fee from config/site.json or SERVICE_FEE_CENTS, checked here at boot (decision 124).
  const serviceFeeCents = loadServiceFeeCents(config);
  // Nearest search from an in-memory store index (decisions 040, 145); the geocoder is chosen by env (DESIGN §5).
  const locationsService = createLocationsService(database.db, createGeocoder(config), deps.app.radar_map.countries);
  // The embedded basemap of the stores' metros, built on first use (decision 201).
  const mapService = createMapService(database.db);
  let draining = false;
  const server = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Secrets and personal data never reach the logs (decision 178): URLs without query
            // values, errors without query parameters, known secret fields redacted.
            redact: REDACTED_PATHS,
            serializers: { req: serializeRequest, err: serializeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: ONE_MB,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    // Requests that arrive on an open connection while draining get our 503 envelope (below);
    // Fastify adds Connection: close to them itself.
    return503OnClosing: false,
    // Fastify's own early 4xx (bad percent-encoding, 431 …) in the error envelope (issue 14).
    frameworkErrors: replyFrameworkError,
    clientErrorHandler: handleClientError,
  });
  server.decorate('locationContexts', contexts);
  // The realtime bus (issue 16, decision 224): LISTEN/NOTIFY on PostgreSQL, in-process on PGlite.
  // The board's SSE streams end at drain (preClose, so the server can finish closing); the bus after.
  const bus = createRealtimeBus(database, server.log);
  // The anonymous HTML cache (issue 18, decisions 253–256): dropped on this instance at once, on the others over the bus.
  const pages = createPageCache();
  connectPageCache({ pages, contexts, bus, content: deps.content, log: server.log });
  server.decorate('pageCache', pages).decorate('realtime', bus);
  const boardStreams = createStreamHub({ db: database.db, bus, log: server.log });
  server.addHook('preClose', async () => boardStreams.close());
  // Customers' live order status (decision 235): the same hub, keyed by order and by member.
  const orderStreams = createOrderStatusStreams({ db: database.db, bus, log: server.log });
  server.addHook('preClose', async () => orderStreams.close());
  server.addHook('onClose', async () => bus.close());
  // After the commit; a lost NOTIFY is logged, never the request's failure (boards resync on reconnect).
  const publishOrder = (change: { locationId: string; orderId: string; kind: string; seq: number }) =>
    void bus
      .publish('orders', change)
      .catch((error: unknown) => server.log.warn({ err: error }, 'orders event not published'));
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  // preClose: before the listener closes, so requests during the drain see it (docs/operations.md).
  server.addHook('preClose', async () => {
    draining = true;
  });
  server.addHook('onRequest', async () => {
    if (draining) throw new AppError('UNAVAILABLE', 'This server is restarting. Please try again in a moment.');
  });
  // Load the store index before the first search (decision 145); in-process tests never listen.
  server.addHook('onListen', (done) => {
    locationsService
      .warm()
      .catch((error: unknown) =>
        server.log.warn({ err: error }, 'location index warm-up failed; the first search will load it'),
      );
    done();
  });
  registerErrorHandling(server);
  // Control characters refused and text NFC-normalised for every route, before its contract (decision 176).
  registerInputHygiene(server);
  // Members: sign-in, profile, favourites, addresses (issue 7, decision 070).
  // The limits every instance shares (decision 179), made once: account, checkout and groups count in them.
  const limits = createAbuseLimits(database.db, config);
  // One argon2id hasher (and so one cap on concurrent hashes) for members and staff (decision 070).
  const hasher = deps.passwordHasher ?? createPasswordHasher();
  const account = createAccountModule({
    config,
    db: database.db,
    app: deps.app,
    log: server.log,
    giftCardAttempts: limits.giftCards,
    ...(deps.mailer ? { mailer: deps.mailer } : {}),
    hasher,
  });

  await server.register(cookie);
  registerSessions(server, database.db);
  // Staff accounts (issue 16, decisions 219–223): their own sessions, cookie and CSRF token.
  const staff = createStaffModule(server, { config, db: database.db, hasher });
  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await server.register(
    async (api) => {
      // Helmet's headers, computed once (decision 145).
      registerApiSecurityHeaders(api, {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      });
      // JSON only: a form-style body (urlencoded, multipart, text/plain) is 415 before any handler.
      api.removeContentTypeParser('text/plain');
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
      await api.register(mapRoutes(mapService));
      // Carts, time slots, upsells and track events (issue 5, decision 060).
      const cartService = createCartService({ db: database.db, contexts, serviceFeeCents });
      await api.register(cartRoutes(cartService, { maxBytes: config.EVENT_MAX_BYTES, maxKeys: config.EVENT_MAX_KEYS }));
      // Group orders (issue 8, decision 110): only when the feature is on; off, its paths are unknown routes.
      if (isGroupOrderEnabled(deps.app)) {
        const groups = createGroupOrderService({
          db: database.db,
          carts: cartService,
          maxParticipants: config.GROUP_MAX_PARTICIPANTS,
        });
        await api.register(groupOrderRoutes(groups, limits.groupJoins));
      }
      await api.register(account.routes, { prefix: '/account' });
      // Sold out ("86", issue 16, decision 228): a write drops the menu's context and cached reply.
      const announceAvailability = (locationId: string, menuId: string) =>
        void bus
          .publish('availability', { locationId, menuId, kind: 'sold-out', seq: Date.now() })
          .catch((error: unknown) => server.log.warn({ err: error }, 'availability event not published'));
      await api.register(
        availabilityRoutes(
          createAvailabilityService({
            db: database.db,
            menus: menuService,
            invalidate: contexts.invalidate,
            announce: announceAvailability,
          }),
        ),
        { prefix: '/staff' },
      );
      // Another instance's sold-out change: drop this instance's menu reply and context too (decision 228).
      bus.subscribe('availability', (event) => {
        if (event.menuId) contexts.invalidate({ menuId: event.menuId });
      });
      // The LISTEN connection came back: changes in between may be lost, so drop every cached context.
      bus.onResync(() => contexts.invalidate('all'));
      // Pause/throttle, hours and closures (issue 16, decisions 231–232): writes invalidate both caches at once.
      // Pages go here, once the store index is fresh (store-ops awaits it before announcing; decision 255).
      const announce = (locationId: string, kind: string) => {
        pages.invalidate({ locationId });
        void bus
          .publish('hours', { locationId, kind, seq: Date.now() })
          .catch((error: unknown) => server.log.warn({ err: error }, 'hours event not published'));
      };
      await api.register(
        storeOpsRoutes(createStoreOpsService({ db: database.db, contexts, locations: locationsService, announce })),
        { prefix: '/staff' },
      );
      // Another instance's pause, hours or closure write: drop this instance's copies too (decision 233).
      bus.subscribe('hours', (event) => {
        contexts.invalidate({ locationId: event.locationId });
        void locationsService
          .invalidate(event.locationId)
          .catch((error: unknown) => server.log.warn({ err: error }, 'locations not refreshed'))
          .finally(() => pages.invalidate({ locationId: event.locationId }));
      });
      // Rewards and offers (issue 17, decisions 245–248): only the halves that are on; off, their paths are unknown routes.
      const rewardsHooks = await registerRewards(api, {
        app: deps.app,
        config,
        db: database.db,
        carts: cartService,
        resolveMember: account.resolveMember,
      });
      // Checkout, payments and orders (issue 6, decisions 080-083).
      const checkout = createCheckoutModule({
        config,
        db: database.db,
        app: deps.app,
        contexts,
        carts: cartService,
        resolveMember: account.resolveMember,
        limits,
        log: server.log,
        ...(deps.mailer ? { mailer: deps.mailer } : {}),
        ...(isGroupOrderEnabled(deps.app) ? { guards: [groupCheckoutGuard(database.db)] } : {}),
        ...rewardsHooks,
        ...deps.checkout,
        onOrderChanged: (change) => publishOrder(change),
      });
      // Staff routes, with the live order board in their scope (issue 16, decisions 225–226).
      const board = createBoardService({ db: database.db, orders: checkout.orders });
      await api.register(staff.routesWith([boardRoutes({ db: database.db, service: board, hub: boardStreams })]), {
        prefix: '/staff',
      });
      await api.register(checkout.checkoutRoutes);
      await api.register(checkout.orderRoutes);
      // The integration API: per-integration keys, scopes, the same status machine (decision 242).
      if (config.STAFF_API_KEY)
        server.log.warn(
          'STAFF_API_KEY is deprecated: it acts as one every-location integration key; make per-integration keys with `npm run integration:create` (decision 242).',
        );
      await api.register(
        integrationRoutes(
          createIntegrationService({ db: database.db, orders: checkout.orders, legacyKey: config.STAFF_API_KEY }),
        ),
      );
      await api.register(
        orderEventRoutes({ service: checkout.orders, streams: orderStreams, resolveMember: account.resolveMember }),
      );
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
        for (const [name, value] of PAGE_SECURITY_HEADERS) res.header(name, value);
      },
    });
    await registerSsr(server, {
      serverBuildPath: path.resolve(config.BUILD_DIR, 'server/index.js'),
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      app: deps.app,
      resolveMember: account.resolveMember,
      pageCache: pages,
      services: {
        content: deps.content,
        menus: menuService,
        locations: locationsService,
        map: mapService,
        payments: { sandbox: config.PAYMENT_PROVIDER === 'sandbox' },
      },
    });
  }
  return server;
}

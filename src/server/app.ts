import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../domain/app-error.ts';
import { isGroupOrderEnabled, type AppInfo } from '../domain/app-info.ts';
import type { ContentReader } from '../domain/content.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiDocs } from './http/api-docs-viewer.ts';
import { registerApiSecurityHeaders } from './http/api-security-headers.ts';
import { registerErrorHandling } from './http/errors.ts';
import { metricsFor } from './metrics/serve-metrics.ts';
import { registerInputHygiene } from './http/input-hygiene.ts';
import type { PageCache } from './http/page-cache-events.ts';
import type { PageRenderObserver } from './http/ssr.ts';
import { appInfoRoutes } from './modules/app-info/index.ts';
import { healthRoutes, type Lifecycle } from './modules/health/index.ts';
import { newsletterRoutes } from './modules/newsletter/index.ts';
import { registerSessions, sessionRoutes } from './modules/session/index.ts';
import { createAbuseLimits } from './modules/limits/index.ts';
import { createGroupOrderService, groupCheckoutGuard, groupOrderRoutes } from './modules/group-order/index.ts';
import { registerRewards } from './modules/rewards/index.ts';
import { createRefundService, refundRoutes } from './modules/refunds/index.ts';
import { createReportsService, reportRoutes } from './modules/reports/index.ts';
import { staffOrderRoutes } from './modules/staff-orders/index.ts';
import { createCustomerService, customerRoutes } from './modules/customers/index.ts';
import { createMenuService, menuRoutes } from './modules/menu/index.ts';
import { createFilePhotoStore, photoFileRoutes } from './modules/catalogue/index.ts';
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
import { integrationApi } from './wiring/integration-wiring.ts';
import { boardRoutes, createBoardService } from './modules/board/index.ts';
import type { RealtimeBus } from './realtime/index.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { sharedSecret } from './db/shared-secret.ts';
import { createCheckoutModule, createCheckoutStart, type CheckoutModuleOptions } from './modules/checkout/index.ts';
import { claimGuestOrders, orderEventRoutes } from './modules/orders/index.ts';
import { createServer } from './wiring/create-server.ts';
import { publishLogged } from './wiring/publish-logged.ts';
import { wireRealtime } from './wiring/realtime-wiring.ts';
import { registerStoreOps, storesRoutesWith } from './wiring/store-ops-wiring.ts';
import { registerWeb } from './wiring/web-wiring.ts';
import { wireLifecycle } from './wiring/lifecycle-wiring.ts';
import { wireStaff } from './wiring/staff-wiring.ts';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  app: AppInfo;
  content: ContentReader;
  /** Serve the web app too (off in API integration tests, which need no build). */
  web?: boolean;
  /** E-mail port; default chosen by config (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Password hashing port; default argon2id. Tests wrap it to count verifies. */
  passwordHasher?: PasswordHasher;
  /** Where log lines go (default stdout); tests read them to prove no card data is logged. */
  logStream?: { write(line: string): void };
  /** Checkout test seams: a wrapped payment provider, injected faults. Default: from config. */
  checkout?: Pick<CheckoutModuleOptions, 'paymentProvider' | 'faults'>;
  /** Test seam: the location-context cache's TTL or clock. Default: 1 s, Date.now. */
  locationContexts?: Pick<LocationContextCacheOptions, 'ttlMs' | 'now'>;
  /** Test seam: the menu cache's clock (its once-a-second stamp check). Default: Date.now. */
  menuClock?: () => number;
  /** Test seam: sees every route as it is registered (the OpenAPI test holds the document to them). */
  onRoute?: (route: RouteOptions) => void;
  /** Test seam: sees each page request and load context React Router renders (tests/ops/page-stream.test.ts). */
  onPageRender?: PageRenderObserver;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's location-context cache: what a write of menus, hours, settings or availability invalidates. */
    locationContexts: LocationContextCache;
    /** The anonymous HTML cache: what a write that a page shows drops. */
    pageCache: PageCache;
    /** The realtime bus: where a content edit is announced and tests listen. */
    realtime: RealtimeBus;
    /** Where the process is in its life: main.ts marks the stop, readiness reports it. */
    lifecycle: Lifecycle;
  }
}

/** Builds the one Fastify instance that serves /api and the web app (DESIGN §1). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, content } = deps;
  // One menu cache per process, shared by GET /api/menus and the menu pages' loaders.
  const menuService = createMenuService(database.db, deps.menuClock);
  // One location-context cache per process, shared by cart and checkout. A write
  // of a menu's products or availability invalidates { menuId }, which re-checks that menu's stamp too.
  const contexts = createLocationContextCache({
    ...deps.locationContexts,
    load: (menuId, at) => loadLocationContext(database.db, menuService, menuId, at),
  });
  contexts.onInvalidate((scope) => {
    if (scope === 'all') menuService.invalidate('all');
    else if ('menuId' in scope) menuService.invalidate(scope.menuId);
  });
  // Service fee from config/site.json or SERVICE_FEE_CENTS, checked here at boot.
  const serviceFeeCents = loadServiceFeeCents(config);
  // Carts, time slots, upsells and track events; checkout's page reads them too.
  const cartService = createCartService({ db: database.db, contexts, serviceFeeCents });
  // Nearest search from an in-memory store index; the geocoder is chosen by env (DESIGN §5).
  const locationsService = createLocationsService(database.db, createGeocoder(config), deps.app.radar_map.countries);
  // The embedded basemap of the stores' metros, built on first use.
  const mapService = createMapService(database.db);
  const metrics = metricsFor(config); // null unless an operator asks (METRICS_PORT, METRICS_TOKEN)
  const server = createServer(config, metrics, deps.logStream);
  if (deps.onRoute) server.addHook('onRoute', deps.onRoute);
  server.decorate('locationContexts', contexts);
  const { lifecycle, isClosing } = wireLifecycle(server);
  // The realtime bus, the page cache it keeps fresh and the SSE hubs on it.
  const { bus, pages, boardStreams, orderStreams } = wireRealtime(server, database, contexts, content, metrics, config);
  // Load the store index before the first search; in-process tests never listen.
  server.addHook('onListen', (done) => {
    locationsService
      .warm()
      .catch((error: unknown) =>
        server.log.warn({ err: error }, 'location index warm-up failed; the first search will load it'),
      );
    done();
  });
  registerErrorHandling(server);
  // Control characters refused and text NFC-normalized for every route, before its contract.
  registerInputHygiene(server);
  // Members: sign-in, profile, favorites, addresses.
  // The limits every instance shares, made once: account, checkout and groups count in them.
  const limits = createAbuseLimits(database.db, config);
  // One argon2id hasher (and so one cap on concurrent hashes) for members and staff.
  const hasher = deps.passwordHasher ?? createPasswordHasher();
  const account = createAccountModule({
    config,
    db: database.db,
    app: deps.app,
    log: server.log,
    giftCardAttempts: limits.giftCards,
    ...(deps.mailer ? { mailer: deps.mailer } : {}),
    hasher,
    // A guest who later signs up and verifies the e-mail of their orders finds them in their history.
    onEmailVerified: (tx, memberId, email) => claimGuestOrders(tx, memberId, email),
  });
  await server.register(cookie);
  registerSessions(server, database.db);
  const staff = wireStaff(server, { config, db: database.db, hasher, bus, boardStreams, menus: menuService }, deps);
  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const photos = createFilePhotoStore(config.PHOTOS_DIR ?? path.join(config.DATA_DIR, 'photos'));
  await server.register(photoFileRoutes(photos));

  await server.register(
    async (api) => {
      // Helmet's headers for JSON, computed once.
      registerApiSecurityHeaders(api);
      // JSON only: a form-style body (urlencoded, multipart, text/plain) is 415 before any handler.
      api.removeContentTypeParser('text/plain');
      // The limit's headers go on the 429 only (with Retry-After): a client under the limit has
      // nothing to act on, and three headers on every reply are work per reply.
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
      });
      // The OpenAPI document of the routes below and its viewer at /api/docs.
      await registerApiDocs(api, { title: `${deps.app.name} ordering API`, version: deps.app.versions.app });
      await api.register(appInfoRoutes(deps.app));
      await api.register(healthRoutes({ database, bus, lifecycle, isClosing, version: deps.app.versions.app }));
      await api.register(newsletterRoutes(database.db));
      await api.register(sessionRoutes);
      await api.register(menuRoutes(menuService));
      await api.register(locationRoutes(locationsService));
      await api.register(mapRoutes(mapService));
      await api.register(cartRoutes(cartService, { maxBytes: config.EVENT_MAX_BYTES, maxKeys: config.EVENT_MAX_KEYS }));
      // Group orders: only when the feature is on; off, its paths are unknown routes.
      if (isGroupOrderEnabled(deps.app)) {
        const groups = createGroupOrderService({
          db: database.db,
          carts: cartService,
          maxParticipants: config.GROUP_MAX_PARTICIPANTS,
        });
        await api.register(groupOrderRoutes(groups, limits.groupJoins));
      }
      await api.register(account.routes, { prefix: '/account' });
      // Sold out, pause/throttle, hours and closures: every cached copy dropped on every instance.
      const storeOps = await registerStoreOps(api, {
        db: database.db,
        bus,
        contexts,
        pages,
        menus: menuService,
        locations: locationsService,
        log: server.log,
        photos,
      });
      // Rewards and offers: only the halves that are on; off, their paths are unknown routes.
      const {
        onRefund,
        staff: staffRewards,
        ...rewardsHooks
      } = await registerRewards(api, {
        app: deps.app,
        config,
        db: database.db,
        carts: cartService,
        resolveMember: account.resolveMember,
      });
      // Checkout, payments and orders.
      const checkout = createCheckoutModule({
        config,
        db: database.db,
        // One key for every instance of this database, so a card entered on one is paid on another.
        tokenSecret: config.PAYMENT_TOKEN_SECRET ?? (await sharedSecret(database.db, 'payment_token')),
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
        onOrderChanged: (change) => publishLogged(bus, server.log, 'orders', change),
        orderNotice: (change) => bus.statementNotice('orders', change),
        ...metrics?.checkout,
      });
      // Staff routes, with the live order board in their scope.
      const board = createBoardService({ db: database.db, orders: checkout.orders });
      // Refunds of completed orders: whatever the rewards flags say.
      const refunds = createRefundService({
        db: database.db,
        provider: checkout.provider,
        log: server.log,
        ...(onRefund ? { onRefund } : {}),
        onChanged: (change) => publishLogged(bus, server.log, 'orders', change),
        mail: { mailer: checkout.mailer, brand: deps.app.name },
      });
      await api.register(
        staff.routesWith([
          boardRoutes({ db: database.db, service: board, hub: boardStreams }),
          refundRoutes(refunds),
          reportRoutes(createReportsService(database.db)),
          staffOrderRoutes(database.db),
          customerRoutes(createCustomerService({ db: database.db, rewards: staffRewards })),
          storesRoutesWith({ db: database.db, streams: staff.storesStreams, ops: storeOps }),
        ]),
        { prefix: '/staff' },
      );
      await api.register(checkout.checkoutRoutes);
      await api.register(checkout.orderRoutes);
      await api.register(
        integrationApi({ db: database.db, orders: checkout.orders, legacyKey: config.STAFF_API_KEY, log: server.log }),
      );
      const streams = { db: database.db, service: checkout.orders, streams: orderStreams };
      await api.register(orderEventRoutes({ ...streams, resolveMember: account.resolveMember }));
      // Answers only errors, so its operation documents no success reply.
      api.all('/*', { schema: { access: 'public', response: {} } }, async (request) => {
        throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  if (deps.web !== false) {
    await registerWeb(server, {
      config,
      app: deps.app,
      content: deps.content,
      pageCache: pages,
      resolveMember: account.resolveMember,
      checkoutStart: createCheckoutStart({ carts: cartService, resolveMember: account.resolveMember }),
      db: database.db,
      services: { menus: menuService, locations: locationsService, map: mapService },
      onRender: deps.onPageRender,
    });
  }
  return server;
}

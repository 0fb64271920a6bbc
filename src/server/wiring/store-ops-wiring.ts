import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { PageCache } from '../http/page-cache-events.ts';
import {
  availabilityRoutes,
  createAvailabilityService,
  type AvailabilityService,
} from '../modules/availability/index.ts';
import { catalogueRoutes, createCatalogueService } from '../modules/catalogue/index.ts';
import {
  createDailyLimitsService,
  dailyLimitMenuRoutes,
  dailyLimitStaffRoutes,
} from '../modules/daily-limits/index.ts';
import type { LocationContextCache, LocationsService } from '../modules/locations/index.ts';
import type { MenuService } from '../modules/menu/index.ts';
import { createStoreOpsService, storeOpsRoutes, type StoreOpsService } from '../modules/store-ops/index.ts';
import type { DataChannel, RealtimeBus, RealtimeEvent } from '../realtime/index.ts';
import { createReportsService } from '../modules/reports/index.ts';
import {
  createBrandActions,
  createStoresStreams,
  storesRoutes,
  storesSnapshotAt,
  type StoresStreams,
} from '../modules/stores/index.ts';
import { publishLogged } from './publish-logged.ts';

export interface StoreOpsWiring {
  db: Db;
  bus: RealtimeBus;
  contexts: LocationContextCache;
  pages: PageCache;
  menus: MenuService;
  locations: LocationsService;
  log: FastifyBaseLogger;
}

/**
 * The staff writes every cached copy depends on — sold out ("86"), pause/throttle, hours and
 * closures, the menu editor's publishes — and the bus events that make other instances
 * drop their copies too. Registered under /api/staff.
 */
export async function registerStoreOps(api: FastifyInstance, w: StoreOpsWiring) {
  const { bus, contexts, pages, log } = w;
  const publish = (channel: DataChannel, event: RealtimeEvent) => publishLogged(bus, log, channel, event);
  // Sold out: a write drops the menu's context and cached reply.
  const availability = createAvailabilityService({
    db: w.db,
    menus: w.menus,
    invalidate: contexts.invalidate,
    announce: (locationId, menuId) =>
      publish('availability', { locationId, menuId, kind: 'sold-out', seq: Date.now() }),
  });
  await api.register(availabilityRoutes(availability), { prefix: '/staff' });
  // The menu editor: a publish, restore or store override drops those menus' copies here and, over the bus, everywhere.
  const menusChanged = (stores: { locationId: string; menuId: string }[], brandMenuIds: string[]) => {
    const all = [...stores, ...brandMenuIds.map((menuId) => ({ locationId: menuId, menuId }))];
    for (const { locationId, menuId } of all) {
      contexts.invalidate({ menuId });
      publish('availability', { locationId, menuId, kind: 'menu-version', seq: Date.now() });
    }
  };
  await api.register(catalogueRoutes(createCatalogueService({ db: w.db, changed: menusChanged })), {
    prefix: '/staff',
  });
  // Daily limits for pre-orders: the store's settings (staff) and what is left (customers).
  const limits = createDailyLimitsService({ db: w.db, now: () => new Date() });
  await api.register(dailyLimitStaffRoutes(limits), { prefix: '/staff' });
  await api.register(dailyLimitMenuRoutes(limits));
  // Another instance's sold-out change: drop this instance's menu reply and context too.
  bus.subscribe('availability', (event) => {
    if (event.menuId) contexts.invalidate({ menuId: event.menuId });
  });
  // The LISTEN connection came back: changes in between may be lost, so drop every cached context.
  bus.onResync(() => contexts.invalidate('all'));
  // Pause/throttle, hours and closures: writes invalidate both caches at once.
  // Pages go here, once the store index is fresh (store-ops awaits it before announcing).
  const announce = (locationId: string, kind: string) => {
    pages.invalidate({ locationId });
    publish('hours', { locationId, kind, seq: Date.now() });
  };
  const storeOps = createStoreOpsService({ db: w.db, contexts, locations: w.locations, announce });
  await api.register(storeOpsRoutes(storeOps), { prefix: '/staff' });
  // Another instance's pause, hours or closure write: drop this instance's copies too.
  bus.subscribe('hours', (event) => {
    contexts.invalidate({ locationId: event.locationId });
    void w.locations
      .invalidate(event.locationId)
      .catch((error: unknown) => log.warn({ err: error }, 'locations not refreshed'))
      .finally(() => pages.invalidate({ locationId: event.locationId }));
  });
  return { storeOps, availability };
}

/** The all-stores view's SSE hub on the bus: its streams end at drain, like the board's. */
export function wireStoresStreams(server: FastifyInstance, o: { db: Db; bus: RealtimeBus }) {
  const deps = { db: o.db, reports: createReportsService(o.db) };
  const streams = createStoresStreams({
    bus: o.bus,
    log: server.log,
    snapshot: (scope, now) => storesSnapshotAt(deps, scope, now),
  });
  server.addHook('preClose', async () => streams.close());
  return streams;
}

/** /api/staff/stores and its brand actions, whose writes drop the same caches one store's page does. */
export function storesRoutesWith(o: {
  db: Db;
  streams: StoresStreams;
  ops: { storeOps: StoreOpsService; availability: AvailabilityService };
}) {
  const deps = { db: o.db, reports: createReportsService(o.db) };
  return storesRoutes({
    db: o.db,
    snapshot: (scope, now) => storesSnapshotAt(deps, scope, now),
    streams: o.streams,
    actions: createBrandActions({
      db: o.db,
      afterStoreOps: o.ops.storeOps.afterWrite,
      afterMarks: o.ops.availability.afterWrite,
    }),
  });
}

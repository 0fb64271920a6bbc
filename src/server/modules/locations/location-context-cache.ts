import { AppError } from '../../../domain/app-error.ts';
import type { LocationContext } from './location-context.ts';

/** What an invalidation covers: one location, one menu (a location sells one menu), or everything. */
export type ContextScope = { locationId: string } | { menuId: string } | 'all';

export interface LocationContextCacheOptions {
  /** Reads one menu's context from the database (`loadLocationContext`); null for an unknown menu. */
  load: (menuId: string, at: Date) => Promise<LocationContext | null>;
  /**
   * How long a context is used without a reload. Within this process every write calls
   * `invalidate`, so the TTL only bounds what another instance's write takes to show
   * here, until a LISTEN/NOTIFY calls `invalidate` on every instance.
   */
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds; tests pass a controlled clock. */
  now?: () => number;
}

export type LocationContextCache = ReturnType<typeof createLocationContextCache>;

/** Default TTL: a change made through another instance shows here within a second. */
export const CONTEXT_TTL_MS = 1000;

/**
 * One cache of each menu's location context (settings, hours, closures, full slots, the menu),
 * created once in app wiring and shared by cart and checkout. Every write that
 * changes menus, location settings, hours, slot capacity or availability calls `invalidate`;
 * `version()` grows with each call, so a page cache can put it in its key.
 *
 * A load that was under way when an invalidation came is handed to the callers that were
 * already waiting but never stored: the version it started at is no longer current.
 */
export function createLocationContextCache(options: LocationContextCacheOptions) {
  const ttl = options.ttlMs ?? CONTEXT_TTL_MS;
  const max = options.maxEntries ?? 1000;
  const clock = options.now ?? Date.now;
  const entries = new Map<string, { ctx: LocationContext; loadedAt: number }>();
  // One reload per menu at a time: when a context turns stale, every request that finds it so
  // waits for the same read instead of each sending its own.
  const reloading = new Map<string, Promise<LocationContext | null>>();
  const listeners = new Set<(scope: ContextScope) => void>();
  let version = 0;

  const load = (menuId: string, at: Date): Promise<LocationContext | null> => {
    const startedAt = version;
    return options.load(menuId, at).then((ctx) => {
      if (ctx && startedAt === version) {
        if (entries.size >= max) entries.clear();
        entries.set(menuId, { ctx, loadedAt: clock() });
      }
      return ctx;
    });
  };

  const shared = (menuId: string, at: Date): Promise<LocationContext | null> => {
    const pending = reloading.get(menuId);
    if (pending) return pending;
    const promise = load(menuId, at).finally(() => {
      if (reloading.get(menuId) === promise) reloading.delete(menuId);
    });
    reloading.set(menuId, promise);
    return promise;
  };

  /** The menu's context, or null for an unknown menu. `fresh` reads it now (starting a cart, moving one). */
  const find = (menuId: string, at: Date, fresh = false): Promise<LocationContext | null> => {
    if (fresh) return load(menuId, at);
    const hit = entries.get(menuId);
    if (hit && clock() - hit.loadedAt < ttl) return Promise.resolve(hit.ctx);
    return shared(menuId, at);
  };

  return {
    find,

    /** As `find`, but an unknown menu is a 404 (the cart's calls). */
    async contextFor(menuId: string, at: Date, fresh = false): Promise<LocationContext> {
      const ctx = await find(menuId, at, fresh);
      if (!ctx) throw new AppError('NOT_FOUND', `No menu with id "${menuId}"`);
      return ctx;
    },

    /**
     * Drops what the scope covers, at once, in this process; the next read reloads it. Call it
     * after every write of menus, location settings, hours, closures, capacity or availability,
     * and when a slot fills. Listeners (the menu cache) hear every call.
     */
    invalidate(scope: ContextScope): void {
      version += 1;
      if (scope === 'all') entries.clear();
      else if ('menuId' in scope) entries.delete(scope.menuId);
      else for (const [menuId, hit] of entries) if (hit.ctx.location.id === scope.locationId) entries.delete(menuId);
      // Reads already under way finish for their callers; later ones start afresh.
      reloading.clear();
      for (const listener of listeners) listener(scope);
    },

    /** Grows with every invalidation in this process: part of a cache key built from contexts. */
    version: (): number => version,

    /** Also told of every invalidation (e.g. the menu service re-checks its stamps). Returns an unsubscribe. */
    onInvalidate(listener: (scope: ContextScope) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

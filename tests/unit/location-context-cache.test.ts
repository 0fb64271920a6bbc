import { describe, expect, it } from 'vitest';
import type { LocationContext } from '../../src/server/modules/locations/index.ts';
import { createLocationContextCache, type ContextScope } from '../../src/server/modules/locations/index.ts';

/** The one location-context cache of cart and checkout (decision 215), with a controlled clock and loader. */
const LOCATION_OF: Record<string, string> = { 'menu-a': 'loc-a', 'menu-b': 'loc-b' };

function setup(ttlMs = 1000) {
  let clock = 0;
  let reads = 0;
  // Each read returns a new object, stamped with the read number, so a test sees which read it got.
  const gates: Array<() => void> = [];
  let holdReads = false;
  const load = async (menuId: string): Promise<LocationContext | null> => {
    reads += 1;
    const read = reads;
    if (holdReads) await new Promise<void>((resolve) => gates.push(resolve));
    if (!LOCATION_OF[menuId]) return null;
    return { path: `read-${read}`, location: { id: LOCATION_OF[menuId] } } as unknown as LocationContext; // only the fields the cache reads
  };
  const cache = createLocationContextCache({ load, ttlMs, now: () => clock });
  return {
    cache,
    reads: () => reads,
    advance: (ms: number) => (clock += ms),
    hold: () => (holdReads = true),
    release: () => {
      holdReads = false;
      for (const open of gates.splice(0)) open();
    },
  };
}
const at = new Date('2026-11-25T12:00:00Z');

describe('location-context cache (decision 215)', () => {
  it('reads a menu once within the TTL and again after it (controlled clock)', async () => {
    const s = setup(1000);
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-1');
    s.advance(999);
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-1');
    s.advance(1);
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-2');
    expect(s.reads()).toBe(2);
  });

  it('invalidate drops a menu, a location or everything at once, and nothing else', async () => {
    const s = setup();
    await s.cache.contextFor('menu-a', at);
    await s.cache.contextFor('menu-b', at);
    s.cache.invalidate({ menuId: 'menu-a' });
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-3');
    expect((await s.cache.contextFor('menu-b', at)).path).toBe('read-2');
    s.cache.invalidate({ locationId: 'loc-b' });
    expect((await s.cache.contextFor('menu-b', at)).path).toBe('read-4');
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-3');
    s.cache.invalidate('all');
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-5');
    expect((await s.cache.contextFor('menu-b', at)).path).toBe('read-6');
  });

  it('the version grows with every invalidation, and listeners hear each scope', () => {
    const s = setup();
    const heard: ContextScope[] = [];
    const stop = s.cache.onInvalidate((scope) => heard.push(scope));
    expect(s.cache.version()).toBe(0);
    s.cache.invalidate({ menuId: 'menu-a' });
    s.cache.invalidate({ locationId: 'loc-a' });
    s.cache.invalidate('all');
    expect(s.cache.version()).toBe(3);
    expect(heard).toEqual([{ menuId: 'menu-a' }, { locationId: 'loc-a' }, 'all']);
    stop();
    s.cache.invalidate('all');
    expect(heard).toHaveLength(3);
    expect(s.cache.version()).toBe(4);
  });

  it('concurrent misses share one read', async () => {
    const s = setup();
    s.hold();
    const both = Promise.all([s.cache.contextFor('menu-a', at), s.cache.contextFor('menu-a', at)]);
    s.release();
    const [one, two] = await both;
    expect(one).toBe(two);
    expect(s.reads()).toBe(1);
  });

  it('a read under way when an invalidation comes is not stored, and later callers do not join it', async () => {
    const s = setup();
    s.hold();
    const before = s.cache.contextFor('menu-a', at);
    s.cache.invalidate({ locationId: 'loc-a' });
    const after = s.cache.contextFor('menu-a', at);
    s.release();
    expect((await before).path).toBe('read-1');
    expect((await after).path).toBe('read-2');
    // read-2 started after the invalidation, so it is the one kept.
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-2');
    expect(s.reads()).toBe(2);
  });

  it('fresh reads now; an unknown menu is null to find and a 404 to contextFor, and is not cached', async () => {
    const s = setup();
    await s.cache.contextFor('menu-a', at);
    expect((await s.cache.contextFor('menu-a', at, true)).path).toBe('read-2');
    expect((await s.cache.contextFor('menu-a', at)).path).toBe('read-2');
    expect(await s.cache.find('nope', at)).toBeNull();
    await expect(s.cache.contextFor('nope', at)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No menu with id "nope"',
    });
    expect(s.reads()).toBe(4);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cacheablePageTags } from '../../src/server/http/cacheable-pages.ts';
import { createPageCache, pageTags } from '../../src/server/http/page-cache.ts';
import { inlineScriptHashes, sharedCacheControl } from '../../src/server/http/ssr-cached-pages.ts';

// The anonymous HTML cache's rules, without a server.
const page = (text: string) => async () => ({
  status: 200,
  headers: [] as [string, string][],
  body: Buffer.from(text),
  csp: 'csp',
  keep: true,
});

describe('page cache', () => {
  it('concurrent misses of one key share one render; later requests hit', async () => {
    const cache = createPageCache();
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async () => {
      renders += 1;
      await gate;
      return page('<p>menu</p>')();
    };
    const all = Promise.all([1, 2, 3].map(() => cache.get('k', ['content'], render)));
    release();
    const [a, b, c] = await all;
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await cache.get('k', ['content'], render)).toBe(a);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('a render that began before an invalidation is served to its waiters but not kept', async () => {
    const cache = createPageCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = cache.get('k', pageTags.menu('10101'), async () => {
      await gate;
      return page('old')();
    });
    cache.invalidate({ menuId: '10101' });
    release();
    const served = await first;
    expect(served.body.toString()).toBe('old');
    // Neither kept here nor by a shared cache in front (it goes out no-store).
    expect(served.keep).toBe(false);
    expect((await cache.get('k', pageTags.menu('10101'), page('new'))).body.toString()).toBe('new');
  });

  it('drops by what a page shows: its menu, a location change, content; keeps the rest', async () => {
    const cache = createPageCache();
    await cache.get('menu-a', pageTags.menu('A'), page('a'));
    await cache.get('menu-b', pageTags.menu('B'), page('b'));
    await cache.get('loc', pageTags.locations(), page('l'));
    await cache.get('home', pageTags.content(), page('h'));
    cache.invalidate({ menuId: 'A' });
    expect(cache.stats().entries).toBe(3);
    cache.invalidate({ locationId: 'x' });
    // Menu pages show a location's pause: they go with the location pages; the home page stays.
    expect(cache.stats().entries).toBe(1);
    cache.invalidate('content');
    expect(cache.stats().entries).toBe(0);
  });

  it('every page lives until the next full minute at most (clock-judged states)', async () => {
    let now = 10 * 60_000 + 59_000;
    const cache = createPageCache({ now: () => now });
    const first = await cache.get('k', ['content'], page('x'));
    now += 999;
    expect(await cache.get('k', ['content'], page('y'))).toBe(first);
    now += 1;
    const next = await cache.get('k', ['content'], page('y'));
    expect(next.body.toString()).toBe('y');
    // A shared cache keeps it as long: to the next full minute, then stale while it asks again.
    expect(sharedCacheControl(next, now + 15_000)).toBe(
      'public, max-age=0, s-maxage=45, stale-while-revalidate=30, stale-if-error=86400',
    );
  });

  it('is bounded by bytes, least recently used first; an error page is never kept', async () => {
    const cache = createPageCache({ maxBytes: 40 });
    await cache.get('a', ['content'], page('0123456789'));
    await cache.get('b', ['content'], page('0123456789'));
    await cache.get('a', ['content'], page('other'));
    await cache.get('c', ['content'], page('0123456789'));
    await cache.get('d', ['content'], page('0123456789'));
    await cache.get('e', ['content'], page('0123456789'));
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 40 });
    // b was the least recently used (a was read after it).
    expect((await cache.get('a', ['content'], page('other'))).body.toString()).toBe('0123456789');
    expect((await cache.get('b', ['content'], page('fresh'))).body.toString()).toBe('fresh');
    await cache.get('f', ['content'], async () => ({ ...(await page('nope')()), status: 404, keep: false }));
    expect((await cache.get('f', ['content'], page('yes'))).body.toString()).toBe('yes');
  });

  it('the ETag follows the body', async () => {
    const cache = createPageCache();
    const a = await cache.get('a', ['content'], page('same'));
    const b = await cache.get('b', ['content'], page('same'));
    const c = await cache.get('c', ['content'], page('different'));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });
});

describe('inline script hashes', () => {
  it('hashes every inline script, not external ones', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const html =
      '<script>a()</script><script type="module" src="/assets/x.js"></script><script type="module">import "b";</script><script async src="/y.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "b";')]);
  });
});

describe('cacheable pages', () => {
  it('browse pages are cached with their tags; account, order, kiosk, staff and data requests never', () => {
    expect(cacheablePageTags('/', '1')).toEqual(pageTags.content());
    expect(cacheablePageTags('/about-us', '1')).toEqual(pageTags.content());
    expect(cacheablePageTags('/menu', '1')).toEqual(pageTags.menu('1'));
    expect(cacheablePageTags('/menu/category/bakery', '1')).toEqual(pageTags.menu('1'));
    expect(cacheablePageTags('/menu/10101/product/p-x', '1')).toEqual(pageTags.menu('10101'));
    expect(cacheablePageTags('/locations/ma/boston', '1')).toEqual(pageTags.locations());
    for (const path of [
      '/account',
      '/account/signin',
      '/order',
      '/order/checkout',
      '/app/checkout',
      '/staff/board/x',
      '/menu/10101.data',
      '/menu/%E0%A4%A',
    ]) {
      expect(cacheablePageTags(path, '1')).toBeNull();
    }
  });
});

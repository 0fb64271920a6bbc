import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { pgChannelOf } from '../../src/server/realtime/channels.ts';
import { COOKIE, PASSWORD, memberInput } from '../api/account-support.ts';
import { createStaff, STAFF_COOKIE, STAFF_PASSWORD } from '../api/staff-support.ts';
import { pgUrlFor, withAdmin } from '../support/test-databases.ts';
import { freePort, startApp, type AppProcess } from './support/app-process.ts';
import { startNginxCache } from './support/nginx-cache.ts';
import { startVarnishCache } from './support/varnish-cache.ts';
import { sqlRows } from './support/sql.ts';
import { almondSoldOut } from './support/sold-out-mark.ts';

/**
 * The production build behind the documented shared caches, on PostgreSQL: Debian's nginx with
 * deploy/nginx/larkspur.conf (proxy_cache and its cache_purge entrance, PAGE_PURGE_BY=url) and
 * Debian's Varnish with deploy/varnish/larkspur.vcl (ban by tag, PAGE_PURGE_BY=tag): what the cache
 * serves, that no member's page is ever in it, and that an edit shows through it at once.
 */
const MENU_PAGE = '/menu/10101';
const BACK_BAY = 'bos-back-bay';
const ALMOND = 'p-almond-croissant';
const PAGES = ['/', '/menu', MENU_PAGE, '/menu/10101/category/croissants', '/locations/ma/boston/214-newbury-street'];
const ANALYTICS = '_ga=GA1.2.1234567890.1700000000; consent=analytics';
/** A shared cache in front of the app, as the tests see it. */
interface Front {
  base: string;
  /** The cache's verdict on a reply. */
  status(reply: Response): string;
  /** Verdicts of a reply served without the app rendering. */
  fromCache: Set<string>;
  /** The verdict on a request the cache passes to the app (a session cookie). */
  passed: string;
  /** Every stored copy as text, where the cache keeps them in files. */
  copies: (() => string[]) | null;
  purge: { url: string; by: 'tag' | 'url' };
  stop(): Promise<void>;
}

/** Every copy nginx keeps, as text (the test asks for identity bodies, so names would show). */
function cachedCopies(cacheDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(readFileSync(file, 'latin1'));
    }
  };
  walk(cacheDir);
  return files;
}

async function nginxFront(appPort: number): Promise<Front> {
  const nginx = await startNginxCache({ port: await freePort(), upstream: `127.0.0.1:${appPort}` });
  return {
    base: nginx.base,
    status: (reply) => reply.headers.get('x-cache-status') ?? '-',
    // STALE and UPDATING: the stored copy while nginx refreshes it.
    fromCache: new Set(['HIT', 'STALE', 'UPDATING']),
    passed: 'BYPASS',
    copies: () => cachedCopies(nginx.cacheDir),
    purge: { url: nginx.purgeBase, by: 'url' },
    stop: () => nginx.stop(),
  };
}

async function varnishFront(appPort: number): Promise<Front> {
  const varnish = await startVarnishCache({ port: await freePort(), upstream: { host: '127.0.0.1', port: appPort } });
  return {
    base: varnish.base,
    status: (reply) => reply.headers.get('x-cache') ?? '-',
    fromCache: new Set(['HIT']),
    passed: 'MISS',
    copies: null,
    purge: { url: varnish.base, by: 'tag' },
    stop: () => varnish.stop(),
  };
}

describe.each([
  ['nginx proxy_cache', nginxFront],
  ['Varnish', varnishFront],
] as const)('%s in front of the production build', (_name, startFront) => {
  let front: Front;
  let app: AppProcess;
  let databaseUrl: string;
  let databaseName: string;
  let contentDir: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${front.base}${url}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    databaseName = `larkspur_ops_pagecache_${randomBytes(5).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${databaseName}`));
    databaseUrl = pgUrlFor(databaseName);
    contentDir = mkdtempSync(path.join(tmpdir(), 'larkspur-front-content-'));
    cpSync('content', contentDir, { recursive: true });
    const appPort = await freePort();
    front = await startFront(appPort);
    app = await startApp(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'larkspur-front-data-')),
        CONTENT_DIR: contentDir,
        TRUST_PROXY: '1',
        PUBLIC_URL: front.base,
        PAGE_PURGE_URL: front.purge.url,
        PAGE_PURGE_BY: front.purge.by,
        RATE_LIMIT_PER_MINUTE: '100000',
        ACCOUNT_LIMIT_PER_IP: '1000',
      },
      { port: appPort },
    );
  }, 120_000);

  afterAll(async () => {
    app?.kill();
    await front?.stop();
    if (databaseName) await withAdmin((admin) => admin.query(`drop database if exists ${databaseName} with (force)`));
    if (contentDir) rmSync(contentDir, { recursive: true, force: true });
  });

  async function signedInMember(firstName: string): Promise<string> {
    const email = `front-${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@larkspur.example`;
    const json = { 'content-type': 'application/json' };
    const up = await fetch(`${front.base}/api/account/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(memberInput(email, { first_name: firstName })),
    });
    expect(up.status, await up.text()).toBe(200);
    const signedIn = await fetch(`${front.base}/api/account/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.includes(`${COOKIE}=`));
    expect(cookie).toBeTruthy();
    return cookie!.split(';')[0]!;
  }

  async function staffSession(): Promise<{ cookie: string; csrf: string }> {
    const email = `front.manager.${randomBytes(3).toString('hex')}@larkspur.example`;
    const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
    const first = await createStaff(database, email, 'manager', [BACK_BAY]).finally(() => database.close());
    const call = async (url: string, body: object, cookie?: string, csrf?: string) => {
      const reply = await fetch(`${front.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie, 'x-csrf-token': csrf! } : {}) },
        body: JSON.stringify(body),
      });
      expect(reply.status, url).toBe(200);
      const set = reply.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`));
      const data = ((await reply.json()) as { data?: { csrf_token?: string } }).data;
      return { cookie: set ? set.split(';')[0]! : cookie!, csrf: data?.csrf_token ?? csrf! };
    };
    const signed = await call('/api/staff/session', { email, password: first });
    return call(
      '/api/staff/password',
      { current_password: first, new_password: STAFF_PASSWORD },
      signed.cookie,
      signed.csrf,
    );
  }

  /**
   * Polls the page through the cache until `shows` holds. Returns when the request that showed it was
   * sent (the cache had dropped its copy by then) and when its answer came, after `since`.
   */
  async function throughCache(url: string, shows: (html: string) => boolean, since: number, limitMs: number) {
    for (;;) {
      const sentAt = Date.now();
      const reply = await get(url, { cookie: ANALYTICS });
      const html = await reply.text();
      if (shows(html)) {
        // Through the cache path: the render that replaced the purged copy, or its stored copy.
        expect(['HIT', 'MISS']).toContain(front.status(reply));
        return { droppedMs: sentAt - since, shownMs: Date.now() - since };
      }
      if (sentAt - since > limitMs) throw new Error(`${url} did not change through the cache within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('anonymous pages carry shared-cache headers and tags, and no Set-Cookie or Vary: Cookie', async () => {
    for (const url of PAGES) {
      const direct = await fetch(`${app.base}${url}`, { headers: { accept: 'text/html', cookie: ANALYTICS } });
      expect(direct.status, url).toBe(200);
      expect(direct.headers.get('cache-control')).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30, stale-if-error=86400$/,
      );
      expect(direct.headers.get('vary')).toBe('Accept-Encoding');
      expect(direct.headers.get('set-cookie')).toBeNull();
      expect(direct.headers.get('surrogate-key')).toContain('content');
      // Through the cache the tags are gone: they are for purging, not for browsers.
      const proxied = await get(url);
      expect(proxied.headers.get('surrogate-key')).toBeNull();
    }
    expect((await fetch(`${app.base}${MENU_PAGE}`)).headers.get('surrogate-key')).toBe(
      'content locations menus menu:10101',
    );
  });

  it('serves at least 95 % of a mixed anonymous run from the cache, whatever analytics cookies come along', async () => {
    const cookies = [undefined, ANALYTICS, '_ga=GA1.2.99.1; _fbp=fb.1.2.3'];
    const encodings = ['br', 'gzip', 'identity'];
    const statuses = new Map<string, number>();
    const until = Date.now() + 15_000;
    let requests = 0;
    const visitor = async () => {
      while (Date.now() < until) {
        const cookie = cookies[requests % cookies.length];
        const reply = await get(PAGES[requests % PAGES.length]!, {
          'accept-encoding': encodings[Math.floor(requests / 5) % encodings.length]!,
          ...(cookie ? { cookie } : {}),
        });
        requests += 1;
        expect(reply.status).toBe(200);
        await reply.arrayBuffer();
        const status = front.status(reply);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all([visitor(), visitor(), visitor(), visitor()]);
    const fromCache = [...statuses].filter(([s]) => front.fromCache.has(s)).reduce((sum, [, n]) => sum + n, 0);
    console.log(`${_name} page hit ratio: ${((100 * fromCache) / requests).toFixed(1)} % of ${requests}`, statuses);
    expect(fromCache / requests).toBeGreaterThanOrEqual(0.95);
  });

  it('a member and a guest alternating: the member is never cached, no cached copy holds a member or a cookie', async () => {
    const member = await signedInMember('Wilhelmina');
    for (let round = 0; round < 4; round += 1) {
      for (const url of ['/', MENU_PAGE]) {
        const mine = await get(url, { cookie: `${ANALYTICS}; ${member}` });
        expect(front.status(mine)).toBe(front.passed);
        expect(mine.headers.get('cache-control')).toBe('private, no-store');
        expect(await mine.text()).toContain('signed in as Wilhelmina');
        const guest = await get(url, { cookie: ANALYTICS });
        expect(front.fromCache.has(front.status(guest)) || round === 0).toBe(true);
        expect(await guest.text()).not.toContain('Wilhelmina');
      }
    }
    // Varnish keeps its copies in memory: the replies above are what it stored.
    const copies = front.copies?.() ?? [];
    if (front.copies) expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy).not.toContain('Wilhelmina');
      expect(copy).not.toMatch(/^set-cookie:/im);
      expect(copy).not.toContain(member.split('=')[1]!);
    }
  });

  it('a sold-out mark and its undoing show through the cache within 2 s (purge)', async () => {
    const staff = await staffSession();
    for (const available of [false, true]) {
      // Cached first, so only a purge can show the change.
      await get(MENU_PAGE, { cookie: ANALYTICS });
      const cached = await get(MENU_PAGE, { cookie: ANALYTICS });
      expect(front.status(cached)).toBe('HIT');
      expect(almondSoldOut(await cached.text())).toBe(available);
      const edited = Date.now();
      const reply = await fetch(`${front.base}/api/staff/locations/${BACK_BAY}/availability`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: staff.cookie, 'x-csrf-token': staff.csrf },
        body: JSON.stringify({ product_id: ALMOND, available, ...(available ? {} : { until: 'further_notice' }) }),
      });
      expect(reply.status, await reply.text()).toBe(200);
      const seen = await throughCache(MENU_PAGE, (html) => almondSoldOut(html) === !available, edited, 2000);
      // The render after the purge is the app's own time (a menu rebuild), not the cache's.
      console.log(
        `sold-out ${available ? 'undone' : 'mark'} through ${_name}: copy dropped by ${seen.droppedMs} ms, shown at ${seen.shownMs} ms`,
      );
      expect(seen.droppedMs).toBeLessThanOrEqual(2000);
    }
  });

  it('a content edit shows through the cache within 2 s (purge)', async () => {
    await get('/');
    const cached = await get('/');
    expect(front.status(cached)).toBe('HIT');
    expect(await cached.text()).toContain('Bread worth getting up for');
    const file = path.join(contentDir, 'stories', 'home.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Bread worth getting up for', 'Loaves worth the early alarm'),
    );
    // What a CMS webhook or an operator does after an edit: one event, every instance reloads.
    const edited = Date.now();
    await sqlRows(databaseUrl, 'select pg_notify($1, $2)', [
      pgChannelOf('content'),
      JSON.stringify({ locationId: '*', kind: 'story', seq: Date.now() }),
    ]);
    const seen = await throughCache('/', (html) => html.includes('Loaves worth the early alarm'), edited, 2000);
    console.log(`content edit through ${_name}: copy dropped by ${seen.droppedMs} ms, shown at ${seen.shownMs} ms`);
    expect(seen.droppedMs).toBeLessThanOrEqual(2000);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import type { PageTagScope } from '../../src/server/http/page-cache.ts';
import { loadAppInfo } from '../../src/server/modules/app-info/index.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { seedDemoBrand } from '../../src/server/seed/seed-demo-brand.ts';
import { COOKIE, signIn, signUp } from '../api/account-support.ts';
import { asStaff, staffReady, type StaffSigned } from '../api/staff-support.ts';
import { TEST_LIMITS } from '../support/test-app.ts';
import { pgUrlFor, withAdmin } from '../support/test-databases.ts';
import { almondSoldOut } from './support/sold-out-mark.ts';

/**
 * The anonymous HTML cache with the real server render of the
 * production build (`npm run build`; BUILD_DIR), in process. Two app instances share one database:
 * on PostgreSQL they talk over LISTEN/NOTIFY; on PGlite (one process, one instance in production)
 * both names are the same instance. "Shows on the next request" on the other instance means the
 * first request after that instance dropped its pages — an event the test waits for, not a clock.
 */
const MENU = '10101';
const BACK_BAY = 'bos-back-bay';
const BACK_BAY_PAGE = '/locations/ma/boston/214-newbury-street';
const ALMOND = 'p-almond-croissant';
/** What a shared cache in front honours (docs/deployment.md, "Page cache"). */
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30, stale-if-error=86400$/;

interface Instances {
  a: FastifyInstance;
  b: FastifyInstance;
  database: Database;
  contentDir: string;
  close(): Promise<void>;
}

async function openSeeded(
  engine: 'pglite' | 'postgres',
): Promise<{ url: string | null; database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: ':memory:' });
    await runMigrations(database);
    await seedDemoBrand(database.db);
    return { url: null, database, drop: async () => undefined };
  }
  const name = `larkspur_pagecache_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = pgUrlFor(name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
  await runMigrations(database);
  await seedDemoBrand(database.db);
  return {
    url,
    database,
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}

async function twoWebInstances(engine: 'pglite' | 'postgres'): Promise<Instances> {
  // A copy of the stories, so the content edit below stays in this test.
  const contentDir = mkdtempSync(path.join(tmpdir(), 'larkspur-pagecache-content-'));
  cpSync('content', contentDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...TEST_LIMITS,
    ACCOUNT_LIMIT_PER_IP: '1000',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    CONTENT_DIR: contentDir,
  });
  const seeded = await openSeeded(engine);
  const instance = async (database: Database) => {
    const server = await buildApp({
      config,
      database,
      app: loadAppInfo(config),
      content: await createFileContentStore(contentDir),
      web: true,
    });
    await server.ready();
    await server.realtime.ready();
    return server;
  };
  const a = await instance(seeded.database);
  const second = seeded.url ? await openDatabase({ databaseUrl: seeded.url, dataDir: '', poolSize: 4 }) : null;
  const b = second ? await instance(second) : a;
  return {
    a,
    b,
    database: seeded.database,
    contentDir,
    async close() {
      if (b !== a) await b.close();
      await a.close();
      await second?.close();
      await seeded.database.close();
      await seeded.drop();
    },
  };
}

/** Resolves at the instance's next page drop that `matches`. */
function dropped(server: FastifyInstance, matches: (scope: PageTagScope) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const off = server.pageCache.onInvalidate((scope) => {
      if (!matches(scope)) return;
      off();
      resolve();
    });
  });
}

const page = (server: FastifyInstance, url: string, headers: Record<string, string> = {}, cookie?: string) =>
  server.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
    ...(cookie ? { cookies: { [COOKIE]: cookie } } : {}),
  });

/** Every inline script of the page is allowed by the CSP header, and nothing else is. */
function expectCspCoversInlineScripts(reply: LightMyRequestResponse) {
  const csp = String(reply.headers['content-security-policy']);
  expect(csp).not.toContain('unsafe-inline');
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  // A page allowed by hashes carries no nonce attribute at all (not even an empty one).
  if (nonce === undefined) expect(reply.body).not.toContain('nonce=');
  const scripts = [...reply.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes!),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, text] of scripts) {
    const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    const byNonce = nonce !== undefined && attributes!.includes(`nonce="${nonce}"`);
    expect(byNonce || scriptSrc.includes(hash), `inline script not allowed: ${text!.slice(0, 80)}`).toBe(true);
  }
  // The page's stylesheets are links to our own files: no inline <style>, no 'unsafe-inline'.
  const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src'))!;
  expect(styleSrc).not.toContain('unsafe-inline');
  expect(reply.body).not.toMatch(/<style\b/);
}

describe.each(['pglite', 'postgres'] as const)('anonymous HTML cache on %s', (engine) => {
  let two: Instances;
  let manager: StaffSigned;

  beforeAll(async () => {
    two = await twoWebInstances(engine);
    manager = await staffReady(two.a, two.database, 'pages.manager@larkspur.example', 'manager', [BACK_BAY]);
  });
  afterAll(() => two?.close());

  it('serves one render to anonymous visitors, with an ETag, 304 and a CDN-honoured Cache-Control', async () => {
    const first = await page(two.a, '/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(SHARED);
    // The same page whatever cookies come along: a shared cache keeps one copy per encoding.
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['surrogate-key']).toBe('content');
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page(two.a, '/');
    expect(again.body).toBe(first.body);
    expect(again.headers['x-page-cache']).toBe('hit');
    const notModified = await page(two.a, '/', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // The same build and data give the same bytes on every instance: a CDN's copy stays valid.
    expect((await page(two.b, '/')).headers.etag).toBe(etag);
    expect(two.a.pageCache.stats().hits).toBeGreaterThan(0);
  });

  it('a cached page passes the CSP check: every inline script (and style, if any) is allowed by its hash', async () => {
    for (const url of ['/', `/menu/${MENU}`, BACK_BAY_PAGE]) {
      const reply = await page(two.a, url);
      expect(reply.statusCode).toBe(200);
      expect(String(reply.headers['content-security-policy'])).toMatch(
        /script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+/,
      );
      expectCspCoversInlineScripts(reply);
    }
  });

  it('a signed-in member never receives another visitor’s HTML (two members and a guest)', async () => {
    const members: { name: string; cookie: string }[] = [];
    for (const name of ['Wilhelmina', 'Bartholomew']) {
      const email = `pages-${name.toLowerCase()}-${engine}@larkspur.example`;
      await signUp(two.a, email, { first_name: name });
      members.push({ name, cookie: (await signIn(two.a, email)).cookie });
    }
    // A guest with a session (a bag) gets the cached page too, without its CSRF token in it.
    const guestSession = await two.a.inject({ method: 'GET', url: '/api/session' });
    const guestCookie = guestSession.cookies.find((c) => c.name === COOKIE)?.value;
    const guestCsrf = String(guestSession.json().data.csrf_token);
    expect(guestCookie).toBeTruthy();
    for (const round of [1, 2]) {
      for (const server of [two.a, two.b]) {
        const anonymous = await page(server, '/');
        const guest = await page(server, '/', {}, guestCookie);
        for (const reply of [anonymous, guest]) {
          expect(reply.headers['cache-control'], `round ${round}`).toMatch(SHARED);
          expect(reply.headers['set-cookie']).toBeUndefined();
          for (const m of members) expect(reply.body).not.toContain(m.name);
          expect(reply.body).not.toContain(guestCsrf);
        }
        for (const m of members) {
          const mine = await page(server, '/', {}, m.cookie);
          expect(mine.statusCode).toBe(200);
          expect(mine.headers['cache-control']).toBe('private, no-store');
          expect(mine.headers.etag).toBeUndefined();
          const brotli = await page(server, '/', { 'accept-encoding': 'br' }, m.cookie);
          expect(brotli.headers['content-encoding']).toBe('br');
          expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain(`signed in as ${m.name}`);
          expect(mine.body).toContain(`signed in as ${m.name}`);
          for (const other of members.filter((o) => o !== m)) expect(mine.body).not.toContain(other.name);
          // A member's page is rendered per request with its nonce, and passes the same check.
          expectCspCoversInlineScripts(mine);
        }
      }
    }
  });

  it('checkout is drawn with the member’s own bag on either instance; a stranger’s or a malformed bag cookie draws none', async () => {
    const email = `pages-checkout-${engine}@larkspur.example`;
    await signUp(two.a, email, { first_name: 'Philippa' });
    const me = await signIn(two.a, email);
    const call = (method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>) =>
      two.a.inject({ method, url, cookies: { [COOKIE]: me.cookie }, headers: { 'x-csrf-token': me.csrf }, payload });
    const cart = (await call('POST', '/api/carts', { menu_id: MENU })).json().data as { id: string };
    const added = await call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = (server: FastifyInstance, session: string, bag: string) =>
      server.inject({ method: 'GET', url: '/order/checkout', cookies: { [COOKIE]: session, larkspur_cart: bag } });

    for (const server of [two.a, two.b]) {
      const mine = await checkout(server, me.cookie, cart.id);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.body).toContain(`value="${email}"`);
      expect(mine.body).toContain('Butter Croissant');
      expect(mine.body).not.toContain('Loading your order…');
      expectCspCoversInlineScripts(mine);
    }

    // Another member holding this bag's id (a shared link, a copied cookie) gets no bag drawn.
    const otherEmail = `pages-checkout-other-${engine}@larkspur.example`;
    await signUp(two.a, otherEmail, { first_name: 'Octavia' });
    const other = await signIn(two.a, otherEmail);
    const theirs = await checkout(two.b, other.cookie, cart.id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Butter Croissant');
    expect(theirs.body).not.toContain(email);
    expect(theirs.body).toContain('Loading your order…');
    for (const junk of [
      'not-a-cart',
      '00000000-0000-0000-0000-000000000000',
      'x'.repeat(4000),
      "'; drop table carts; --",
    ]) {
      const reply = await checkout(two.a, me.cookie, junk);
      expect(reply.statusCode, junk.slice(0, 20)).toBe(200);
      expect(reply.body).toContain('Loading your order…');
    }
  });

  it('a sold-out item shows on the next request on both instances, and back on sale', async () => {
    const menuPage = `/menu/${MENU}`;
    expect(almondSoldOut((await page(two.a, menuPage)).body)).toBe(false);
    expect(almondSoldOut((await page(two.b, menuPage)).body)).toBe(false);
    const put = asStaff(two.a, manager);
    for (const available of [false, true]) {
      const onB = dropped(two.b, (s) => typeof s === 'object' && 'menuId' in s && s.menuId === MENU);
      const reply = await put('PUT', `/api/staff/locations/${BACK_BAY}/availability`, {
        product_id: ALMOND,
        available,
        ...(available ? {} : { until: 'further_notice' }),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(almondSoldOut((await page(two.a, menuPage)).body)).toBe(!available);
      await onB;
      expect(almondSoldOut((await page(two.b, menuPage)).body)).toBe(!available);
    }
  });

  it('an hours change shows on the next request on both instances', async () => {
    expect((await page(two.a, BACK_BAY_PAGE)).body).not.toContain('6:17 AM');
    expect((await page(two.b, BACK_BAY_PAGE)).body).not.toContain('6:17 AM');
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '06:17', closes: '21:43' }));
    const onB = dropped(two.b, (s) => typeof s === 'object' && 'locationId' in s && s.locationId === BACK_BAY);
    const reply = await asStaff(two.a, manager)('PUT', `/api/staff/locations/${BACK_BAY}/hours`, {
      hours: { pickup: week },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await page(two.a, BACK_BAY_PAGE)).body).toContain('6:17 AM');
    await onB;
    expect((await page(two.b, BACK_BAY_PAGE)).body).toContain('6:17 AM');
  });

  it('a closure shows on the store page on the next request on both instances, and its removal too', async () => {
    // Two days out on the store's calendar: inside the page's 14 days whatever the hour.
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(Date.now() + 2 * 86_400_000),
    );
    const staff = asStaff(two.a, manager);
    expect((await page(two.b, BACK_BAY_PAGE)).body).not.toContain('Sewer works');
    for (const [write, shown] of [
      [
        () => staff('POST', `/api/staff/locations/${BACK_BAY}/closures`, { date, closed: true, reason: 'Sewer works' }),
        true,
      ],
      [() => staff('DELETE', `/api/staff/locations/${BACK_BAY}/closures/${date}`), false],
    ] as const) {
      const onB = dropped(two.b, (s) => typeof s === 'object' && 'locationId' in s && s.locationId === BACK_BAY);
      const reply = await write();
      expect(reply.statusCode, reply.body).toBeLessThan(300);
      expect((await page(two.a, BACK_BAY_PAGE)).body.includes('Sewer works')).toBe(shown);
      await onB;
      expect((await page(two.b, BACK_BAY_PAGE)).body.includes('Sewer works')).toBe(shown);
    }
  });

  it('a pause shows on the menu page at once on both instances', async () => {
    const menuPage = `/menu/${MENU}`;
    expect((await page(two.b, menuPage)).body).not.toContain('ordering-paused-notice');
    const onB = dropped(two.b, (s) => typeof s === 'object' && 'locationId' in s && s.locationId === BACK_BAY);
    const reply = await asStaff(two.a, manager)('PUT', `/api/staff/locations/${BACK_BAY}/ordering`, {
      pause: { mode: 'minutes', minutes: 30 },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await page(two.a, menuPage)).body).toContain('ordering-paused-notice');
    await onB;
    expect((await page(two.b, menuPage)).body).toContain('ordering-paused-notice');
  });

  it('a content edit shows on the next request on both instances', async () => {
    const before = (await page(two.b, '/')).body;
    expect(before).toContain('Bread worth getting up for');
    const file = path.join(two.contentDir, 'stories', 'home.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Bread worth getting up for', 'Loaves worth the early alarm'),
    );
    const onA = dropped(two.a, (s) => s === 'content');
    const onB = dropped(two.b, (s) => s === 'content');
    // What a CMS webhook or an operator does after an edit: one event, every instance reloads.
    await two.a.realtime.publish('content', { locationId: '*', kind: 'story', seq: Date.now() });
    await Promise.all([onA, onB]);
    for (const server of [two.a, two.b]) {
      const home = (await page(server, '/')).body;
      expect(home).toContain('Loaves worth the early alarm');
      expect(home).not.toContain('Bread worth getting up for');
    }
  });
});

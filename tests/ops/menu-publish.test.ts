import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { CatalogueData } from '../../src/domain/catalogue/catalogue-contract.ts';
import { menuReply, type Menu } from '../../src/domain/menu/menu-contract.ts';
import { findProduct } from '../../src/domain/menu/menu-walk.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { loadAppInfo } from '../../src/server/modules/app-info/index.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { seedDemoBrand } from '../../src/server/seed/seed-demo-brand.ts';
import { asStaff, staffReady, type StaffSigned } from '../api/staff-support.ts';
import { TEST_LIMITS } from '../support/test-app.ts';
import { pgUrlFor, withAdmin } from '../support/test-databases.ts';

/**
 * A menu publish on one instance, read on another: two app instances of the production build on
 * one PostgreSQL database, each with its own pool and LISTEN connection. The other instance's next
 * menu read after the publish reply shows the new price within a second, and no page either
 * instance had cached (menu, product page) keeps the old one.
 */
const MENU = '10101';
const STORE = 'bos-back-bay';
const CROISSANT = 'p-butter-croissant';

let a: FastifyInstance;
let b: FastifyInstance;
let databases: Database[] = [];
let dbName = '';
let admin: StaffSigned;

async function instance(url: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...TEST_LIMITS,
    ACCOUNT_LIMIT_PER_IP: '1000',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
  });
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
  databases.push(database);
  const server = await buildApp({
    config,
    database,
    app: loadAppInfo(config),
    content: await createFileContentStore('content'),
    web: true,
  });
  await server.ready();
  await server.realtime.ready();
  return server;
}

beforeAll(async () => {
  dbName = `larkspur_publish_${randomBytes(6).toString('hex')}`;
  await withAdmin((pg) => pg.query(`create database ${dbName}`));
  const url = pgUrlFor(dbName);
  const seeding = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
  await runMigrations(seeding);
  await seedDemoBrand(seeding.db);
  await seeding.close();
  a = await instance(url);
  b = await instance(url);
  admin = await staffReady(a, databases[0]!, 'publish.admin@larkspur.example', 'admin');
}, 180_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  for (const d of databases) await d.close();
  databases = [];
  if (dbName) await withAdmin(async (pg) => void (await pg.query(`drop database if exists ${dbName} with (force)`)));
});

const menuOf = async (server: FastifyInstance): Promise<Menu> =>
  menuReply.parse((await server.inject({ url: `/api/menus/${MENU}` })).json()).data;
const priceOn = async (server: FastifyInstance) => {
  const started = Date.now();
  const cost = findProduct(await menuOf(server), CROISSANT)?.cost;
  reads.push(Date.now() - started);
  return cost;
};
const reads: number[] = [];
const page = (server: FastifyInstance, url: string) => server.inject({ url, headers: { accept: 'text/html' } });
/** The price written next to the croissant's name on a page. */
function croissantPriceIn(html: string): string | undefined {
  const at = html.indexOf('Butter Croissant');
  expect(at).toBeGreaterThan(-1);
  return /\$\d+\.\d\d/.exec(html.slice(at, at + 2500))?.[0];
}

/** The croissant's price in the draft; its revision is what a publish names. */
async function draftCroissantAt(cents: number): Promise<number> {
  const staff = asStaff(a, admin);
  const data = (await staff('GET', '/api/staff/catalogue')).json().data as CatalogueData;
  const croissant = structuredClone(data.draft.products.find((p) => p.product_id === CROISSANT)!);
  croissant.cost = cents;
  const put = await staff('PUT', `/api/staff/catalogue/draft/products/${CROISSANT}`, croissant);
  expect(put.statusCode, put.body).toBe(200);
  return put.json().data.revision as number;
}

async function publishCroissantAt(cents: number): Promise<void> {
  const revision = await draftCroissantAt(cents);
  const staff = asStaff(a, admin);
  const published = await staff('POST', '/api/staff/catalogue/publish', {
    location_ids: [STORE],
    revision,
  });
  expect(published.statusCode, published.body).toBe(200);
}

describe('a menu publish across two instances (PostgreSQL)', () => {
  it('shows on the other instance’s next menu read within 1 s, and no cached page keeps the old price', async () => {
    const pdp = findProduct(await menuOf(a), CROISSANT)!.pdp_id;
    const pages = [`/menu/${MENU}`, `/menu/${MENU}/product/${pdp}`];
    // Both instances hold the menu and both pages in their caches at the old price.
    for (const server of [a, b]) {
      expect(await priceOn(server)).toBe(375);
      for (const url of pages) {
        await page(server, url);
        const cached = await page(server, url);
        expect(cached.headers['x-page-cache'], url).toBe('hit');
        expect(croissantPriceIn(cached.body), url).toBe('$3.75');
      }
    }

    const timings: number[] = [];
    for (const cents of [397, 412]) {
      let heard = 0;
      const off = b.pageCache.onInvalidate((scope) => {
        if (!heard && typeof scope === 'object' && 'menuId' in scope && scope.menuId === MENU) heard = Date.now();
      });
      await publishCroissantAt(cents);
      const published = Date.now();
      // Reads on B from the moment A answered, as fast as a client would retry.
      let seen = await priceOn(b);
      while (seen !== cents && Date.now() - published < 3_000) {
        await new Promise((r) => setTimeout(r, 10));
        seen = await priceOn(b);
      }
      timings.push(Date.now() - published);
      off();
      console.log(`B heard the publish ${heard ? heard - published : 'never'} ms after A answered`);
      expect(seen).toBe(cents);
      const shown = `$${(cents / 100).toFixed(2)}`;
      for (const server of [a, b])
        for (const url of pages) expect(croissantPriceIn((await page(server, url)).body), url).toBe(shown);
    }
    console.log(`menu reads took ${reads.join(', ')} ms`);
    console.log(`publish on A → new price on B's next menu read: ${timings.join(' ms, ')} ms`);
    for (const ms of timings) expect(ms).toBeLessThanOrEqual(1_000);
  });
});

describe('the draft preview', () => {
  const preview = (server: FastifyInstance, url: string, cookies: Record<string, string> = {}) =>
    server.inject({ url, headers: { accept: 'text/html' }, cookies });

  it('draws the customer pages from the draft for staff only, bannered, and never cached', async () => {
    const live = findProduct(await menuOf(a), CROISSANT)!;
    await draftCroissantAt(499);
    const menuUrl = `/menu/${MENU}?preview=draft`;
    const productUrl = `/menu/${MENU}/product/${live.pdp_id}`;
    const liveShown = `$${(live.cost / 100).toFixed(2)}`;

    // A customer's flag (or cookie) is ignored: the published page, from the cache as usual.
    for (const cookies of [{}, { larkspur_preview: 'draft' }] as Record<string, string>[]) {
      const customer = await preview(b, menuUrl, cookies);
      expect(customer.statusCode).toBe(200);
      expect(customer.body).not.toContain('Preview — not published');
      expect(croissantPriceIn(customer.body)).toBe(liveShown);
      expect(customer.headers['set-cookie']).toBeUndefined();
    }

    // Staff: the draft's price under the banner, for this request only; the cookie keeps links in the preview.
    const staff = { larkspur_staff: admin.cookie };
    for (const server of [a, b]) {
      const drawn = await preview(server, menuUrl, staff);
      expect(drawn.statusCode).toBe(200);
      expect(drawn.body).toContain('Preview — not published');
      expect(croissantPriceIn(drawn.body)).toBe('$4.99');
      expect(drawn.headers['cache-control']).toBe('private, no-store');
      expect(drawn.headers['surrogate-key']).toBeUndefined();
      expect(drawn.headers['x-page-cache']).toBeUndefined();
      expect(String(drawn.headers['set-cookie'])).toMatch(/^larkspur_preview=draft;.*HttpOnly/);
      const product = await preview(server, productUrl, { ...staff, larkspur_preview: 'draft' });
      expect(product.body).toContain('Preview — not published');
      expect(croissantPriceIn(product.body)).toBe('$4.99');
      expect(product.headers['cache-control']).toBe('private, no-store');
    }

    // Nothing of the preview reached a cache: everyone else still gets the published price.
    for (const server of [a, b])
      for (const url of [`/menu/${MENU}`, productUrl, menuUrl]) {
        const after = await page(server, url);
        expect(after.body, url).not.toContain('Preview — not published');
        expect(croissantPriceIn(after.body), url).toBe(liveShown);
      }
    expect(await priceOn(b)).toBe(live.cost);

    // ?preview=off ends it: the cookie is cleared and the published page is drawn.
    const ended = await preview(a, `/menu/${MENU}?preview=off`, { ...staff, larkspur_preview: 'draft' });
    expect(ended.body).not.toContain('Preview — not published');
    expect(String(ended.headers['set-cookie'])).toMatch(/^larkspur_preview=;/);
  });
});

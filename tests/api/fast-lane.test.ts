import { once } from 'node:events';
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuReply } from '../../src/domain/menu/menu-contract.ts';
import { seededRandom } from './bad-input-cases.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * The fast lane (decision 351) over real HTTP: `inject` calls Fastify's handler directly and so
 * never meets it. The menu cache runs on a clock the test holds, so "checked within the second"
 * is decided by the test, not by how loaded the machine is. Each instance's access lines at
 * `info` tell which side answered: the lane's carry `fastLane: true`.
 */
const BACK_BAY = 'bos-back-bay';
const MENU = '/api/menus/10101';
const ALMOND = 'p-almond-croissant';

let clock = Date.now();
const lines = { a: [] as string[], b: [] as string[] };
let two: TwoInstances;
let base = { a: '', b: '' };
let manager: StaffSigned;

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const extras = (which: 'a' | 'b') => ({
    menuClock: () => clock,
    logStream: { write: (line: string) => void lines[which].push(line) },
  });
  two = await twoInstances({ LOG_LEVEL: 'info', ACCOUNT_LIMIT_PER_IP: '1000' }, { a: extras('a'), b: extras('b') });
  base = { a: await listen(two.a.server), b: await listen(two.b) };
  manager = await staffReady(two.a.server, two.a.database, 'fast.lane@larkspur.example', 'manager', [BACK_BAY]);
});
afterAll(() => two.close());

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether the lane answered (its access line was written). */
  fromLane: boolean;
}

/** One GET as sent on the wire (fetch would decode the body), and which side answered it. */
async function get(url: string, headers: Record<string, string> = {}, which: 'a' | 'b' = 'a'): Promise<Raw> {
  const laneLines = () => lines[which].filter((line) => line.includes('"fastLane":true')).length;
  const before = laneLines();
  // The path as given: a URL string would be normalised first (an empty query dropped, for one).
  const { hostname, port } = new URL(base[which]);
  const req = request({ hostname, port, path: url, headers }).end();
  const [response] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const { date: _date, ...rest } = response.headers;
  return {
    status: response.statusCode ?? 0,
    headers: rest,
    body: Buffer.concat(chunks),
    fromLane: laneLines() > before,
  };
}

const almondIn = (raw: Raw) =>
  menuReply
    .parse(JSON.parse(raw.body.toString()))
    .data.master_categories.flatMap((mc) =>
      mc.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((s) => s.products)]),
    )
    .find((p) => p.product_id === ALMOND);

describe('the fast lane in front of the app (decision 351)', () => {
  it('sends what the route sends, header by header and byte by byte, for App info and a menu', async () => {
    for (const path of ['/api/app', MENU]) {
      // A query string sends the request to the route (which also loads the menu for the lane).
      const etag = String((await get(`${path}?via=route`)).headers.etag);
      for (const headers of <Record<string, string>[]>[
        { 'accept-encoding': 'gzip, deflate, br' },
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'identity' },
        { 'if-none-match': etag },
      ]) {
        const route = await get(`${path}?via=route`, headers);
        const lane = await get(path, headers);
        expect({ route: route.fromLane, lane: lane.fromLane }, `${path} ${JSON.stringify(headers)}`).toEqual({
          route: false,
          lane: true,
        });
        expect(lane.status).toBe(route.status);
        expect(lane.headers).toEqual(route.headers);
        expect(lane.body.equals(route.body)).toBe(true);
      }
    }
  });

  it('leaves to the route what it does not hold: an unknown or malformed menu id, HEAD', async () => {
    const unknown = await get('/api/menus/99999');
    expect(unknown).toMatchObject({ status: 404, fromLane: false });
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    const malformed = await get('/api/menus/not$an$id');
    expect(malformed).toMatchObject({ status: 400, fromLane: false });
    expect(JSON.parse(malformed.body.toString()).message).toMatch(/menu_id is not a menu id/);
    const head = await fetch(`${base.a}/api/app`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
  });

  it('generated garbage on the wire: never a 5xx, and only the two exact paths are the lane’s', async () => {
    const random = seededRandom(351);
    const text = (max: number) =>
      Array.from({ length: random.int(max) }, () => String.fromCharCode(0x20 + random.int(0x5f))).join('');
    const pathPart = () =>
      random.pick([
        '10101',
        'x'.repeat(65),
        '%00',
        '..%2f..%2fetc',
        encodeURIComponent(text(40)),
        `10101/${encodeURIComponent(text(8))}`,
        '',
      ]);
    for (let i = 0; i < 120; i += 1) {
      const path = random.pick([`/api/menus/${pathPart()}`, '/api/app', `/api/app${random.pick(['/', '?', '//'])}`]);
      const headers = {
        'if-none-match': random.pick([text(2000), '*', 'W/', '"', `${text(10)}, *`]),
        'accept-encoding': random.pick([text(300), 'br;q=0', 'gzip, br', '*']),
      };
      const reply = await get(path, headers);
      expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
      if (reply.fromLane) expect(['/api/app', MENU]).toContain(path);
    }
  });

  it('sends a menu checked more than a second ago to the route, which checks its stamp, then holds it again', async () => {
    await get(MENU);
    expect((await get(MENU)).fromLane).toBe(true);
    clock += 1001;
    const checked = await get(MENU);
    expect(checked).toMatchObject({ status: 200, fromLane: false });
    expect((await get(MENU)).fromLane).toBe(true);
  });

  it('an item sold out through instance A shows on the next request to instance B, and so does its return', async () => {
    // On PostgreSQL B hears A's write over LISTEN/NOTIFY; on PGlite (one instance in production) A is read.
    const reader: 'a' | 'b' = process.env.TEST_DB === 'postgres' ? 'b' : 'a';
    await get(MENU, {}, reader);
    const held = await get(MENU, {}, reader);
    expect(held.fromLane).toBe(true);
    expect(almondIn(held)?.available).toBe(true);

    const put = asStaff(two.a.server, manager);
    const body = { product_id: ALMOND, available: false, until: 'further_notice' };
    expect((await put('PUT', `/api/staff/locations/${BACK_BAY}/availability`, body)).statusCode).toBe(200);
    await expect.poll(async () => almondIn(await get(MENU, {}, reader))?.available).toBe(false);
    const after = await get(MENU, {}, reader);
    expect(after).toMatchObject({ fromLane: true });
    expect(after.headers.etag).not.toBe(held.headers.etag);

    expect(
      (await put('PUT', `/api/staff/locations/${BACK_BAY}/availability`, { product_id: ALMOND, available: true }))
        .statusCode,
    ).toBe(200);
    await expect.poll(async () => almondIn(await get(MENU, {}, reader))?.available).toBe(true);
  });
});

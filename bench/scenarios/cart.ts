import autocannon from 'autocannon';
import type { LoadResult } from '../lib/load.ts';

/**
 * Cart rows for `npm run bench` (issue 5): add-to-cart (quick add, a locked row update and a
 * re-priced cart reply), get-cart, and available times for a day — at 64 connections, the
 * issue's target load. Adds rotate over many carts so no cart reaches its 100-line bound.
 */
const MENU_ID = '10101';
const CARTS = 64;

async function guestCarts(appUrl: string, count: number): Promise<{ cookie: string; csrf: string; ids: string[] }> {
  const session = await fetch(`${appUrl}/api/session`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = ((await session.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await fetch(`${appUrl}/api/carts`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ menu_id: MENU_ID }) });
    ids.push(((await reply.json()) as { data: { id: string } }).data.id);
  }
  return { cookie, csrf, ids };
}

async function run(options: autocannon.Options): Promise<LoadResult> {
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: 4 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export async function cartScenarios(appUrl: string): Promise<{ name: string; result: LoadResult; target?: string }[]> {
  const { cookie, csrf, ids } = await guestCarts(appUrl, CARTS);
  let next = 0;
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', accept: 'application/json' };
  const add = await run({
    url: appUrl,
    connections: 64,
    requests: [
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ product_id: 'p-chocolate-chunk-cookie', quantity: 1 }),
        setupRequest: (request) => ({ ...request, path: `/api/carts/${ids[next++ % ids.length]}/products/quick-add` }),
      },
    ],
  });
  const get = await run({ url: `${appUrl}/api/carts/${ids[0]}`, connections: 64, headers: { cookie, accept: 'application/json', 'accept-encoding': 'gzip, br' } });
  const times = await run({ url: `${appUrl}/api/carts/${ids[1]}/times`, connections: 64, headers: { cookie, accept: 'application/json', 'accept-encoding': 'gzip, br' } });
  return [
    { name: 'POST add-to-cart (quick add, 64 conn)', result: add, target: 'PG ≥ 10 % of ceiling, p99 ≤ 50 ms' },
    { name: 'GET cart (64 conn)', result: get },
    { name: 'GET available times for a day (64 conn)', result: times, target: 'p99 reported' },
  ];
}

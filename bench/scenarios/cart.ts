import autocannon from 'autocannon';
import type { LoadResult } from '../lib/load.ts';

/**
 * Cart rows for `npm run bench` (issue 5): add-to-cart (quick add, a locked row update and a
 * re-priced cart reply), get-cart, and available times for a day — at 64 connections, the
 * issue's target load. Traffic looks like real guests: every cart belongs to its own visitor
 * (own session cookie and CSRF token), each connection takes turns between VISITORS_PER_CONNECTION
 * visitors, and no two connections share a cart — so the figure measures the server's hot path,
 * not 64 requests queueing on one cart's row lock. Carts stay well under their 100-line bound.
 */
const MENU_ID = '10101';
const CONNECTIONS = 64;
// Enough visitors that carts stay the size of real orders: at 5,000 adds/s a run of 5 s leaves
// about 25 lines per cart (a whole-cart reply grows with the cart; real bakery orders hold 2–10).
const VISITORS_PER_CONNECTION = 16;

interface Visitor {
  cookie: string;
  csrf: string;
  cartId: string;
}

async function newVisitor(appUrl: string): Promise<Visitor> {
  const session = await fetch(`${appUrl}/api/session`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = ((await session.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const reply = await fetch(`${appUrl}/api/carts`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ menu_id: MENU_ID }),
  });
  if (!reply.ok) throw new Error(`cart creation failed: ${reply.status} ${await reply.text()}`);
  return { cookie, csrf, cartId: ((await reply.json()) as { data: { id: string } }).data.id };
}

async function run(options: autocannon.Options): Promise<LoadResult> {
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: 4 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Connection n always serves the same VISITORS_PER_CONNECTION visitors, in turn. */
function perConnection(
  visitors: Visitor[],
  request: (v: Visitor) => autocannon.Request,
): (client: autocannon.Client) => void {
  let n = 0;
  return (client) => {
    const first = (n++ % CONNECTIONS) * VISITORS_PER_CONNECTION;
    client.setRequests(visitors.slice(first, first + VISITORS_PER_CONNECTION).map(request));
  };
}

export async function cartScenarios(appUrl: string): Promise<{ name: string; result: LoadResult; target?: string }[]> {
  const visitors: Visitor[] = [];
  // Eight at a time: setup is not measured, and one at a time took longer than the runs.
  while (visitors.length < CONNECTIONS * VISITORS_PER_CONNECTION)
    visitors.push(...(await Promise.all(Array.from({ length: 8 }, () => newVisitor(appUrl)))));
  const body = JSON.stringify({ product_id: 'p-chocolate-chunk-cookie', quantity: 1 });
  const add = await run({
    url: appUrl,
    connections: CONNECTIONS,
    setupClient: perConnection(visitors, (v) => ({
      method: 'POST',
      path: `/api/carts/${v.cartId}/products/quick-add`,
      headers: {
        cookie: v.cookie,
        'x-csrf-token': v.csrf,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body,
    })),
  });
  const read =
    (suffix: string) =>
    (v: Visitor): autocannon.Request => ({
      method: 'GET',
      path: `/api/carts/${v.cartId}${suffix}`,
      headers: { cookie: v.cookie, accept: 'application/json', 'accept-encoding': 'gzip, br' },
    });
  const get = await run({ url: appUrl, connections: CONNECTIONS, setupClient: perConnection(visitors, read('')) });
  const times = await run({
    url: appUrl,
    connections: CONNECTIONS,
    setupClient: perConnection(visitors, read('/times')),
  });
  return [
    {
      name: `POST add-to-cart (quick add, ${CONNECTIONS} conn, ${visitors.length} visitors)`,
      result: add,
      target: 'PG ≥ 10 % of ceiling, p99 ≤ 50 ms',
    },
    { name: `GET cart (${CONNECTIONS} conn)`, result: get },
    { name: `GET available times for a day (${CONNECTIONS} conn)`, result: times, target: 'p99 reported' },
  ];
}

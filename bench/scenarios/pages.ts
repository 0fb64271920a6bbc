import { randomBytes } from 'node:crypto';
import { measure, type LoadResult } from '../lib/load.ts';

/**
 * The anonymous HTML cache (issue 18, decision 253), `BENCH_ONLY=pages`: the home and a menu page
 * for a visitor without a session (served from the cache), the same pages for a signed-in member
 * (rendered per request, as every page was before), and a CDN's revalidation (If-None-Match → 304).
 * Connections as in the table: 32 for home, 8 for the menu page.
 */
const MENU_PAGE = '/menu/10101';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function memberCookie(appUrl: string): Promise<string> {
  const email = `bench-pages-${randomBytes(4).toString('hex')}@larkspur.example`;
  const password = 'bench-crumb-and-crust-42';
  await fetch(`${appUrl}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Reader', email, password }),
  });
  const signIn = await fetch(`${appUrl}/api/account/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!signIn.ok || !cookie) throw new Error(`bench sign-in failed: ${signIn.status}`);
  return cookie;
}

export async function pageScenarios(appUrl: string): Promise<{ name: string; result: LoadResult; target?: string }[]> {
  const cookie = await memberCookie(appUrl);
  // A browser's User-Agent: bots get the whole document at once, a copy of its own (decision 253).
  const html = { accept: 'text/html', 'user-agent': BROWSER };
  const etagOf = async (path: string) => {
    const reply = await fetch(`${appUrl}${path}`, { headers: html });
    const etag = reply.headers.get('etag');
    if (!reply.ok || !etag) throw new Error(`no ETag on ${path}: ${reply.status}`);
    return etag;
  };
  const homeTag = await etagOf('/');
  const menuTag = await etagOf(MENU_PAGE);
  const anonymousTarget = '≥ 5 % of ceiling, p99 ≤ 20 ms';
  return [
    {
      name: 'GET / anonymous (cached HTML, 32 conn.)',
      result: await measure(`${appUrl}/`, { headers: html }),
      target: anonymousTarget,
    },
    {
      name: 'GET / signed-in member (rendered, 32 conn.)',
      result: await measure(`${appUrl}/`, { headers: { ...html, cookie } }),
    },
    {
      name: 'GET / anonymous If-None-Match → 304 (32 conn.)',
      result: await measure(`${appUrl}/`, { headers: { ...html, 'if-none-match': homeTag } }),
    },
    {
      name: `GET ${MENU_PAGE} anonymous (cached HTML, 8 conn.)`,
      result: await measure(`${appUrl}${MENU_PAGE}`, { connections: 8, headers: html }),
      target: anonymousTarget,
    },
    {
      name: `GET ${MENU_PAGE} signed-in member (rendered, 8 conn.)`,
      result: await measure(`${appUrl}${MENU_PAGE}`, { connections: 8, headers: { ...html, cookie } }),
    },
    {
      name: `GET ${MENU_PAGE} anonymous If-None-Match → 304 (8 conn.)`,
      result: await measure(`${appUrl}${MENU_PAGE}`, {
        connections: 8,
        headers: { ...html, 'if-none-match': menuTag },
      }),
    },
  ];
}

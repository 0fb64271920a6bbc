import { firstLoadJsGzipBytes } from '../lib/js-size.ts';
import type { LoadOptions } from '../lib/load.ts';

/**
 * Menu rows for `npm run bench` (issue 4): the menu API with and without a matching
 * If-None-Match (the ETag is read first, so the 304 row is real), the menu page's server
 * render, and first-load JS of the menu and product routes. Back Bay's menu (10101).
 */
const MENU = '/api/menus/10101';

export async function menuScenarios(
  baseUrl: string,
  helloUrl: string,
): Promise<{ name: string; path: string; url?: string; options?: LoadOptions; target?: string }[]> {
  const first = await fetch(baseUrl + MENU, { headers: { 'accept-encoding': 'gzip' } });
  const etag = first.headers.get('etag') ?? '';
  const gzipBytes = Number(first.headers.get('content-length') ?? (await first.arrayBuffer()).byteLength);
  return [
    // What any server can do when each reply carries the menu's gzip bytes (decision 145).
    {
      name: `hello-world sending ${(gzipBytes / 1024).toFixed(1)} KB (payload ceiling)`,
      path: `/bytes/${gzipBytes}`,
      url: helloUrl,
      options: { headers: { 'accept-encoding': 'gzip' } },
    },
    {
      name: 'GET /api/menus/{id} (200, gzip)',
      path: MENU,
      options: { headers: { 'accept-encoding': 'gzip' } },
      target: '≥ 50 % of ceiling',
    },
    {
      name: 'GET /api/menus/{id} (If-None-Match → 304)',
      path: MENU,
      options: { headers: { 'if-none-match': etag } },
      target: '≥ 50 % of ceiling',
    },
    // 8 connections: a render takes tens of ms, and 32 queued renders pushed replies past the run (0 req/s).
    {
      name: 'GET /menu/{mid} (SSR menu HTML, 8 connections)',
      path: '/menu/10101',
      options: { connections: 8, headers: { accept: 'text/html' } },
    },
  ];
}

export async function menuJsRows(baseUrl: string) {
  const rows = [];
  for (const page of ['/menu/10101', '/menu/10101/product/turkey-avocado-club']) {
    const js = await firstLoadJsGzipBytes(baseUrl, page);
    rows.push({
      page,
      'first-load JS files': js.files,
      'gzip bytes': js.bytes,
      'gzip KB': (js.bytes / 1024).toFixed(1),
      target: '≤ 150 KB',
    });
  }
  return rows;
}

// The site's service worker: a navigation that cannot reach the server gets the offline page (site
// chrome, customer words, Retry) instead of the browser's own. It keeps nothing but that one page:
// no API reply, no page of the site, no member's data; every other request never meets it.
const CACHE = 'larkspur-offline-v2';
const OFFLINE_URL = '/offline/offline.html';

const sha256 = async (text) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

// One self-contained page (its style and script inlined, allowed by their hashes: nothing else runs).
async function buildOfflinePage() {
  const get = async (url) => {
    const reply = await fetch(url, { cache: 'reload' });
    if (!reply.ok) throw new Error(`${url}: ${reply.status}`);
    return reply.text();
  };
  const [html, css, js] = await Promise.all([
    get(OFFLINE_URL),
    get('/offline/offline.css'),
    get('/offline/offline.js'),
  ]);
  const page = html
    .replace('<link rel="stylesheet" href="/offline/offline.css" />', `<style>${css}</style>`)
    .replace('<script src="/offline/offline.js"></script>', `<script>${js}</script>`);
  const csp = [
    "default-src 'self'",
    `script-src 'sha256-${await sha256(js)}'`,
    `style-src 'sha256-${await sha256(css)}'`,
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return new Response(page, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
  });
}

self.addEventListener('install', (event) => {
  // Requests other than navigations go straight to the network, never through this worker.
  event.addRoutes?.({ condition: { not: { requestMode: 'navigate' } }, source: 'network' })?.catch?.(() => {});
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.put(OFFLINE_URL, await buildOfflinePage());
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      // Navigations start while the worker wakes, so a page is not slower for passing through it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL);
  if (!cached) return Response.error();
  const headers = new Headers(cached.headers);
  headers.set('cache-control', 'no-store');
  return new Response(cached.body, { status: 503, statusText: 'Offline', headers });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(request));
      } catch {
        return offlinePage();
      }
    })(),
  );
});

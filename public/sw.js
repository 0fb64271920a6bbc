// The site's service worker: a navigation that cannot reach the server gets the offline page (site
// chrome, customer words, Retry) instead of the browser's own. It caches nothing but that page and
// its files: no API reply, no page of the site, no member's data.
const CACHE = 'larkspur-offline-v1';
const OFFLINE_PAGE = '/offline/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline/offline.css', '/offline/offline.js', '/favicon.svg'];
// The same rules as the site's pages: only our own files run, nothing inline.
const OFFLINE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      // Navigations start while the worker wakes, so the page is not slower for passing through it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function offlinePage() {
  const cached = await caches.match(OFFLINE_PAGE);
  if (!cached) return Response.error();
  return new Response(cached.body, {
    status: 503,
    statusText: 'Offline',
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': OFFLINE_CSP,
      'cache-control': 'no-store',
    },
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await fetch(request));
        } catch {
          return offlinePage();
        }
      })(),
    );
    return;
  }
  // The offline page's own files, from the cache only while the network fails.
  const url = new URL(request.url);
  if (url.origin === self.location.origin && OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(url.pathname)) ?? Response.error()));
  }
});

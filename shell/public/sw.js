/* SemMultas service worker.
 * - Never serves a stale runtime entry: config.json, mf-manifest.json, remoteEntry.js and
 *   the API always go to the network (they are not even intercepted).
 * - Hashed assets (name.<hash>.js) are immutable: cache first.
 * - Pages: network first, the cached shell when offline.
 */
const VERSION = 'v1';
const ASSETS = `semmultas-assets-${VERSION}`;
const PAGES = `semmultas-pages-${VERSION}`;
const NEVER_CACHE = /(^|\/)(config\.json|mf-manifest\.json|remoteEntry\.js|sw\.js)(\?|$)|\/(auth|rest|storage)\/v1\//;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|webp|woff2?)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((c) => c.addAll(['/']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => ![ASSETS, PAGES].includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHE.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(PAGES).then((c) => c.put('/', copy));
          return response;
        })
        .catch(() => caches.match('/')),
    );
    return;
  }

  if (HASHED.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(ASSETS).then((c) => c.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

/* SemMultas service worker.
 * - Never serves a stale runtime entry: config.json, mf-manifest.json, remoteEntry.js and
 *   the API always go to the network (they are not even intercepted).
 * - Hashed assets (name.<hash>.js) are immutable: cache first.
 * - Pages: network first, the cached shell when offline.
 * - Precache after the first visit (issue 14): the worker is registered after the page has
 *   loaded, so it never saw the first page's scripts. The page then sends it the hashed assets
 *   it loaded, and the worker stores them (from the HTTP cache, no new download): the next
 *   visit, offline or with an evicted HTTP cache, starts from Cache Storage.
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

/** Stores the same-origin hashed assets among `urls` that are not stored yet. */
function precache(urls) {
  return caches.open(ASSETS).then((cache) =>
    Promise.all(
      urls.map((value) => {
        let url;
        try {
          url = new URL(value, self.location.origin);
        } catch {
          return undefined;
        }
        if (url.origin !== self.location.origin || !HASHED.test(url.pathname)) return undefined;
        return cache
          .match(url.href)
          .then((hit) => hit || fetch(url.href).then((response) => (response.ok ? cache.put(url.href, response) : undefined)))
          .catch(() => undefined);
      }),
    ),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'precache' || !Array.isArray(data.urls)) return;
  event.waitUntil(precache(data.urls.slice(0, 200)));
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

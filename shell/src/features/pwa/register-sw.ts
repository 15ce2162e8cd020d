import { whenIdle, type Idle } from '../../runtime/idle-prefetch';

/**
 * Registers the service worker in production builds once the page has loaded, in idle time, then
 * hands it the scripts and styles this page loaded, and those it loads afterwards, so the next
 * visit finds them in Cache Storage (shell/public/sw.js keeps only the same-origin hashed ones).
 *
 * Issue 14: the app's entry now starts after the first paint (index.html), by which time the
 * window's `load` has usually fired already: a listener added then would never run. So: at once
 * if the page has loaded, on `load` otherwise; either way in the next idle time, after the first
 * page's own requests.
 */
export function registerServiceWorker(idle: Idle = whenIdle): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void idle(() => {
      navigator.serviceWorker
        .register('/sw.js')
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          const precache = (entries: PerformanceEntryList) =>
            registration.active?.postMessage({ type: 'precache', urls: entries.map((entry) => entry.name) });
          precache(performance.getEntriesByType('resource'));
          // And, on a visit the worker did not control from its start, what the page asks for
          // afterwards (a lazy screen, an idle prefetch): a script requested before the worker
          // takes control never passes through it, and would be missing on the next visit. (The
          // worker skips what it has already stored.)
          if (navigator.serviceWorker.controller || typeof PerformanceObserver === 'undefined') return;
          new PerformanceObserver((list) => precache(list.getEntries())).observe({ type: 'resource' });
        })
        .catch((error: unknown) => console.warn('[SemMultas] service worker', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

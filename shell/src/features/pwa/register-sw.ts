import { whenIdle, type Idle } from '../../runtime/idle-prefetch';

/**
 * Registers the service worker in production builds once the page has loaded, in idle time, then
 * hands it the scripts and styles this page loaded so the next visit finds them in Cache Storage
 * (shell/public/sw.js keeps only the same-origin hashed ones).
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
          const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
          registration.active?.postMessage({ type: 'precache', urls });
        })
        .catch((error: unknown) => console.warn('[SemMultas] service worker', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Registers the service worker in production builds, after the page has loaded, then hands it
 * the scripts and styles this page loaded so the next visit finds them in Cache Storage
 * (shell/public/sw.js keeps only the same-origin hashed ones).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'precache', urls });
      })
      .catch((error: unknown) => console.warn('[SemMultas] service worker', error));
  });
}

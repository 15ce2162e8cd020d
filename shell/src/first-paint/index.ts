// The inline script at the end of index.html's body (first-paint.ts). Any failure leaves the
// "Carregando o SemMultas…" line, as before.
import { readStoredUser } from '../lib/session-storage';
import { firstPaintHtml } from './first-paint';

try {
  const html = firstPaintHtml({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    user: readStoredUser(),
    dark: document.documentElement.dataset.theme === 'dark',
  });
  const root = document.getElementById('root');
  if (html && root) root.innerHTML = html;
} catch {
  // The app draws the page when it starts.
}

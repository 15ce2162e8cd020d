// The inline script at the end of index.html's body (first-paint.ts). Any failure leaves the
// "Carregando o SemMultas…" line, as before.
import { conteudosFirstRead, forumThreadsFirstRead, type FirstRead } from '@semmultas/shared/first-read';
import { withoutTrailingSlash } from '@semmultas/shared/path';
import { readStoredUser } from '../lib/session-storage';
import { loadFirstListDrawers, startFirstList } from './first-list';
import { firstPaintHtml } from './first-paint';

/** The pages whose first screen is a list read from the database, painted too (first-list.ts), and their reads. */
const FIRST_LISTS: Readonly<Record<string, FirstRead>> = {
  '/dicas-tributarias': conteudosFirstRead(0),
  '/forum': forumThreadsFirstRead(),
};

/** The drawers' file (first-lists.ts), its hashed name written in by the build (tooling/webpack.cjs hostTemplate). */
const FIRST_LISTS_SRC = '__SM_FIRST_LISTS_SRC__';

try {
  const html = firstPaintHtml({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    user: readStoredUser(),
    dark: document.documentElement.dataset.theme === 'dark',
  });
  const root = document.getElementById('root');
  if (html && root) {
    root.innerHTML = html;
    const path = withoutTrailingSlash(location.pathname);
    if (Object.hasOwn(FIRST_LISTS, path))
      startFirstList(
        path,
        FIRST_LISTS[path]!,
        loadFirstListDrawers(FIRST_LISTS_SRC).then((drawers) => drawers[path]),
      );
  }
} catch {
  // The app draws the page when it starts.
}

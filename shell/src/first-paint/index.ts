// The inline script at the end of index.html's body (first-paint.ts). Any failure leaves the
// "Carregando o SemMultas…" line, as before.
import { conteudosFirstRead, forumThreadsFirstRead, type FirstRead } from '@semmultas/shared/first-read';
import { withoutTrailingSlash } from '@semmultas/shared/path';
import { readStoredUser } from '../lib/session-storage';
import { dicasCards } from './dicas-cards';
import { startFirstList } from './first-list';
import { forumCards } from './forum-cards';
import { firstPaintHtml } from './first-paint';

/** The pages whose first screen is a list read from the database, painted too (first-list.ts). */
const FIRST_LISTS: Readonly<Record<string, readonly [FirstRead, (answer: unknown) => HTMLElement | null]>> = {
  '/dicas-tributarias': [conteudosFirstRead(0), dicasCards],
  '/forum': [forumThreadsFirstRead(), forumCards],
};

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
    if (Object.hasOwn(FIRST_LISTS, path)) startFirstList(path, ...FIRST_LISTS[path]!);
  }
} catch {
  // The app draws the page when it starts.
}

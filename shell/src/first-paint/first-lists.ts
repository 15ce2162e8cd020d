// Issue 14: the second script of the first paint, a file of its own (first-lists.<hash>.js, emitted
// by tooling/webpack.cjs), which index.html's inline script (index.ts) asks for only on a page
// whose list it paints: the drawers of those lists (their styles stay in index.html). Inline,
// they made index.html 13 KB compressed: with its headers, more than a connection's first round
// trip carries (10 segments), and every page's first paint waited one round trip more
// (Lighthouse's FCP on a phone: 0.70 → 0.85 s on every route).
import type { FirstListDrawers } from './first-list';
import { dicasCards } from './dicas-cards';
import { forumCards } from './forum-cards';

const drawers: FirstListDrawers = { '/dicas-tributarias': dicasCards, '/forum': forumCards };
window.__semmultasFirstLists = drawers;

// Issue 14, eleventh round: a page whose largest text is the first item of a list read from the
// database (Dicas: its first tip's text) was complete only after react-dom, antd, the area's
// remote and then its read: 4.5 s of Lighthouse's LCP on a phone, against 0.7–1 s where the
// header is the page's largest text. index.html's script (first-paint/index.ts) now starts that
// read itself, with the stored session, as soon as /config.json is in, and draws the list's
// first cards under the painted header when both the answer and the drawers' file
// (first-lists.ts) are in (drawn by DOM calls, every stored word as a text node: no markup is
// read from the answer). The shell keeps them while the area's remote loads (RemoteRoute's
// page-head slot); the area takes the answer as its first read (@semmultas/shared/first-read)
// and draws the same cards in the same boxes.
import type { FirstRead, StartedRead } from '@semmultas/shared/first-read';
import { withoutTrailingSlash } from '@semmultas/shared/path';
import { TOKEN_MARGIN_S } from '../lib/session-storage';

/** Where a page's header (page-head-html.ts) keeps the place of its painted list. */
export const FIRST_LIST_SLOT = 'data-sm-first-list';

/**
 * The access token supabase-js keeps for this project (its default storage key), unless the app
 * would refresh it first (TOKEN_MARGIN_S): then the list waits for the app.
 */
export function storedAccessToken(supabaseUrl: string, storage: Storage = localStorage, now = Date.now()): string | null {
  try {
    const key = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
    const session = JSON.parse(storage.getItem(key) ?? 'null') as { access_token?: unknown; expires_at?: unknown } | null;
    if (typeof session?.access_token !== 'string' || typeof session.expires_at !== 'number') return null;
    return session.expires_at * 1000 > now + TOKEN_MARGIN_S * 1000 ? session.access_token : null;
  } catch {
    return null;
  }
}

/** Draws a page's list from its read's answer; null when there is nothing to show. */
export type FirstListDraw = (answer: unknown) => HTMLElement | null;
/** What first-lists.ts (the drawers' own file) leaves, by path. */
export type FirstListDrawers = Readonly<Record<string, FirstListDraw>>;

declare global {
  interface Window {
    __semmultasFirstLists?: FirstListDrawers;
  }
}

/** Loads the drawers' file (first-lists.ts) once; rejects if it does not come. */
let drawers: Promise<FirstListDrawers> | null = null;
export function loadFirstListDrawers(src: string): Promise<FirstListDrawers> {
  drawers ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => (window.__semmultasFirstLists ? resolve(window.__semmultasFirstLists) : reject(new Error(src)));
    script.onerror = () => reject(new Error(src));
    document.head.appendChild(script);
  });
  return drawers;
}

/**
 * Starts `read` for the page at `path` and, when its answer and its drawer (`draw`) are in, draws
 * it into the page's slot. Any failure leaves the page to the app.
 */
export function startFirstList(path: string, read: FirstRead, draw: Promise<FirstListDraw | undefined>): void {
  const boot = window.__semmultasBoot;
  if (!boot) return;
  const promise = boot.config
    .then((config) => {
      const token = storedAccessToken(config.supabaseUrl);
      if (!token) throw new Error('sessão a renovar');
      return fetch(`${config.supabaseUrl}/rest/v1/rpc/${read.rpc}`, {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(read.args),
      });
    })
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    });
  const started: StartedRead = { promise, at: Date.now() };
  (boot.reads ??= {})[read.key] = started;
  void promise.then(
    (rows) => void (started.rows = rows),
    () => undefined,
  );
  boot.firstListPainted = Promise.all([promise, draw]).then(
    ([rows, drawer]) => {
      const node = drawer?.(rows);
      if (!node) return;
      boot.firstList = { path, node };
      placeFirstList();
      // Settled once the frame with the list has been drawn: after the next animation frame's turn.
      return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    },
    () => undefined,
  );
}

/**
 * Puts the painted list in its page's slot: index.html's header, or the one the shell draws while
 * the area's remote loads (RemoteRoute calls this as it mounts). Gone once the visit is elsewhere.
 */
export function placeFirstList(): void {
  const boot = window.__semmultasBoot;
  const list = boot?.firstList;
  if (!list) return;
  if (withoutTrailingSlash(location.pathname) !== list.path) {
    delete boot.firstList;
    return;
  }
  const slot = [...document.querySelectorAll(`[${FIRST_LIST_SLOT}]`)].find((el) => el.getAttribute(FIRST_LIST_SLOT) === list.path);
  if (slot && list.node.parentNode !== slot) slot.appendChild(list.node);
}

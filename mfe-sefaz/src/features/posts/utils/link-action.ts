// DECISIONS.md 9: what a post's button does, decided apart from React so it is unit-tested.
//   0 → the address in a sandboxed in-app frame, with a visible "Abrir em nova aba" link
//   1 → a new tab, noopener + noreferrer
//   2 → the stored HTML, sanitized, on a page-like sheet
import type { Post } from '@semmultas/shared/types';

export type LinkAction =
  { kind: 'frame'; url: string } | { kind: 'new-tab'; url: string } | { kind: 'html' } | { kind: 'invalid-url' } | { kind: 'unknown' };

export const NEW_TAB_REL = 'noopener noreferrer';
export const OPEN_IN_NEW_TAB = 'Abrir em nova aba';
export const INVALID_URL = 'O endereço desta publicação é inválido.';

/** The address as an absolute http(s) URL, or null (javascript:, data:, relative, garbage…). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Type 0 whose site refused to be framed when the admin saved it (issue 21): a new tab, never a
 * grey frame. Unknown (null, an older post) keeps the frame and its way out.
 */
export function linkAction(post: Pick<Post, 'type_link' | 'link_url'> & Partial<Pick<Post, 'frame_allowed'>>): LinkAction {
  // The column is typed 0 | 1 | 2, but rows come from the network: trust nothing.
  const type = post.type_link as unknown;
  if (type === 2) return { kind: 'html' };
  if (type !== 0 && type !== 1) return { kind: 'unknown' };
  const url = safeHttpUrl(post.link_url);
  if (!url) return { kind: 'invalid-url' };
  return type === 0 && post.frame_allowed !== false ? { kind: 'frame', url } : { kind: 'new-tab', url };
}

/** Opens in a dialog on this page (0 and 2); type 1 leaves for another tab. */
export function opensInApp(action: LinkAction): action is { kind: 'frame'; url: string } | { kind: 'html' } {
  return action.kind === 'frame' || action.kind === 'html';
}

/**
 * The frame's sandbox. Scripts and forms stay on (government portals need them) but the page
 * can never navigate our window. `allow-same-origin` lets a *foreign* site keep its own
 * origin (its cookies, its login); for an address on our own origin it is left out, because
 * scripts plus same-origin would let the framed page reach into the app and lift the sandbox.
 */
export function frameSandbox(url: string, appOrigin: string): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-downloads'];
  let sameOrigin = true;
  try {
    sameOrigin = new URL(url).origin === appOrigin;
  } catch {
    /* unreadable: treat as our own, the strictest case */
  }
  if (!sameOrigin) tokens.push('allow-same-origin');
  return tokens.join(' ');
}

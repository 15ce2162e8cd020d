// Issue 14: what a signed-in user opening a page sees before any script of the app has run.
// index.html inlines this module (built apart, tooling/webpack.cjs firstPaintConfig) at the end
// of its body: the signed-in frame and the page's largest text (the home page's greeting, an
// area's header from @semmultas/shared/page-heads) are painted with the HTML, in the boxes
// React then draws them in (the same sizes as AppLayout, HomePage and PageHeader, in
// index.html's .sm-first styles), so nothing moves when React takes over. React's first commit
// replaces this markup (createRoot clears the container); for an area whose remote is still
// loading, RemoteRoute draws the same header.
//
// Only for what the app's first render shows this stored user: the guards' own answer
// (resolveGuard), so a free user opening a premium area, or the admin, is not shown a page
// the app will not show. If the session turns out to be over, the app then goes to /login
// exactly as it would from its own first render.
import { pageHeadFor } from '@semmultas/shared/page-heads';
import { planStatus } from '@semmultas/shared/plan';
import type { StoredUser } from '@semmultas/shared/types';
import { resolveGuard } from '../lib/resolve-guard';
import { pageHeadHtml } from './page-head-html';
import { withoutTrailingSlash } from '@semmultas/shared/path';

export interface FirstPaintInput {
  pathname: string;
  search: string;
  hash: string;
  user: StoredUser | null;
  dark: boolean;
  now?: Date;
}

/** The logo (components/logo.tsx) at the top bar's 30 px. */
function logo(dark: boolean): string {
  return (
    '<svg height="30" viewBox="0 0 176 36"><rect x="0" y="2" width="32" height="32" rx="8" fill="#0b6e4f"/>' +
    '<path d="M9 18.5l5 5 9.5-11" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<text x="40" y="26" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="21" font-weight="700" fill="' +
    (dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)') +
    '">Sem<tspan fill="' +
    (dark ? '#4cc995' : '#0b6e4f') +
    '">Multas</tspan></text></svg>'
  );
}

/** The markup for #root, or null when this page is left to the app. */
export function firstPaintHtml({ pathname, search, hash, user, dark, now = new Date() }: FirstPaintInput): string | null {
  // A hash is a recovery link or an anchor: the app's own business.
  if (!user || hash) return null;
  const plan = planStatus(user, now);
  if (resolveGuard(pathname, user, plan) !== null) return null;
  const path = withoutTrailingSlash(pathname);
  const home = path === '/pagina-inicial';
  const head = home ? null : pageHeadFor(path, search);
  if (!home && !head) return null;
  // The name and the plan's sentence come with React, as they always have.
  const page = head ? pageHeadHtml(head, path) : '<h2 class="sm-first-hello">Olá! <span>O que vamos resolver hoje?</span></h2>';
  const admin = Boolean(head?.panel);
  // The picture is hidden from screen readers; they hear what the boot line said. The admin's
  // frame (AppLayout's AdminLayout) has no menu button before the logo and no product menu.
  return (
    '<div class="sm-first-sr" role="status">Carregando o SemMultas…</div>' +
    `<div class="${admin ? 'sm-first sm-first-admin' : 'sm-first'}" aria-hidden="true"><header>${logo(dark)}</header>` +
    `<div class="sm-first-row">${admin ? '' : '<aside></aside>'}<main>${page}</main></div></div>`
  );
}

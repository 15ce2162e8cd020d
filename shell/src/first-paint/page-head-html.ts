// Issue 14: an area's header (@semmultas/shared/page-heads) as markup styled by index.html's own
// CSS (.sm-first-page, .sm-first-head, .sm-first-text, .sm-first-extra): the boxes of PageHeader
// (its row wraps with a 12 px gap, the text 280 px and up, the extra 260–420 px; the h2's
// fontSizeHeading2 / lineHeightHeading2; the grey line's colorTextDescription and 760 px measure),
// in both colour modes, without antd. The admin panel's page (.sm-first-panel): the boxes of
// mfe-admin's AdminLayout and PageTitle. Drawn before any script (first-paint.ts) and by the
// shell while the area's remote loads (runtime/remote-route.tsx), so neither needs the area's code.
import type { PageHead } from '@semmultas/shared/page-heads';
import { FIRST_LIST_SLOT } from './first-list';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The h2 and its grey line at the left, the place of the header's `extra` at the right, the area's
 * links' place above; under it, the place of a list index.html's script may paint (first-list.ts),
 * empty until then. `path` is the page's own (PAGE_HEADS' key).
 */
export function pageHeadHtml(head: PageHead, path: string): string {
  const text = `<h2>${escapeHtml(head.title)}</h2><p>${escapeHtml(head.subtitle)}</p>`;
  if (head.panel)
    // The panel's menu: on a narrow screen a button named by the page (its icons' places kept by
    // the CSS), which sets where the page's box starts; on a wide one an empty column beside it.
    // Only a picture: a screen reader would hear the page's name twice while the panel loads.
    return (
      `<div class="sm-first-panel"><div class="sm-first-panel-nav" aria-hidden="true"><div class="sm-first-panel-menu"><span>${escapeHtml(head.title)}</span></div></div>` +
      `<div class="sm-first-panel-box"><header>${text}</header></div></div>`
    );
  return (
    '<div class="sm-first-page">' +
    (head.above ? `<div style="height: ${head.above}px"></div>` : '') +
    `<header class="sm-first-head"><div><div class="sm-first-text">${text}</div>` +
    (head.extraHeight ? `<div class="sm-first-extra" style="height: ${head.extraHeight}px"></div>` : '') +
    `</div></header><div ${FIRST_LIST_SLOT}="${escapeHtml(path)}"></div></div>`
  );
}

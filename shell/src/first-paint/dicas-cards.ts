// Issue 14, eleventh round: the first cards of /dicas-tributarias, drawn from index.html's own read
// (first-list.ts) before any script of the app has run, as mfe-contents' ConteudoCard draws them:
// the same words (the shared 60/120 cut of the text read from the HTML, the date as dd/mm/yyyy,
// the premium badge) in the same boxes (index.html's .sm-first-cards styles: CardGrid's columns,
// PlainCard's border and radius, the 64 px band from antd's sm breakpoint, the title's, text's
// and footer's sizes), in both colour modes. e2e/first-visit.test.ts compares the boxes.
//
// Every stored word goes in as a text node; nothing in the answer is read as markup.
import { cardExcerpt, cardTitle } from '@semmultas/shared/card-text';
import { formatCalendarDateBR, INVALID_DATE } from '@semmultas/shared/format-plain';
import { htmlToText } from '@semmultas/shared/html-text';

/** As many cards as a first screen shows: two rows of three on a desktop. */
export const FIRST_CARDS = 6;

// antd's icons (@ant-design/icons-svg 4.6: BulbOutlined, StarFilled, LockOutlined), viewBox 64 64 896 896.
const BULB =
  'M632 888H392c-4.4 0-8 3.6-8 8v32c0 17.7 14.3 32 32 32h192c17.7 0 32-14.3 32-32v-32c0-4.4-3.6-8-8-8zM512 64c-181.1 0-328 146.9-328 328 0 121.4 66 227.4 164 284.1V792c0 17.7 14.3 32 32 32h264c17.7 0 32-14.3 32-32V676.1c98-56.7 164-162.7 164-284.1 0-181.1-146.9-328-328-328zm127.9 549.8L604 634.6V752H420V634.6l-35.9-20.8C305.4 568.3 256 484.5 256 392c0-141.4 114.6-256 256-256s256 114.6 256 256c0 92.5-49.4 176.3-128.1 221.8z';
const STAR =
  'M908.1 353.1l-253.9-36.9L540.7 86.1c-3.1-6.3-8.2-11.4-14.5-14.5-15.8-7.8-35-1.3-42.9 14.5L369.8 316.2l-253.9 36.9c-7 1-13.4 4.3-18.3 9.3a32.05 32.05 0 00.6 45.3l183.7 179.1-43.4 252.9a31.95 31.95 0 0046.4 33.7L512 754l227.1 119.4c6.2 3.3 13.4 4.4 20.3 3.2 17.4-3 29.1-19.5 26.1-36.9l-43.4-252.9 183.7-179.1c5-4.9 8.3-11.3 9.3-18.3 2.7-17.5-9.5-33.7-27-36.3z';
const LOCK =
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z';

interface Tip {
  title: string;
  author: string | null;
  date: string;
  text: string;
  badge: 'Dica Premium' | 'Premium' | null;
}

/** The rows as the cards will show them, or null when they are not what the page reads (then the page is left to the app). */
function tipsFrom(rows: unknown): Tip[] | null {
  if (!Array.isArray(rows)) return null;
  const tips: Tip[] = [];
  for (const row of rows.slice(0, FIRST_CARDS) as Record<string, unknown>[]) {
    if (typeof row !== 'object' || row === null || typeof row.id !== 'number' || typeof row.title !== 'string') return null;
    // ConteudoCard writes formatDateBR(data): a calendar date, or 'Data inválida'. A timestamp it
    // would write in the viewer's zone, with dayjs: such a list is not drawn here.
    let date = INVALID_DATE;
    if (typeof row.data === 'string') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.data)) return null;
      date = formatCalendarDateBR(row.data) ?? INVALID_DATE;
    } else if (row.data != null) return null;
    // A picture (partners, apps) makes a taller band: not a tip's card.
    if (row.image) return null;
    tips.push({
      title: cardTitle(row.title),
      author: typeof row.author === 'string' ? row.author : null,
      date,
      text: cardExcerpt(htmlToText(typeof row.content === 'string' ? row.content : null)),
      badge: row.bloqueado === true ? 'Premium' : row.is_premium === true ? 'Dica Premium' : null,
    });
  }
  return tips.length ? tips : null;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** antd's icon: a span around a 1em SVG in the text's colour. */
function icon(path: string): HTMLElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '64 64 896 896');
  svg.setAttribute('width', '1em');
  svg.setAttribute('height', '1em');
  svg.setAttribute('fill', 'currentColor');
  const shape = document.createElementNS(ns, 'path');
  shape.setAttribute('d', path);
  svg.appendChild(shape);
  const span = element('span', 'sm-first-icon');
  span.appendChild(svg);
  return span;
}

/** The first cards of the tips' list, or null when the answer has none (the page says so itself). */
export function dicasCards(rows: unknown): HTMLElement | null {
  const tips = tipsFrom(rows);
  if (!tips) return null;
  const list = element('ul', 'sm-first-cards');
  // A picture of the list: read and reached once the page's own cards are in.
  list.setAttribute('aria-hidden', 'true');
  for (const tip of tips) {
    const band = element('div', 'sm-first-band');
    band.appendChild(icon(BULB));
    const body = element('div', 'sm-first-card-body');
    if (tip.badge) {
      const tag = element('span', 'sm-first-tag');
      tag.append(icon(tip.badge === 'Premium' ? LOCK : STAR), element('span', '', tip.badge));
      body.appendChild(tag);
    }
    body.appendChild(element('h3', '', tip.title));
    if (tip.text) body.appendChild(element('div', 'sm-first-excerpt', tip.text));
    const foot = element('div', 'sm-first-foot');
    foot.append(element('span', '', tip.author ?? ''), element('span', '', tip.date));
    body.appendChild(foot);
    const card = element('div', 'sm-first-card');
    card.append(band, body);
    const item = element('li', '');
    item.appendChild(card);
    list.appendChild(item);
  }
  return list;
}

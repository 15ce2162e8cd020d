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
import { BULB, element, icon, LOCK, STAR } from './paint-dom';

/** As many cards as a first screen shows: two rows of three on a desktop. */
export const FIRST_CARDS = 6;

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

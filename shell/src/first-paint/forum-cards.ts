// Issue 14, eleventh round: the forum's first screen under its painted header, drawn from
// index.html's own read of forum_list_threads (first-list.ts) before any script of the app has
// run, as mfe-forum's ForumBoard first draws it: the name bar (the name still "…", as the forum
// shows it until its own read of the name), the new-topic form, the line over the list, then the
// newest threads' cards (ThreadCard: author, date in the viewer's zone, the text's first 280
// characters, the reply count). The same words (@semmultas/shared/forum-list, forum-rows,
// format-plain) in the same boxes (index.html's .sm-first-forum styles, colours from
// ui/theme.tsx). e2e/first-visit.test.ts compares the boxes.
//
// Every stored word goes in as a text node; nothing in the answer is read as markup.
import { FORUM_PREVIEW_CHARS, forumListStatus, NEW_TOPIC, replyCountLabel, textCountLabel } from '@semmultas/shared/forum-list';
import { toSummary } from '@semmultas/shared/forum-rows';
import { formatTimestampBR, truncate } from '@semmultas/shared/format-plain';
import { FORUM_TEXT_MAX } from '@semmultas/shared/forum-text';
import { EDIT, element, icon, MESSAGE, SEND, USER } from './paint-dom';

/** As many threads as a first screen shows. */
export const FIRST_THREADS = 5;

interface Thread {
  author: string;
  date: string;
  text: string;
  replies: string;
}

/** The answer as the cards will show it, or null when the forum would draw something else (then the page is left to it). */
function threadsFrom(answer: unknown): { threads: Thread[]; shown: number; total: number } | null {
  const page = answer as { threads?: unknown; total?: unknown } | null;
  if (typeof page !== 'object' || page === null || !Array.isArray(page.threads) || typeof page.total !== 'number') return null;
  const all = page.threads.map(toSummary);
  const threads: Thread[] = [];
  for (const thread of all.slice(0, FIRST_THREADS)) {
    // A full thread carries a tag this picture does not draw; a date the forum would write with dayjs neither.
    const date = thread.created_at ? formatTimestampBR(thread.created_at) : null;
    if (thread.is_full || !date) return null;
    threads.push({
      author: thread.author_name,
      date,
      text: truncate(thread.description, FORUM_PREVIEW_CHARS),
      replies: replyCountLabel(thread.reply_count),
    });
  }
  return threads.length ? { threads, shown: all.length, total: page.total } : null;
}

/** DisplayNameBar while the name loads: "Seu nome no fórum: … · Alterar". */
function nameBar(): HTMLElement {
  const bar = element('div', 'sm-first-namebar');
  const text = element('span', 'sm-first-namebar-text');
  text.append(element('span', 'sm-first-secondary', 'Seu nome no fórum: '), element('strong', '', '…'));
  const change = element('span', 'sm-first-link');
  change.append(icon(EDIT), element('span', '', 'Alterar'));
  bar.append(text, element('span', 'sm-first-secondary sm-first-fixed', ' · '), change);
  return bar;
}

/** PostForm, empty: the label, the three-line box with its count under it, the button. */
function newTopic(): HTMLElement {
  const card = element('div', 'sm-first-forum-card sm-first-post');
  const box = element('div', 'sm-first-textarea');
  box.append(
    element('span', 'sm-first-placeholder', NEW_TOPIC.placeholder),
    element('span', 'sm-first-count sm-first-secondary', textCountLabel(0, FORUM_TEXT_MAX)),
  );
  const actions = element('div', 'sm-first-post-actions');
  const button = element('span', 'sm-first-button');
  button.append(icon(SEND), element('span', '', NEW_TOPIC.submitLabel));
  actions.appendChild(button);
  card.append(element('strong', 'sm-first-label', NEW_TOPIC.label), box, actions);
  return card;
}

function threadCard(thread: Thread): HTMLElement {
  const card = element('div', 'sm-first-forum-card');
  const author = element('span', 'sm-first-author');
  const picture = element('span', 'sm-first-avatar');
  picture.appendChild(icon(USER));
  const name = element('span', 'sm-first-author-name');
  name.appendChild(element('strong', '', thread.author));
  author.append(picture, name, element('span', 'sm-first-date sm-first-secondary', thread.date));
  const text = element('div', 'sm-first-thread-text');
  text.appendChild(element('span', '', thread.text));
  const replies = element('span', 'sm-first-secondary');
  replies.append(icon(MESSAGE), ` ${thread.replies}`);
  const foot = element('div', 'sm-first-thread-foot');
  const left = element('div', 'sm-first-thread-replies');
  left.appendChild(replies);
  foot.appendChild(left);
  card.append(author, text, foot);
  return card;
}

/** The forum's first screen under its header, or null when the answer is not one it can draw as the forum would. */
export function forumCards(answer: unknown): HTMLElement | null {
  const page = threadsFrom(answer);
  if (!page) return null;
  const screen = element('div', 'sm-first-forum');
  // A picture of the page, out of the reading order: the forum's own is read.
  screen.setAttribute('aria-hidden', 'true');
  const list = element('ul', 'sm-first-forum-list');
  for (const thread of page.threads) {
    const item = element('li', '');
    item.appendChild(threadCard(thread));
    list.appendChild(item);
  }
  const status = forumListStatus({ shown: page.shown, total: page.total, complete: page.shown >= page.total, searching: false });
  screen.append(nameBar(), newTopic(), element('div', 'sm-first-status sm-first-secondary', status), list);
  return screen;
}

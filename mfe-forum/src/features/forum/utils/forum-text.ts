// What may be posted (SPEC §5: blank posts are ignored) and how long it may be: the database's
// private.forum_clean_text refuses more than 5000 characters after trimming, and so do we,
// before sending, with a message that says by how much.

/** char_length() limit of forum.description and of a reply's response. */
export const FORUM_TEXT_MAX = 5000;

export type ForumTextKind = 'thread' | 'reply';

export type ForumTextCheck =
  | { status: 'ok'; text: string }
  | { status: 'blank' }
  | { status: 'too-long'; length: number };

/** Postgres char_length counts code points, not UTF-16 units (an emoji is one). */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export function checkForumText(raw: string): ForumTextCheck {
  const text = raw.trim();
  if (!text) return { status: 'blank' };
  const length = charLength(text);
  if (length > FORUM_TEXT_MAX) return { status: 'too-long', length };
  return { status: 'ok', text };
}

const count = new Intl.NumberFormat('pt-BR');

export function tooLongMessage(kind: ForumTextKind, length: number): string {
  const what = kind === 'thread' ? 'O tópico' : 'A resposta';
  return `${what} pode ter no máximo ${count.format(FORUM_TEXT_MAX)} caracteres (agora tem ${count.format(length)}). Encurte o texto para publicar.`;
}

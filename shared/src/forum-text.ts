// What may be posted (SPEC §5: blank posts are ignored) and how long it may be. "Blank" is the
// database's rule (private.is_blank / trim_blank in the forum migration): every Unicode space,
// control character and invisible format character (NBSP, U+200B–U+200F, U+2060, U+FEFF, …)
// counts as nothing. More than 5000 characters after trimming is refused, and so do we, before
// sending, with a message that says by how much.

/** char_length() limit of forum.description and of a reply's response. */
export const FORUM_TEXT_MAX = 5000;

export type ForumTextKind = 'thread' | 'reply';

export type ForumTextCheck = { status: 'ok'; text: string } | { status: 'blank' } | { status: 'too-long'; length: number };

// The same classes as private.blank_chars_class() / edge_chars_class().
const EDGE =
  '\\u0001-\\u0020\\u007f-\\u00a0\\u00ad\\u034f\\u061c\\u115f\\u1160\\u1680\\u17b4\\u17b5\\u180b-\\u180e' +
  '\\u2000-\\u200c\\u200e\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u2800\\u3000\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb';
const BLANK = `${EDGE}\\u200d\\ufe00-\\ufe0f\\u{e0000}-\\u{e007f}\\u{e0100}-\\u{e01ef}`;
// eslint-disable-next-line no-misleading-character-class -- lists invisible characters on purpose
const BLANK_ALL = new RegExp(`[${BLANK}]`, 'gu');
// eslint-disable-next-line no-misleading-character-class -- lists invisible characters on purpose
const EDGES = new RegExp(`^[${EDGE}]+|[${EDGE}]+$`, 'gu');

/** True when the text shows nothing: only spaces, line breaks or invisible characters. */
export function isBlank(text: string): boolean {
  return text.replace(BLANK_ALL, '') === '';
}

/** Trimmed of spaces and invisible characters at both ends (emoji sequences kept). */
export function trimBlank(text: string): string {
  return text.replace(EDGES, '');
}

/** Postgres char_length counts code points, not UTF-16 units (an emoji is one). */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export function checkForumText(raw: string): ForumTextCheck {
  if (isBlank(raw)) return { status: 'blank' };
  const text = trimBlank(raw);
  const length = charLength(text);
  if (length > FORUM_TEXT_MAX) return { status: 'too-long', length };
  return { status: 'ok', text };
}

const count = new Intl.NumberFormat('pt-BR');

export function tooLongMessage(kind: ForumTextKind, length: number): string {
  const what = kind === 'thread' ? 'O tópico' : 'A resposta';
  return `${what} pode ter no máximo ${count.format(FORUM_TEXT_MAX)} caracteres (agora tem ${count.format(length)}). Encurte o texto para publicar.`;
}

// ---------------------------------------------------------------------------------------
// Forum name (user_profiles.display_name): private.clean_display_name's rule.
// ---------------------------------------------------------------------------------------
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/u;
const NAME_SPACES = /[\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u2800\u3164\u115f\u1160\uffa0]+/gu;
// eslint-disable-next-line no-misleading-character-class -- lists invisible characters on purpose
const INVISIBLE = new RegExp(`[${BLANK}]`, 'u');

export type DisplayNameCheck = { status: 'ok'; name: string } | { status: 'invalid'; message: string };

export function checkDisplayName(raw: string): DisplayNameCheck {
  if (isBlank(raw)) return { status: 'invalid', message: 'O nome no fórum não pode ficar em branco.' };
  if (CONTROL.test(raw))
    return { status: 'invalid', message: 'O nome no fórum não pode ter quebras de linha, tabulações ou caracteres de controle.' };
  const name = raw.replace(NAME_SPACES, ' ').replace(/^ +| +$/g, '');
  if (INVISIBLE.test(name.replace(/ /g, ''))) return { status: 'invalid', message: 'O nome no fórum não pode ter caracteres invisíveis.' };
  const length = charLength(name);
  if (length < DISPLAY_NAME_MIN || length > DISPLAY_NAME_MAX)
    return { status: 'invalid', message: `O nome no fórum deve ter entre ${DISPLAY_NAME_MIN} e ${DISPLAY_NAME_MAX} caracteres.` };
  return { status: 'ok', name };
}

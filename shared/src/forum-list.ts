// The forum's list, as the forum remote draws it and as index.html's script paints its first
// screen before the app runs (shell/src/first-paint/forum-cards.ts, issue 14): its page size, the
// preview's cut, and its words, in one place so the two say the same.

/** Threads shown at first and added by each "Carregar mais". */
export const FORUM_PAGE_SIZE = 20;
/** A thread's text in the list is cut at this many characters (truncate). */
export const FORUM_PREVIEW_CHARS = 280;

const number = new Intl.NumberFormat('pt-BR');

/** The forum page's form for a new thread (PostForm's label, placeholder and button). */
export const NEW_TOPIC = {
  label: 'Novo tópico',
  placeholder: 'Escreva sua dúvida ou comentário para a comunidade',
  submitLabel: 'Publicar tópico',
} as const;

/** Under a text box of the forum: "1.234 / 5.000". */
export function textCountLabel(count: number, max: number): string {
  return `${number.format(count)} / ${number.format(max)}`;
}

function plural(n: number, one: string, many: string) {
  return `${number.format(n)} ${n === 1 ? one : many}`;
}

export function replyCountLabel(n: number): string {
  if (n === 0) return 'Nenhuma resposta';
  return n === 1 ? '1 resposta' : `${number.format(n)} respostas`;
}

/** The line over the list that says what it holds ('' when it holds nothing). */
export function forumListStatus({
  shown,
  total,
  complete,
  searching,
}: {
  shown: number;
  total: number;
  complete: boolean;
  searching: boolean;
}): string {
  if (total === 0) return '';
  if (searching) {
    const found = plural(total, 'tópico encontrado', 'tópicos encontrados');
    return complete ? found : `${found} · mostrando ${number.format(shown)}`;
  }
  return `Mostrando ${number.format(shown)} de ${plural(total, 'tópico', 'tópicos')}`;
}

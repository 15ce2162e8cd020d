// The post form (SPEC §3 posts): what the admin types, how it is checked before sending and
// what is sent. html_archive is kept only for link type 2 (the database clears it otherwise).
import { normalizeSearch } from '@semmultas/shared/format';
import type { LinkType, Post } from '@semmultas/shared/types';
import { ALL_STATES_ID, RECEITA_FEDERAL_ID, RELACIONADAS_ID, SPECIAL_STATE_NAMES, STATES } from '@semmultas/shared/states';
import { HTML_MAX, isBlankHtml, isHttpUrl, type FormErrors } from '../../../lib/form-errors';

export interface PostFormValues {
  title: string;
  description: string;
  state_id: number | null;
  type_link: LinkType | null;
  link_url: string;
  html_archive: string;
}

export type PostPayload = Omit<Post, 'id' | 'created_at' | 'frame_allowed' | 'frame_reason' | 'frame_checked_at'> &
  Partial<Pick<Post, 'frame_allowed' | 'frame_reason' | 'frame_checked_at'>>;

export const POST_TITLE_MAX = 150;
export const POST_DESCRIPTION_MAX = 1000;
export const LINK_MAX = 2048;

export const LINK_TYPES: ReadonlyArray<{ value: LinkType; label: string; hint: string }> = [
  { value: 0, label: 'Página no app', hint: 'abre o link numa janela dentro do SemMultas' },
  { value: 1, label: 'Nova aba', hint: 'abre o link em outra aba do navegador' },
  { value: 2, label: 'Documento HTML', hint: 'mostra o texto escrito no editor abaixo' },
];

/** The type's name, never its database number (issue 21: "Nova aba", not "1 · Nova aba"). */
export function linkTypeLabel(type: unknown): string {
  const found = LINK_TYPES.find((t) => t.value === type);
  return found ? found.label : 'Tipo de link desconhecido.';
}

export interface StateOption {
  value: number;
  label: string;
  /** The state's UF ("SP"): typing it finds the state. */
  sigla?: string;
}

/** The picker's options: the 27 states by name, then Receita Federal, Relacionadas and all states. */
export const STATE_OPTIONS: { estados: StateOption[]; especiais: StateOption[] } = {
  estados: [...STATES]
    .sort((a, b) => a.state_name.localeCompare(b.state_name, 'pt-BR'))
    .map((s) => ({ value: s.id, label: s.state_name, sigla: s.sigla })),
  especiais: [RECEITA_FEDERAL_ID, RELACIONADAS_ID, ALL_STATES_ID].map((id) => ({ value: id, label: SPECIAL_STATE_NAMES[id]! })),
};

/**
 * How well what the admin typed names a state, accents and case aside: 0 its UF ("sp" → São
 * Paulo), 1 the start of its name, 2 any part of it; null when it does not. The picker lists
 * the best first, so "SP" offers São Paulo before Espírito Santo.
 */
export function stateMatch(input: string, option: StateOption): number | null {
  const typed = normalizeSearch(input).trim();
  if (!typed) return 2;
  if (option.sigla && normalizeSearch(option.sigla) === typed) return 0;
  const name = normalizeSearch(option.label);
  if (name.startsWith(typed)) return 1;
  return name.includes(typed) ? 2 : null;
}

const VALID_STATE_IDS = new Set([...STATE_OPTIONS.estados, ...STATE_OPTIONS.especiais].map((o) => o.value));

export const EMPTY_POST: PostFormValues = { title: '', description: '', state_id: null, type_link: null, link_url: '', html_archive: '' };

export function postToFormValues(post: Post | null | undefined): PostFormValues {
  if (!post) return { ...EMPTY_POST };
  return {
    title: post.title ?? '',
    description: post.description ?? '',
    state_id: post.state_id ?? null,
    type_link: post.type_link ?? null,
    link_url: post.link_url ?? '',
    html_archive: post.html_archive ?? '',
  };
}

export function validatePost(values: PostFormValues): FormErrors<keyof PostFormValues> {
  const errors: FormErrors<keyof PostFormValues> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Informe o título.';
  else if (title.length > POST_TITLE_MAX) errors.title = `O título pode ter no máximo ${POST_TITLE_MAX} caracteres.`;

  if (values.description.trim().length > POST_DESCRIPTION_MAX)
    errors.description = `A descrição pode ter no máximo ${POST_DESCRIPTION_MAX} caracteres.`;

  if (values.state_id === null || !VALID_STATE_IDS.has(values.state_id)) errors.state_id = 'Escolha o estado.';

  const type = values.type_link;
  if (type !== 0 && type !== 1 && type !== 2) errors.type_link = 'Escolha o tipo de link.';

  const link = values.link_url.trim();
  if (!link) {
    if (type === 0 || type === 1) errors.link_url = 'O link é obrigatório para os tipos 0 e 1.';
  } else if (link.length > LINK_MAX || !isHttpUrl(link)) {
    errors.link_url = 'O link deve começar com http:// ou https://.';
  }

  if (type === 2) {
    if (isBlankHtml(values.html_archive)) errors.html_archive = 'Escreva o conteúdo do documento HTML.';
    else if (values.html_archive.length > HTML_MAX) errors.html_archive = 'O HTML pode ter no máximo 1.000.000 caracteres.';
  }
  return errors;
}

/** What is sent to `posts` (insert or update): trimmed, blanks as null, HTML only for type 2. */
export function toPostPayload(values: PostFormValues): PostPayload {
  const type = values.type_link as LinkType;
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    link_url: values.link_url.trim() || null,
    state_id: values.state_id as number,
    type_link: type,
    html_archive: type === 2 ? values.html_archive : null,
  };
}

// The content form (SPEC §3 conteudos): type 0 tip, 1 partner accountant, 2 app. Tips have no
// picture (SPEC §2 Admin: the image link is disabled for type 0), so none is sent for them.
import type { Conteudo, ConteudoType } from '@semmultas/shared/types';
import { HTML_MAX, isBlankHtml, type FormErrors } from '../../../lib/form-errors';

export interface ConteudoFormValues {
  title: string;
  type: ConteudoType | null;
  author: string;
  data: string | null; // yyyy-mm-dd
  image: string;
  content: string;
  /** "Dica Premium": free users read only its first lines (tips only; issue 21). */
  is_premium: boolean;
  // Partner accountants only (issue 21): region, specialities, contacts.
  uf: string | null;
  cidade: string;
  especialidades: string[];
  telefone: string;
  whatsapp: string;
  email_contato: string;
  site: string;
}

export type ConteudoPayload = Omit<Conteudo, 'id' | 'created_at' | 'bloqueado'>;

export const CONTEUDO_TITLE_MAX = 200;
export const AUTHOR_MAX = 120;
const IMAGE_MAX = 2048;

export const CONTEUDO_TYPES: ReadonlyArray<{ value: ConteudoType; label: string; plural: string }> = [
  { value: 0, label: 'Dica tributária', plural: 'Dicas' },
  { value: 1, label: 'Contador parceiro', plural: 'Consultoria' },
  { value: 2, label: 'Indicação de app', plural: 'Apps' },
];

/** SPEC §8: an unknown type reads 'Tipo não encontrado'. */
export function conteudoTypeLabel(type: unknown): string {
  return CONTEUDO_TYPES.find((t) => t.value === type)?.label ?? 'Tipo não encontrado';
}

/** Only tips have a free and a premium version (SPEC §6 "basic tips" / "detailed tips"). */
export function premiumAllowed(type: ConteudoType | null): boolean {
  return type === 0;
}

/** Region, specialities and contacts belong to partner accountants. */
export function partnerFieldsAllowed(type: ConteudoType | null): boolean {
  return type === 1;
}

export function imageAllowed(type: ConteudoType | null): boolean {
  return type === 1 || type === 2;
}

export function conteudoToFormValues(conteudo: Conteudo | null | undefined, today: string): ConteudoFormValues {
  const partner = {
    uf: conteudo?.uf ?? null,
    cidade: conteudo?.cidade ?? '',
    especialidades: conteudo?.especialidades ?? [],
    telefone: conteudo?.telefone ?? '',
    whatsapp: conteudo?.whatsapp ?? '',
    email_contato: conteudo?.email_contato ?? '',
    site: conteudo?.site ?? '',
  };
  if (!conteudo) return { title: '', type: null, author: '', data: today, image: '', content: '', is_premium: false, ...partner };
  return {
    ...partner,
    title: conteudo.title ?? '',
    type: conteudo.type ?? null,
    author: conteudo.author ?? '',
    data: conteudo.data ? conteudo.data.slice(0, 10) : today,
    image: conteudo.image ?? '',
    content: conteudo.content ?? '',
    is_premium: conteudo.is_premium === true,
  };
}

function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function validateConteudo(values: ConteudoFormValues): FormErrors<keyof ConteudoFormValues> {
  const errors: FormErrors<keyof ConteudoFormValues> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Informe o título.';
  else if (title.length > CONTEUDO_TITLE_MAX) errors.title = `O título pode ter no máximo ${CONTEUDO_TITLE_MAX} caracteres.`;

  if (values.type !== 0 && values.type !== 1 && values.type !== 2) errors.type = 'Escolha o tipo.';

  if (values.author.trim().length > AUTHOR_MAX) errors.author = `O autor pode ter no máximo ${AUTHOR_MAX} caracteres.`;

  if (!values.data) errors.data = 'Informe a data.';
  else if (!isIsoDate(values.data)) errors.data = 'Data inválida';

  const image = values.image.trim();
  if (imageAllowed(values.type) && image && (image.length > IMAGE_MAX || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(image)))
    errors.image = 'A imagem deve ser um link http(s) ou um caminho que comece com /.';

  if (partnerFieldsAllowed(values.type)) {
    const digits = (v: string) => v.replace(/\D/g, '');
    const cidade = values.cidade.trim();
    if (cidade && (cidade.length < 2 || cidade.length > 80)) errors.cidade = 'A cidade deve ter entre 2 e 80 caracteres.';
    if (values.especialidades.length > 12) errors.especialidades = 'Informe no máximo 12 especialidades.';
    else if (values.especialidades.some((e) => e.trim().length > 40))
      errors.especialidades = 'Cada especialidade pode ter no máximo 40 caracteres.';
    if (values.telefone.trim() && ![10, 11].includes(digits(values.telefone).length))
      errors.telefone = 'Informe DDD e número (10 ou 11 dígitos).';
    const zap = digits(values.whatsapp).replace(/^55(?=\d{10,11}$)/, '');
    if (values.whatsapp.trim() && ![10, 11].includes(zap.length)) errors.whatsapp = 'Informe DDD e número (10 ou 11 dígitos).';
    const email = values.email_contato.trim();
    if (email && (email.length > 254 || !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email))) errors.email_contato = 'E-mail de contato inválido.';
    const site = values.site.trim();
    if (site && (site.length > 2048 || !/^https?:\/\/\S+$/i.test(site))) errors.site = 'O site deve começar com http:// ou https://.';
  }

  if (isBlankHtml(values.content)) errors.content = 'Escreva o conteúdo.';
  else if (values.content.length > HTML_MAX) errors.content = 'O conteúdo pode ter no máximo 1.000.000 caracteres.';
  return errors;
}

export function toConteudoPayload(values: ConteudoFormValues): ConteudoPayload {
  const type = values.type as ConteudoType;
  return {
    title: values.title.trim(),
    type,
    author: values.author.trim() || null,
    data: values.data,
    image: imageAllowed(type) ? values.image.trim() || null : null,
    content: values.content,
    // Partners and apps are premium areas already: only a tip can be a premium one.
    is_premium: type === 0 && values.is_premium,
    ...(partnerFieldsAllowed(type)
      ? {
          uf: values.uf || null,
          cidade: values.cidade.trim() || null,
          especialidades: values.especialidades.map((e) => e.trim()).filter(Boolean),
          telefone: values.telefone.replace(/\D/g, '') || null,
          whatsapp: values.whatsapp.replace(/\D/g, '') || null,
          email_contato: values.email_contato.trim() || null,
          site: values.site.trim() || null,
        }
      : { uf: null, cidade: null, especialidades: [], telefone: null, whatsapp: null, email_contato: null, site: null }),
  };
}

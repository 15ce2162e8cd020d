// The legal page form's one validate(): what the database's checks would refuse, said first.
import { LEGAL_MARKERS } from '@semmultas/shared/legal';
import type { FormErrors } from '../../../lib/form-errors';

export interface PaginaLegalFormValues {
  title: string;
  content: string;
}

export const LEGAL_TITLE_MAX = 120;
const CONTENT_MAX = 200_000;

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Markers written with a slip ({{cnpj }} is fine, {{razao}} is not): the admin is told. */
export function unknownMarkers(html: string): string[] {
  const known = new Set(Object.keys(LEGAL_MARKERS));
  const found = Array.from(html.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g), (m) => m[1]!);
  return [...new Set(found.filter((k) => !known.has(k)))];
}

export function validatePaginaLegal(v: PaginaLegalFormValues): FormErrors<keyof PaginaLegalFormValues> {
  const errors: FormErrors<keyof PaginaLegalFormValues> = {};
  const title = v.title.trim();
  if (title.length < 3) errors.title = 'Escreva o título (pelo menos 3 caracteres).';
  else if (title.length > LEGAL_TITLE_MAX) errors.title = `O título pode ter até ${LEGAL_TITLE_MAX} caracteres.`;
  const text = plainText(v.content);
  if (text.length < 20) errors.content = 'Escreva o texto da página.';
  else if (v.content.length > CONTENT_MAX) errors.content = 'O texto é longo demais (máximo de 200 mil caracteres).';
  else {
    const unknown = unknownMarkers(v.content);
    if (unknown.length)
      errors.content = `Marcador desconhecido: ${unknown.map((k) => `{{${k}}}`).join(', ')}. Use ${Object.keys(LEGAL_MARKERS)
        .map((k) => `{{${k}}}`)
        .join(', ')}.`;
  }
  return errors;
}

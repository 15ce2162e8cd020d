// The Termos de Uso and the Política de Privacidade (issue 21): stored in public.paginas_legais,
// edited by the admin, shown at their public addresses. The stored text names the company
// with markers filled from the deployment's configuration, so the footer and the legal text
// always say the same razão social, CNPJ and address.
import type { RuntimeConfig } from './types';

export type LegalSlug = 'termos-de-uso' | 'politica-de-privacidade';

export interface LegalPageInfo {
  slug: LegalSlug;
  path: `/${LegalSlug}`;
  title: string;
}

export const LEGAL_PAGES: readonly LegalPageInfo[] = [
  { slug: 'termos-de-uso', path: '/termos-de-uso', title: 'Termos de Uso' },
  { slug: 'politica-de-privacidade', path: '/politica-de-privacidade', title: 'Política de Privacidade' },
];

export interface PaginaLegal {
  slug: LegalSlug;
  title: string;
  content: string;
  updated_at: string;
}

/** The markers the admin may write, and what each becomes. */
export const LEGAL_MARKERS = {
  razao_social: 'a razão social',
  cnpj: 'o CNPJ',
  endereco: 'o endereço',
  email_contato: 'o e-mail de contato',
} as const;

type Company = Pick<RuntimeConfig, 'companyLegalName' | 'companyCnpj' | 'companyAddress' | 'contactEmail'>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stored HTML with {{razao_social}}, {{cnpj}}, {{endereco}} and {{email_contato}} filled
 * (escaped: configuration is text, not markup). An unknown marker is left as written so the
 * admin sees the slip. The result still goes through the shared sanitizer when rendered.
 */
export function fillLegalMarkers(html: string, company: Partial<Company>): string {
  const values: Record<keyof typeof LEGAL_MARKERS, string | undefined> = {
    razao_social: company.companyLegalName,
    cnpj: company.companyCnpj,
    endereco: company.companyAddress,
    email_contato: company.contactEmail,
  };
  return html.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => {
    const value = values[key as keyof typeof LEGAL_MARKERS];
    return value ? escapeHtml(value) : whole;
  });
}

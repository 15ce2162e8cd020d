// Issue 14: the header (h2 and grey line) of the areas' first pages, in one place, because three
// things draw it with the same words and must draw it in the same place: index.html before any
// script has loaded (shell/src/first-paint), the shell while the area's remote loads
// (RemoteRoute), then the area itself with `PageHeader` (the admin panel with its `PageTitle`).
// A page whose LCP element is its own header is then complete at first paint, not after
// react-dom, antd and its remote have run.
import { withoutTrailingSlash } from './path';

/** antd's large Input (SearchBox): 40 px. */
const SEARCH_BOX = 40;

export interface PageHead {
  /** The area's name in the menu (routes.ts AREAS). */
  title: string;
  subtitle: string;
  /**
   * The height of `PageHeader`'s `extra` as the area first draws it, kept empty until then: beside
   * the title on a wide screen (its width sets the title's), above the page's content on a narrow one.
   */
  extraHeight?: number;
  /** The area's own links above the header (the calculators' tabs: 40 px and 16 px of margin), kept empty until they come. */
  above?: number;
  /**
   * A page of the admin panel: drawn in the admin's frame (no product menu) and the panel's own
   * (mfe-admin AdminLayout: its menu beside the page from 992 px, above it as a button named by
   * the title below that; the page in a white box), with the panel's 22 px h2 (PageTitle).
   */
  panel?: true;
}

// Written out, not built from routes.ts, so that a remote importing a header does not carry the
// route table; a unit test holds each title to the menu's name and each line to the home card's
// sentence.
export const SEFAZ_HEAD: PageHead = {
  title: 'SEFAZ Estaduais',
  // More precise than the home card's sentence.
  subtitle: 'Escolha um estado para ver os serviços, portais e orientações da sua Secretaria da Fazenda.',
  extraHeight: SEARCH_BOX,
};

export const DICAS_HEAD: PageHead = {
  title: 'Dicas tributárias',
  subtitle: 'Prazos, obrigações e cuidados que evitam multas, explicados sem juridiquês.',
  extraHeight: SEARCH_BOX,
};

export const PARCEIROS_HEAD: PageHead = {
  title: 'Contadores Parceiros',
  subtitle: 'Escritórios de contabilidade que conhecem a rotina da pequena empresa.',
  extraHeight: SEARCH_BOX,
};

export const APPS_HEAD: PageHead = {
  title: 'Indicação de Apps',
  subtitle: 'Aplicativos de emissão de notas, gestão e controle financeiro que valem a pena.',
  extraHeight: SEARCH_BOX,
};

export const FORUM_HEAD: PageHead = {
  title: 'Fórum',
  subtitle: 'Pergunte e responda dúvidas tributárias com outros empresários e contadores.',
  extraHeight: SEARCH_BOX,
};

export const FLUXO_HEAD: PageHead = {
  title: 'Fluxo de Caixa',
  // The home card's sentence is about what it gives; here, what the page holds.
  subtitle: 'Entradas e saídas da sua empresa, com saldo, filtros e relatórios.',
  // LedgerToolbar: four buttons in two rows (32 + 8 + 32) at 390 and 1280 px. An expired plan's
  // two take one row; the title, at the row's top, keeps its place either way.
  extraHeight: 72,
};

export const CALCULADORA_ICMS_HEAD: PageHead = {
  // The ICMS calculators' page, the area's first (the menu says "Calculadoras").
  title: 'Calculadora ICMS',
  subtitle:
    'ICMS-ST nas vendas interestaduais, ICMS na importação e DIFAL, com os campos da NF-e e a memória de cálculo com a base legal de ' +
    'cada passo. As alíquotas por estado foram pesquisadas em 2025: confira na SEFAZ antes de emitir a nota.',
  above: 56,
};

export const ADMIN_POSTS_HEAD: PageHead = {
  // The panel's first page (mfe-admin PostsPage); its menu entry says the same.
  title: 'Cadastros SEFAZ / RFB, relacionadas',
  subtitle: 'Os botões das páginas dos estados, da Receita Federal, de Relacionadas e os comuns a todos os estados.',
  panel: true,
};

/**
 * By path, without a trailing slash: only the area's first page (not /forum/12). An area imports
 * its own entry by name (FORUM_HEAD…), so its bundle carries its words, not the whole table.
 */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/sefaz-estaduais': SEFAZ_HEAD,
  '/dicas-tributarias': DICAS_HEAD,
  '/contadores-parceiros': PARCEIROS_HEAD,
  '/indicacao-apps': APPS_HEAD,
  '/forum': FORUM_HEAD,
  '/fluxo-caixa': FLUXO_HEAD,
  '/calculadora-icms': CALCULADORA_ICMS_HEAD,
  '/admin': ADMIN_POSTS_HEAD,
};

/** The header `pathname` opens with, when the address asks for nothing else (no ?busca=, no filter). */
export function pageHeadFor(pathname: string, search: string): PageHead | null {
  if (search && search !== '?') return null;
  const path = withoutTrailingSlash(pathname);
  return Object.hasOwn(PAGE_HEADS, path) ? PAGE_HEADS[path]! : null;
}

// The panel's pages (SPEC §2 Admin's four, then the legal texts of issue 21), in the menu's
// order; the first is the default.
import type { ReactNode } from 'react';
import {
  AuditOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  PercentageOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { lazyScreen, type LazyScreen } from '@semmultas/shared/lazy-screen';
import { ADMIN_POSTS_HEAD, type PageHead } from '@semmultas/shared/page-heads';
import {
  ATOS_TITLE,
  CONTEUDOS_TITLE,
  PAGAMENTOS_TITLE,
  PAGINAS_LEGAIS_TITLE,
  POSTS_TITLE,
  TAXAS_SELIC_TITLE,
  USUARIOS_TITLE,
} from '../lib/page-titles';

export interface AdminPage {
  /** Relative to the panel's base path; '' is the index. */
  path: '' | 'conteudos' | 'usuarios' | 'pagamentos' | 'paginas-legais' | 'atos-extraordinarios' | 'taxas-selic';
  label: string;
  icon: ReactNode;
  /** Issue 14: each page in its own chunk, loaded when opened (or preloaded from its menu link). */
  screen: LazyScreen<object>;
  /** Issue 14: the header index.html paints before any script; kept while the page's chunk loads. */
  head?: PageHead;
}

/** DECISIONS 19: the SPEC's menu names, with its slips written right. */
// The menu says what each page's heading says (one name per area).
export const ADMIN_MENU_LABELS = {
  conteudos: CONTEUDOS_TITLE,
  usuarios: USUARIOS_TITLE,
  pagamentos: PAGAMENTOS_TITLE,
} as const;

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '',
    label: POSTS_TITLE,
    icon: <FileTextOutlined aria-hidden />,
    head: ADMIN_POSTS_HEAD,
    screen: lazyScreen(() => import('../features/posts/components/posts-page').then((m) => m.PostsPage)),
  },
  {
    path: 'conteudos',
    label: ADMIN_MENU_LABELS.conteudos,
    icon: <ReadOutlined aria-hidden />,
    screen: lazyScreen(() => import('../features/conteudos/components/conteudos-page').then((m) => m.ConteudosPage)),
  },
  {
    path: 'usuarios',
    label: ADMIN_MENU_LABELS.usuarios,
    icon: <TeamOutlined aria-hidden />,
    screen: lazyScreen(() => import('../features/usuarios/components/usuarios-page').then((m) => m.UsuariosPage)),
  },
  {
    path: 'pagamentos',
    label: ADMIN_MENU_LABELS.pagamentos,
    icon: <CreditCardOutlined aria-hidden />,
    screen: lazyScreen(() => import('../features/pagamentos/components/pagamentos-page').then((m) => m.PagamentosPage)),
  },
  // Issue 21: the legal texts, editable without a deploy.
  {
    path: 'paginas-legais',
    label: PAGINAS_LEGAIS_TITLE,
    icon: <AuditOutlined aria-hidden />,
    screen: lazyScreen(() => import('../features/paginas-legais/components/paginas-legais-page').then((m) => m.PaginasLegaisPage)),
  },
  // Issue 19: acts that moved tax due dates, applied to every calendar without a deploy.
  {
    path: 'atos-extraordinarios',
    label: ATOS_TITLE,
    icon: <CalendarOutlined aria-hidden />,
    screen: lazyScreen(() => import('../features/atos/components/atos-page').then((m) => m.AtosPage)),
  },
  // Issue 18: the Selic table of the late-payment calculator.
  {
    path: 'taxas-selic',
    label: TAXAS_SELIC_TITLE,
    icon: <PercentageOutlined aria-hidden />,
    screen: lazyScreen(() => import('../features/taxas-selic/components/taxas-selic-page').then((m) => m.TaxasSelicPage)),
  },
];

/** Which page an address inside the panel belongs to ('' for the index and anything unknown). */
export function currentPage(pathname: string, basePath: string): AdminPage {
  const base = basePath.replace(/\/+$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const first = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  return ADMIN_PAGES.find((p) => p.path === first) ?? ADMIN_PAGES[0]!;
}

export function pageHref(basePath: string, page: AdminPage): string {
  const base = basePath.replace(/\/+$/, '');
  return page.path ? `${base}/${page.path}` : base;
}

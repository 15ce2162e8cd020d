// The route table of SPEC §2: which remote renders each area, what the menu says and which
// plan it needs. The shell builds its router, menu and guards from this one list.
import type { RemoteName } from './types';

export type Access = 'public' | 'user' | 'premium' | 'admin';

export interface AreaRoute {
  path: string;
  title: string;
  remote: RemoteName | null; // null: rendered by the shell itself
  access: Access;
  /** Issue 21: an expired plan still opens the area, read-only (the owner's own data). */
  readOnlyWhenExpired?: boolean;
}

export const AREAS: AreaRoute[] = [
  // DECISIONS 19: "Início" with its accent (the SPEC's menu wrote "Inicio").
  { path: '/pagina-inicial', title: 'Início', remote: null, access: 'user' },
  { path: '/sefaz-estaduais', title: 'SEFAZ Estaduais', remote: 'sefaz', access: 'user' },
  { path: '/dicas-tributarias', title: 'Dicas tributárias', remote: 'contents', access: 'user' },
  { path: '/fluxo-caixa', title: 'Fluxo de Caixa', remote: 'cashflow', access: 'premium', readOnlyWhenExpired: true },
  // DECISIONS 14: the area is "Calculadoras" (ICMS, Simples, MEI, DAS/DARF em atraso); route kept.
  { path: '/calculadora-icms', title: 'Calculadoras', remote: 'calculators', access: 'premium' },
  { path: '/forum', title: 'Fórum', remote: 'forum', access: 'premium' },
  // Issue 19, DECISIONS 15: free plan 1 company and the next 30 days; premium the rest.
  { path: '/agenda-tributaria', title: 'Agenda tributária', remote: 'agenda', access: 'user' },
  { path: '/relacionadas', title: 'Relacionadas', remote: 'sefaz', access: 'premium' },
  { path: '/contadores-parceiros', title: 'Contadores Parceiros', remote: 'contents', access: 'premium' },
  { path: '/receita-federal', title: 'Receita Federal', remote: 'sefaz', access: 'premium' },
  { path: '/indicacao-apps', title: 'Indicação de Apps', remote: 'contents', access: 'premium' },
  { path: '/conteudos', title: 'Conteúdo', remote: 'contents', access: 'user' },
  { path: '/plano_premium', title: 'Plano Premium', remote: 'landing', access: 'user' },
  // Issue 21: the user's own data (LGPD art. 18), in the shell.
  { path: '/minha-conta', title: 'Minha conta', remote: null, access: 'user' },
  { path: '/admin', title: 'Painel Admin', remote: 'admin', access: 'admin' },
];

/** The ten entries of the navigation menu, in the spec's order, then the tax calendar (issue 19). */
export const MENU_PATHS = [
  '/pagina-inicial',
  '/sefaz-estaduais',
  '/dicas-tributarias',
  '/fluxo-caixa',
  '/calculadora-icms',
  '/forum',
  '/relacionadas',
  '/contadores-parceiros',
  '/receita-federal',
  '/indicacao-apps',
  '/agenda-tributaria',
] as const;

export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/cadastro',
  '/redefinir-senha',
  '/sucesso',
  '/termos-de-uso',
  '/politica-de-privacidade',
] as const;

/** DECISIONS.md 1: the home card's spelling redirects to the registered route. */
export const ROUTE_ALIASES: Record<string, string> = { '/indicacao-de-apps': '/indicacao-apps' };

/** Stable ids of what a plan can lock: the nine areas plus the premium tips (issue 21). */
export type FeatureId =
  | 'sefaz-estaduais'
  | 'relacionadas'
  | 'calculadoras-icms'
  | 'forum'
  | 'contadores-parceiros'
  | 'dicas-tributarias'
  | 'fluxo-caixa'
  | 'indicacao-apps'
  | 'receita-federal'
  | 'dicas-premium';

export interface FeatureCard {
  id: FeatureId;
  /** The area's one name, the same in the menu, the cards, the plan page and the landing. */
  title: string;
  path: string;
  /** One sentence: what it does. */
  text: string;
}

/** The nine feature areas (home cards, plan page, landing). Order of SPEC §2 home. */
export const FEATURES: FeatureCard[] = [
  {
    id: 'sefaz-estaduais',
    title: 'SEFAZ Estaduais',
    path: '/sefaz-estaduais',
    text: 'Portais, serviços e orientações da Secretaria da Fazenda de cada um dos 27 estados.',
  },
  {
    id: 'relacionadas',
    title: 'Relacionadas',
    path: '/relacionadas',
    text: 'CONFAZ, Simples Nacional, portal da NF-e e outros endereços que todo contribuinte precisa ter à mão.',
  },
  {
    id: 'calculadoras-icms',
    title: 'Calculadoras',
    path: '/calculadora-icms',
    text: 'ICMS-ST interestadual, importação, DIFAL, Simples Nacional e MEI com a memória de cálculo e a base legal de cada passo.',
  },
  { id: 'forum', title: 'Fórum', path: '/forum', text: 'Pergunte e responda dúvidas tributárias com outros empresários e contadores.' },
  {
    id: 'contadores-parceiros',
    title: 'Contadores Parceiros',
    path: '/contadores-parceiros',
    text: 'Escritórios de contabilidade que conhecem a rotina da pequena empresa.',
  },
  {
    id: 'dicas-tributarias',
    title: 'Dicas tributárias',
    path: '/dicas-tributarias',
    text: 'Prazos, obrigações e cuidados que evitam multas, explicados sem juridiquês.',
  },
  {
    id: 'fluxo-caixa',
    title: 'Fluxo de Caixa',
    path: '/fluxo-caixa',
    text: 'Entradas e saídas do mês por categoria, com saldo, gráfico e exportação para Excel.',
  },
  {
    id: 'indicacao-apps',
    title: 'Indicação de Apps',
    path: '/indicacao-de-apps',
    text: 'Aplicativos de emissão de notas, gestão e controle financeiro que valem a pena.',
  },
  {
    id: 'receita-federal',
    title: 'Receita Federal',
    path: '/receita-federal',
    text: 'Serviços da Receita Federal do Brasil: CNPJ, e-CAC, certidões e parcelamentos.',
  },
];

/**
 * SPEC §6 "basic tips" (free) against "tips detailed and updated" (premium): the one premium
 * feature that is not an area. The database marks those tips (conteudos.is_premium).
 */
export const DICAS_PREMIUM: FeatureCard = {
  id: 'dicas-premium',
  title: 'Dicas detalhadas e atualizadas',
  path: '/dicas-tributarias',
  text: 'O texto completo das dicas Premium, com o passo a passo, os prazos e a lei de cada caso, sempre atualizado.',
};

/** What the Premium plan adds, each with its id, name and one sentence (the upsell reads it). */
export const PREMIUM_FEATURES: FeatureCard[] = [...FEATURES.filter((f) => findArea(f.path)?.access === 'premium'), DICAS_PREMIUM];

export function premiumFeature(id: string | null | undefined): FeatureCard | undefined {
  return id ? PREMIUM_FEATURES.find((f) => f.id === id) : undefined;
}

/** The feature an address belongs to ("/forum/12" → the forum), if it is one of the areas. */
export function featureForPath(pathname: string): FeatureCard | undefined {
  const area = findArea(pathname);
  return area ? FEATURES.find((f) => (ROUTE_ALIASES[f.path] ?? f.path) === area.path) : undefined;
}

export const PLAN_PAGE = '/plano_premium';
/** The query parameter of the plan page naming what was asked for (/plano_premium?recurso=forum). */
export const UPSELL_PARAM = 'recurso';

/** The plan page telling about one premium feature (SPEC §2 keeps the page at /plano_premium). */
export function upsellHref(id: FeatureId): string {
  return `${PLAN_PAGE}?${UPSELL_PARAM}=${id}`;
}

export function findArea(pathname: string): AreaRoute | undefined {
  const path = ROUTE_ALIASES[pathname] ?? pathname;
  return AREAS.find((a) => path === a.path || path.startsWith(`${a.path}/`));
}

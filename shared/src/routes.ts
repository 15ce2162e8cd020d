// The route table of SPEC §2: which remote renders each area, what the menu says and which
// plan it needs. The shell builds its router, menu and guards from this one list.
import type { RemoteName } from './types';

export type Access = 'public' | 'user' | 'premium' | 'admin';

export interface AreaRoute {
  path: string;
  title: string;
  remote: RemoteName | null; // null: rendered by the shell itself
  access: Access;
}

export const AREAS: AreaRoute[] = [
  { path: '/pagina-inicial', title: 'Inicio', remote: null, access: 'user' },
  { path: '/sefaz-estaduais', title: 'SEFAZ Estaduais', remote: 'sefaz', access: 'user' },
  { path: '/dicas-tributarias', title: 'Dicas tributárias', remote: 'contents', access: 'user' },
  { path: '/fluxo-caixa', title: 'Fluxo de Caixa', remote: 'cashflow', access: 'premium' },
  { path: '/calculadora-icms', title: 'Calculadora ICMS', remote: 'calculators', access: 'premium' },
  { path: '/forum', title: 'Fórum', remote: 'forum', access: 'premium' },
  { path: '/relacionadas', title: 'Relacionadas', remote: 'sefaz', access: 'premium' },
  { path: '/contadores-parceiros', title: 'Contadores Parceiros', remote: 'contents', access: 'premium' },
  { path: '/receita-federal', title: 'Receita Federal', remote: 'sefaz', access: 'premium' },
  { path: '/indicacao-apps', title: 'Indicação de Apps', remote: 'contents', access: 'premium' },
  { path: '/conteudos', title: 'Conteúdo', remote: 'contents', access: 'user' },
  { path: '/plano_premium', title: 'Plano Premium', remote: 'landing', access: 'user' },
  { path: '/admin', title: 'Painel Admin', remote: 'admin', access: 'admin' },
];

/** The ten entries of the navigation menu, in the spec's order. */
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
] as const;

export const PUBLIC_PATHS = ['/', '/login', '/cadastro', '/redefinir-senha', '/sucesso'] as const;

/** DECISIONS.md 1: the home card's spelling redirects to the registered route. */
export const ROUTE_ALIASES: Record<string, string> = { '/indicacao-de-apps': '/indicacao-apps' };

export interface FeatureCard {
  title: string;
  path: string;
  text: string;
}

/** The nine feature areas (home cards, plan page, landing). Order of SPEC §2 home. */
export const FEATURES: FeatureCard[] = [
  { title: 'SEFAZ Estaduais', path: '/sefaz-estaduais', text: 'Portais, serviços e orientações da Secretaria da Fazenda de cada um dos 27 estados.' },
  { title: 'Relacionadas', path: '/relacionadas', text: 'CONFAZ, Simples Nacional, portal da NF-e e outros endereços que todo contribuinte precisa ter à mão.' },
  { title: 'Calculadoras de ICMS', path: '/calculadora-icms', text: 'ICMS-ST interestadual, importação e DIFAL com a memória de cálculo e a base legal de cada passo.' },
  { title: 'Fórum de discussões', path: '/forum', text: 'Pergunte e responda dúvidas tributárias com outros empresários e contadores.' },
  { title: 'Contadores parceiros', path: '/contadores-parceiros', text: 'Escritórios de contabilidade que conhecem a rotina da pequena empresa.' },
  { title: 'Dicas tributárias', path: '/dicas-tributarias', text: 'Prazos, obrigações e cuidados que evitam multas, explicados sem juridiquês.' },
  { title: 'Fluxo de Caixa', path: '/fluxo-caixa', text: 'Entradas e saídas do mês por categoria, com saldo, gráfico e exportação para Excel.' },
  { title: 'Indicação de Apps', path: '/indicacao-de-apps', text: 'Aplicativos de emissão de notas, gestão e controle financeiro que valem a pena.' },
  { title: 'Receita Federal', path: '/receita-federal', text: 'Serviços da Receita Federal do Brasil: CNPJ, e-CAC, certidões e parcelamentos.' },
];

export function findArea(pathname: string): AreaRoute | undefined {
  const path = ROUTE_ALIASES[pathname] ?? pathname;
  return AREAS.find((a) => path === a.path || path.startsWith(`${a.path}/`));
}

// The three lists of `conteudos` (SPEC §3: type 0 tip, 1 partner accountant, 2 app) and
// where each lives. DECISIONS.md 1: /indicacao-apps is the apps route.
import type { ConteudoType } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import { APPS_HEAD, DICAS_HEAD, PARCEIROS_HEAD } from '@semmultas/shared/page-heads';

export interface ConteudoArea {
  type: ConteudoType;
  path: string;
  /** The page's h2 (the menu's words). */
  title: string;
  /** One item, for the detail page's badge. */
  label: string;
  subtitle: string;
  empty: string;
  searchLabel: string;
  /** Premium areas name themselves in the notice shown when the database refuses them. */
  premiumWhat: string | null;
}

export const CONTEUDO_AREAS: readonly ConteudoArea[] = [
  {
    type: 0,
    path: '/dicas-tributarias',
    title: 'Dicas tributárias',
    label: 'Dica tributária',
    subtitle: DICAS_HEAD.subtitle,
    empty: 'Nenhuma dica tributária publicada ainda.',
    searchLabel: 'Buscar dicas',
    premiumWhat: null,
  },
  {
    type: 1,
    path: '/contadores-parceiros',
    title: 'Contadores Parceiros',
    label: 'Contador parceiro',
    subtitle: PARCEIROS_HEAD.subtitle,
    empty: 'Nenhum contador parceiro cadastrado ainda.',
    searchLabel: 'Buscar contadores',
    premiumWhat: 'A lista de contadores parceiros',
  },
  {
    type: 2,
    path: '/indicacao-apps',
    title: 'Indicação de Apps',
    label: 'Indicação de app',
    subtitle: APPS_HEAD.subtitle,
    empty: 'Nenhum aplicativo indicado ainda.',
    searchLabel: 'Buscar aplicativos',
    premiumWhat: 'A indicação de aplicativos',
  },
];

export function areaByPath(path: string): ConteudoArea | undefined {
  return CONTEUDO_AREAS.find((a) => a.path === path);
}

export function areaByType(type: unknown): ConteudoArea | undefined {
  return CONTEUDO_AREAS.find((a) => a.type === type);
}

/** SPEC §8: an unknown type reads 'Tipo não encontrado'. */
export function conteudoTypeLabel(type: unknown): string {
  return areaByType(type)?.label ?? MSG.tipTypeUnknown;
}

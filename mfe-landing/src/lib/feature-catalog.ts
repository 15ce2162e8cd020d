// The nine areas as the landing and the plan page tell them to a small-business owner
// (SPEC §3 "Landing feature card": id, image, title, text). Titles, paths and order come from
// the shared FEATURES; which plan opens each area comes from the shared route table, the
// same one the shell's guards read, so the comparison can never promise what a guard refuses.
import { FEATURES, findArea } from '@semmultas/shared/routes';

export type FeatureId =
  | 'sefaz-estaduais'
  | 'relacionadas'
  | 'calculadoras-icms'
  | 'forum'
  | 'contadores-parceiros'
  | 'dicas-tributarias'
  | 'fluxo-caixa'
  | 'indicacao-apps'
  | 'receita-federal';

interface FeatureCopy {
  id: FeatureId;
  /** What the area does for the owner of a small business, in plain Portuguese. */
  text: string;
  /** Alternative text of the area's illustration. */
  imageAlt: string;
  /** How the plans differ where both include the area (SPEC §6). */
  freeNote?: string;
  premiumNote?: string;
}

const COPY: Record<string, FeatureCopy> = {
  '/sefaz-estaduais': {
    id: 'sefaz-estaduais',
    text: 'Escolha o seu estado e encontre os portais e serviços da Secretaria da Fazenda: guias, consulta de débitos, inscrição estadual e nota fiscal, sem caçar link em site do governo.',
    imageAlt: 'Prédio de uma secretaria da Fazenda com um marcador de mapa',
  },
  '/relacionadas': {
    id: 'relacionadas',
    text: 'Os endereços que toda empresa usa e ninguém lembra: CONFAZ, Simples Nacional, portal da NF-e e outros órgãos ligados aos seus impostos.',
    imageAlt: 'Três documentos ligados entre si',
  },
  '/calculadora-icms': {
    id: 'calculadoras-icms',
    text: 'Calcule o ICMS-ST de vendas para outros estados, o ICMS da importação e o DIFAL. Cada resultado mostra a conta passo a passo e a lei que a sustenta.',
    imageAlt: 'Calculadora com o símbolo de porcentagem',
  },
  '/forum': {
    id: 'forum',
    text: 'Pergunte a outros empresários e contadores: quem já passou pelo mesmo problema com o fisco conta como resolveu.',
    imageAlt: 'Dois balões de conversa',
  },
  '/contadores-parceiros': {
    id: 'contadores-parceiros',
    text: 'Escritórios de contabilidade que conhecem a rotina da pequena empresa, para quando você precisar de alguém que assine embaixo.',
    imageAlt: 'Pessoa com uma pasta de trabalho',
  },
  '/dicas-tributarias': {
    id: 'dicas-tributarias',
    text: 'Prazos, obrigações e cuidados que evitam multas, explicados em português claro, sem juridiquês.',
    imageAlt: 'Lâmpada acesa',
    freeNote: 'Dicas básicas',
    premiumNote: 'Dicas detalhadas e atualizadas',
  },
  '/fluxo-caixa': {
    id: 'fluxo-caixa',
    text: 'Anote entradas e saídas por categoria e veja o saldo do mês: imposto em dia começa por saber quanto entra e quanto sai.',
    imageAlt: 'Gráfico de barras com setas de entrada e de saída',
    premiumNote: 'Controle básico de entradas e saídas',
  },
  '/indicacao-de-apps': {
    id: 'indicacao-apps',
    text: 'Aplicativos de nota fiscal, gestão e controle financeiro selecionados para quem está começando ou quer se organizar.',
    imageAlt: 'Celular com aplicativos e uma estrela',
  },
  '/receita-federal': {
    id: 'receita-federal',
    text: 'CNPJ, e-CAC, certidões negativas e parcelamentos: os serviços da Receita Federal de que a sua empresa precisa, num só lugar.',
    imageAlt: 'Documento oficial com um selo de aprovado',
  },
};

export interface CatalogFeature extends FeatureCopy {
  title: string;
  path: string;
  /** Open on the free plan (DECISIONS.md 2); every area is open on Premium. */
  free: boolean;
}

export const FEATURE_CATALOG: CatalogFeature[] = FEATURES.map((feature) => {
  const copy = COPY[feature.path];
  if (!copy) throw new Error(`Sem texto para a área ${feature.path}`);
  return { ...copy, title: feature.title, path: feature.path, free: findArea(feature.path)?.access === 'user' };
});

/** What the comparison says about one plan and one area. */
export function planCell(feature: CatalogFeature, plan: 'free' | 'premium'): { included: boolean; note: string | undefined } {
  if (plan === 'premium') return { included: true, note: feature.premiumNote };
  return { included: feature.free, note: feature.free ? feature.freeNote : undefined };
}

export const PRICES = { free: 'R$ 00', premium: 'R$ 14,99' } as const;

// The nine areas as the landing and the plan page tell them to a small-business owner
// (SPEC §3 "Landing feature card": id, image, title, text). Titles, paths and order come from
// the shared FEATURES; which plan opens each area comes from the shared route table, the
// same one the shell's guards read, so the comparison can never promise what a guard refuses.
import { FEATURES, findArea, type FeatureId } from '@semmultas/shared/routes';

export type { FeatureId };

interface FeatureCopy {
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
    text: 'Escolha o seu estado e encontre os portais e serviços da Secretaria da Fazenda: guias, consulta de débitos, inscrição estadual e nota fiscal, sem caçar link em site do governo.',
    imageAlt: 'Prédio de uma secretaria da Fazenda com um marcador de mapa',
  },
  '/relacionadas': {
    text: 'Os endereços que toda empresa usa e ninguém lembra: CONFAZ, Simples Nacional, portal da NF-e e outros órgãos ligados aos seus impostos.',
    imageAlt: 'Três documentos ligados entre si',
  },
  '/calculadora-icms': {
    text: 'Calcule o ICMS-ST de vendas para outros estados, o ICMS da importação e o DIFAL. Cada resultado mostra a conta passo a passo e a lei que a sustenta.',
    imageAlt: 'Calculadora com o símbolo de porcentagem',
  },
  '/forum': {
    text: 'Pergunte a outros empresários e contadores: quem já passou pelo mesmo problema com o fisco conta como resolveu.',
    imageAlt: 'Dois balões de conversa',
  },
  '/contadores-parceiros': {
    text: 'Escritórios de contabilidade que conhecem a rotina da pequena empresa, para quando você precisar de alguém que assine embaixo.',
    imageAlt: 'Pessoa com uma pasta de trabalho',
  },
  '/dicas-tributarias': {
    text: 'Prazos, obrigações e cuidados que evitam multas, explicados em português claro, sem juridiquês.',
    imageAlt: 'Lâmpada acesa',
    freeNote: 'Dicas básicas',
    premiumNote: 'Dicas detalhadas e atualizadas',
  },
  '/fluxo-caixa': {
    text: 'Anote entradas e saídas por categoria e veja o saldo do mês: imposto em dia começa por saber quanto entra e quanto sai.',
    imageAlt: 'Gráfico de barras com setas de entrada e de saída',
    premiumNote: 'Controle básico de entradas e saídas',
  },
  '/indicacao-de-apps': {
    text: 'Aplicativos de nota fiscal, gestão e controle financeiro selecionados para quem está começando ou quer se organizar.',
    imageAlt: 'Celular com aplicativos e uma estrela',
  },
  '/receita-federal': {
    text: 'CNPJ, e-CAC, certidões negativas e parcelamentos: os serviços da Receita Federal de que a sua empresa precisa, num só lugar.',
    imageAlt: 'Documento oficial com um selo de aprovado',
  },
};

export interface CatalogFeature extends FeatureCopy {
  id: FeatureId;
  title: string;
  path: string;
  /** Open on the free plan (DECISIONS.md 2); every area is open on Premium. */
  free: boolean;
}

export const FEATURE_CATALOG: CatalogFeature[] = FEATURES.map((feature) => {
  const copy = COPY[feature.path];
  if (!copy) throw new Error(`Sem texto para a área ${feature.path}`);
  return { ...copy, id: feature.id, title: feature.title, path: feature.path, free: findArea(feature.path)?.access === 'user' };
});

/** What the comparison says about one plan and one area. */
export function planCell(feature: CatalogFeature, plan: 'free' | 'premium'): { included: boolean; note: string | undefined } {
  if (plan === 'premium') return { included: true, note: feature.premiumNote };
  return { included: feature.free, note: feature.free ? feature.freeNote : undefined };
}

/** SPEC §9, with DECISIONS 19: the free plan is "Grátis" at "R$ 0" (the SPEC wrote "Free R$ 00"). */
export const PRICES = { free: 'R$ 0', premium: 'R$ 14,99' } as const;
export const FREE_PLAN_NAME = 'Grátis';

/** Alternative text of the picture of a premium feature on the plan page (issue 21). */
export function featureImageAlt(id: FeatureId): string {
  if (id === 'dicas-premium') return 'Lâmpada acesa com um selo de Premium';
  return FEATURE_CATALOG.find((f) => f.id === id)?.imageAlt ?? '';
}

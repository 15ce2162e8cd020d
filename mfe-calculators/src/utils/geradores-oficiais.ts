// The official generators of the payable guides (ACRESCIMOS.md §11 item 7; SIMPLES.md §0 MAN):
// the calculators check a figure; the guide itself comes from these.
import type { TributoAcrescimos } from '../engine';

export interface GeradorOficial {
  nome: string;
  url: string;
}

export const GERADORES_OFICIAIS: Readonly<Record<TributoAcrescimos, GeradorOficial>> = {
  DARF: { nome: 'Sicalc Web, da Receita Federal', url: 'https://sicalc.receita.economia.gov.br/sicalc/principal' },
  DAS: { nome: 'PGDAS-D, no Portal do Simples Nacional', url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/' },
  'DAS-MEI': {
    nome: 'PGMEI, no Portal do Simples Nacional',
    url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgmei.app/Identificacao',
  },
};

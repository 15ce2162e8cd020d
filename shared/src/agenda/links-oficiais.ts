// Where each obligation is paid or filed: the official page, never a payment slip or a link to
// pay (issue 19: scams imitate exactly these reminders). Used by the reminder e-mails and the
// calendar feed.
import type { ObrigacaoId } from './obrigacoes';

export interface PaginaOficial {
  nome: string;
  url: string;
}

const PGMEI: PaginaOficial = {
  nome: 'PGMEI (Portal do Simples Nacional)',
  url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgmei.app/Identificacao',
};
const PGDAS_D: PaginaOficial = {
  nome: 'PGDAS-D (Portal do Simples Nacional)',
  url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgdasd2018.app/Identificacao',
};
const DASN_SIMEI: PaginaOficial = {
  nome: 'DASN-SIMEI (Portal do Simples Nacional)',
  url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/dasnsimei.app/Identificacao',
};
const SIMPLES: PaginaOficial = { nome: 'Portal do Simples Nacional', url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/' };
const ECAC: PaginaOficial = { nome: 'e-CAC da Receita Federal', url: 'https://cav.receita.fazenda.gov.br/autenticacao/login' };
const SICALC: PaginaOficial = { nome: 'Sicalc da Receita Federal', url: 'https://sicalc.receita.economia.gov.br/sicalc/principal' };
const ESOCIAL: PaginaOficial = { nome: 'eSocial', url: 'https://login.esocial.gov.br/' };
const FGTS: PaginaOficial = { nome: 'FGTS Digital', url: 'https://fgtsdigital.sistema.gov.br/' };
const SAL: PaginaOficial = { nome: 'SAL da Receita Federal (GPS)', url: 'https://sal.rfb.gov.br/' };
const SPED: PaginaOficial = { nome: 'Sped da Receita Federal', url: 'http://sped.rfb.gov.br/' };

export const PAGINAS_OFICIAIS: Readonly<Record<ObrigacaoId, PaginaOficial>> = {
  DAS: PGDAS_D,
  'DAS-MEI': PGMEI,
  'DAE-MEI': ESOCIAL,
  'DASN-SIMEI': DASN_SIMEI,
  DEFIS: SIMPLES,
  DCTFWEB: ECAC,
  'DCTFWEB-13': ECAC,
  'DARF-CP': ECAC,
  'DARF-CP-13': ECAC,
  'IRRF-SALARIOS': SICALC,
  'ESOCIAL-S1299': ESOCIAL,
  'ESOCIAL-S1299-13': ESOCIAL,
  'EFD-REINF': ECAC,
  FGTS,
  'GPS-CI': SAL,
  'PIS-COFINS': SICALC,
  IPI: SICALC,
  'EFD-CONTRIBUICOES': SPED,
  'IRPJ-CSLL-TRIM-Q1': SICALC,
  'IRPJ-CSLL-TRIM-Q2': SICALC,
  'IRPJ-CSLL-TRIM-Q3': SICALC,
  'IRPJ-CSLL-ESTIMATIVA': SICALC,
  ECD: SPED,
  ECF: SPED,
  DIRF: ECAC,
};

/** Why a reminder never carries a slip, a Pix code or a payment link. */
export const AVISO_SEM_PAGAMENTO =
  'O SemMultas nunca envia boleto, código Pix ou link de pagamento. Emita a guia você mesmo na página oficial: mensagens que imitam avisos de vencimento são um golpe comum.';

// GENERATED from shared/src/agenda/links-oficiais.ts by scripts/build-agenda-engine.mjs: do not edit.
const PGMEI = {
    nome: 'PGMEI (Portal do Simples Nacional)',
    url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgmei.app/Identificacao',
};
const PGDAS_D = {
    nome: 'PGDAS-D (Portal do Simples Nacional)',
    url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgdasd2018.app/Identificacao',
};
const DASN_SIMEI = {
    nome: 'DASN-SIMEI (Portal do Simples Nacional)',
    url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/dasnsimei.app/Identificacao',
};
const SIMPLES = { nome: 'Portal do Simples Nacional', url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/' };
const ECAC = { nome: 'e-CAC da Receita Federal', url: 'https://cav.receita.fazenda.gov.br/autenticacao/login' };
const SICALC = { nome: 'Sicalc da Receita Federal', url: 'https://sicalc.receita.economia.gov.br/sicalc/principal' };
const ESOCIAL = { nome: 'eSocial', url: 'https://login.esocial.gov.br/' };
const FGTS = { nome: 'FGTS Digital', url: 'https://fgtsdigital.sistema.gov.br/' };
const SAL = { nome: 'SAL da Receita Federal (GPS)', url: 'https://sal.rfb.gov.br/' };
const SPED = { nome: 'Sped da Receita Federal', url: 'http://sped.rfb.gov.br/' };
export const PAGINAS_OFICIAIS = {
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
export const AVISO_SEM_PAGAMENTO = 'O SemMultas nunca envia boleto, código Pix ou link de pagamento. Emita a guia você mesmo na página oficial: mensagens que imitam avisos de vencimento são um golpe comum.';

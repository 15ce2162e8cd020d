// The federal obligations of the tax calendar (AGENDA.md §1, §3, §4): for each one, its rule
// versions chosen by competência (so a past month never changes when a rule does), the nominal
// due day, what happens when that day is not a business day, and the legal basis. Pure: dates
// are 'YYYY-MM-DD' strings from ./datas, business days from ./dias-uteis.
import { addDias, diasNoMes, ehFimDeSemana, lerData, montarData, nomeDoDiaDaSemana } from './datas';
import { ehDiaUtil, enesimoDiaUtilDoMes, ultimoDiaUtilDoMes, type Ajuste, type Calendario } from './dias-uteis';
import { feriadoBancario } from './feriados';

export type ObrigacaoId =
  | 'DAS'
  | 'DAS-MEI'
  | 'DAE-MEI'
  | 'DASN-SIMEI'
  | 'DEFIS'
  | 'DCTFWEB'
  | 'DCTFWEB-13'
  | 'DARF-CP'
  | 'DARF-CP-13'
  | 'IRRF-SALARIOS'
  | 'ESOCIAL-S1299'
  | 'ESOCIAL-S1299-13'
  | 'EFD-REINF'
  | 'FGTS'
  | 'GPS-CI'
  | 'PIS-COFINS'
  | 'IPI'
  | 'EFD-CONTRIBUICOES'
  | 'IRPJ-CSLL-TRIM-Q1'
  | 'IRPJ-CSLL-TRIM-Q2'
  | 'IRPJ-CSLL-TRIM-Q3'
  | 'IRPJ-CSLL-ESTIMATIVA'
  | 'ECD'
  | 'ECF'
  | 'DIRF';

/** Monthly 'YYYY-MM', quarterly 'YYYY-Qn', annual 'YYYY' (AGENDA.md §1, last paragraph). */
export type Periodicidade = 'mensal' | 'trimestral' | 'anual';

/** A payment (Darf, DAS, guia) or a filing (declaração, escrituração). */
export type TipoObrigacao = 'pagamento' | 'declaracao';

/**
 * The due day, counted from the competência's reference month: the month itself (monthly),
 * the quarter's last month (quarterly) or December of the year (annual). `meses` months later,
 * on day `dia`, on the last business day, or on the n-th business day of that month.
 */
export type Prazo = { meses: number; dia: number } | { meses: number; ultimoDiaUtil: true } | { meses: number; enesimoDiaUtil: number };

export interface VersaoRegra {
  /** First competência this version governs (same format as the obligation's competências). */
  desde: string;
  /** Last competência it governs, inclusive; absent while in force. */
  ate?: string;
  prazo: Prazo;
  /** For a fixed day: what a non-business day does. Business-day rules have it built in. */
  ajuste: Ajuste;
  calendario: Calendario;
  fundamento: string;
}

export interface DefinicaoObrigacao {
  id: ObrigacaoId;
  nome: string;
  descricao: string;
  periodicidade: Periodicidade;
  tipo: TipoObrigacao;
  /** Oldest first; the versions' competência ranges do not overlap. */
  versoes: readonly VersaoRegra[];
  /** Where the taxpayer pays or files (official pages only: never a payment link). */
  ondeFazer: string;
}

const LEI_11933 = 'red. Lei 11.933/2009';

export const OBRIGACOES: Readonly<Record<ObrigacaoId, DefinicaoObrigacao>> = {
  DAS: {
    id: 'DAS',
    nome: 'DAS do Simples Nacional (e PGDAS-D)',
    descricao: 'Apuração no PGDAS-D e pagamento do Documento de Arrecadação do Simples Nacional.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'Portal do Simples Nacional (PGDAS-D)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 20 },
        ajuste: 'prorroga',
        calendario: 'pagamento',
        fundamento: 'LC 123/2006 art. 21, III; Res. CGSN 140/2018 art. 40, caput e § 3º',
      },
    ],
  },
  'DAS-MEI': {
    id: 'DAS-MEI',
    nome: 'DAS do MEI',
    descricao: 'Pagamento mensal do MEI (SIMEI), emitido no PGMEI.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'PGMEI, no Portal do Simples Nacional',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 20 },
        ajuste: 'prorroga',
        calendario: 'pagamento',
        fundamento: 'LC 123/2006 art. 18-A; Res. CGSN 140/2018 art. 40 § 3º (artigo do SIMEI não verificado)',
      },
    ],
  },
  'DAE-MEI': {
    id: 'DAE-MEI',
    nome: 'DAE do MEI com empregado',
    descricao: 'INSS de 3% do empregador, parte do empregado e FGTS, numa guia única do eSocial.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'eSocial Simplificado (módulo do MEI)',
    versoes: [
      {
        desde: '2022-01',
        ate: '2024-03',
        prazo: { meses: 1, dia: 7 },
        ajuste: 'prorroga',
        calendario: 'pagamento',
        fundamento: 'Res. CGSN 140/2018 art. 105-A (red. Res. CGSN 160 e 161/2021)',
      },
      {
        desde: '2024-04',
        prazo: { meses: 1, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: 'Res. CGSN 140/2018 art. 105-A § 1º (red. Res. CGSN 174/2023); antecipação incerta (AGENDA.md §8)',
      },
    ],
  },
  'DASN-SIMEI': {
    id: 'DASN-SIMEI',
    nome: 'DASN-SIMEI',
    descricao: 'Declaração anual de faturamento do MEI.',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'Portal do Simples Nacional (DASN-SIMEI)',
    versoes: [
      {
        desde: '2000',
        prazo: { meses: 5, dia: 31 },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'Res. CGSN 140/2018 art. 109 (artigo não verificado)',
      },
    ],
  },
  DEFIS: {
    id: 'DEFIS',
    nome: 'DEFIS',
    descricao: 'Declaração de Informações Socioeconômicas e Fiscais do Simples Nacional.',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'Portal do Simples Nacional (PGDAS-D e DEFIS)',
    versoes: [
      {
        desde: '2000',
        prazo: { meses: 3, dia: 31 },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'Res. CGSN 140/2018 art. 72 § 1º',
      },
    ],
  },
  DCTFWEB: {
    id: 'DCTFWEB',
    nome: 'DCTFWeb',
    descricao: 'Declaração mensal das contribuições previdenciárias e, desde 2025, dos demais tributos federais (MIT).',
    periodicidade: 'mensal',
    tipo: 'declaracao',
    ondeFazer: 'e-CAC (DCTFWeb)',
    versoes: [
      {
        desde: '2000-01',
        ate: '2023-08',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'antecipa',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.005/2021 (texto original)',
      },
      {
        desde: '2023-09',
        ate: '2024-12',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'prorroga',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.005/2021 (red. IN RFB 2.162/2023)',
      },
      {
        desde: '2025-01',
        prazo: { meses: 1, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.237/2024 (red. IN RFB 2.248/2025): último dia útil do mês seguinte',
      },
    ],
  },
  'DCTFWEB-13': {
    id: 'DCTFWEB-13',
    nome: 'DCTFWeb anual (13º salário)',
    descricao: 'DCTFWeb das contribuições sobre o 13º salário.',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'e-CAC (DCTFWeb)',
    versoes: [
      {
        desde: '2000',
        prazo: { meses: 0, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.005/2021 (red. IN RFB 2.248/2025)',
      },
    ],
  },
  'DARF-CP': {
    id: 'DARF-CP',
    nome: 'Darf da DCTFWeb (INSS e IRRF)',
    descricao:
      'Contribuições previdenciárias do empregador e dos empregados e, desde 05/2023, o IRRF sobre salários, numa Darf emitida pela DCTFWeb.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'e-CAC (DCTFWeb, emitir Darf)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: `Lei 8.212/1991 art. 30, I, b e § 2º (${LEI_11933})`,
      },
    ],
  },
  'DARF-CP-13': {
    id: 'DARF-CP-13',
    nome: 'INSS sobre o 13º salário',
    descricao: 'Darf das contribuições sobre o 13º salário.',
    periodicidade: 'anual',
    tipo: 'pagamento',
    ondeFazer: 'e-CAC (DCTFWeb, emitir Darf)',
    versoes: [
      {
        desde: '2000',
        prazo: { meses: 0, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: 'Dec. 3.048/1999 (RPS) art. 216 § 1º (artigo não verificado)',
      },
    ],
  },
  'IRRF-SALARIOS': {
    id: 'IRRF-SALARIOS',
    nome: 'IRRF sobre salários',
    descricao: 'Imposto de renda retido dos empregados (código 0561). Desde 05/2023 é pago na Darf da DCTFWeb.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'e-CAC (DCTFWeb) ou Sicalc',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: `Lei 11.196/2005 art. 70, I, d (${LEI_11933})`,
      },
    ],
  },
  'ESOCIAL-S1299': {
    id: 'ESOCIAL-S1299',
    nome: 'eSocial: fechamento da folha (S-1299)',
    descricao: 'Envio dos eventos periódicos e fechamento da folha do mês.',
    periodicidade: 'mensal',
    tipo: 'declaracao',
    ondeFazer: 'eSocial',
    versoes: [
      {
        desde: '2000-01',
        ate: '2023-08',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'antecipa',
        calendario: 'declaracao',
        fundamento: 'Manual de Orientação do eSocial (versão anterior à S-1.1 de 18/10/2023)',
      },
      {
        desde: '2023-09',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'prorroga',
        calendario: 'declaracao',
        fundamento: 'Manual de Orientação do eSocial S-1.1 (18/10/2023), S-1299, "Prazo de envio"',
      },
    ],
  },
  'ESOCIAL-S1299-13': {
    id: 'ESOCIAL-S1299-13',
    nome: 'eSocial: fechamento do 13º salário',
    descricao: 'Fechamento da folha anual do 13º salário (S-1299).',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'eSocial',
    versoes: [
      {
        desde: '2000',
        prazo: { meses: 0, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'declaracao',
        fundamento: 'Manual de Orientação do eSocial S-1.1, S-1299, "Prazo de envio"',
      },
    ],
  },
  'EFD-REINF': {
    id: 'EFD-REINF',
    nome: 'EFD-Reinf',
    descricao: 'Escrituração das retenções e informações fiscais (R-2000, R-4000).',
    periodicidade: 'mensal',
    tipo: 'declaracao',
    ondeFazer: 'EFD-Reinf (e-CAC ou programa da empresa)',
    versoes: [
      {
        desde: '2000-01',
        ate: '2023-08',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'antecipa',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.043/2021 (texto original)',
      },
      {
        desde: '2023-09',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'prorroga',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.043/2021 (red. IN RFB 2.163/2023)',
      },
    ],
  },
  FGTS: {
    id: 'FGTS',
    nome: 'FGTS Digital (GFD)',
    descricao: 'Depósito mensal do FGTS dos empregados, por Pix até as 22h do vencimento.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'FGTS Digital',
    versoes: [
      {
        desde: '2000-01',
        ate: '2024-02',
        prazo: { meses: 1, dia: 7 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: 'Lei 8.036/1990 art. 15 (texto anterior ao FGTS Digital)',
      },
      {
        desde: '2024-03',
        prazo: { meses: 1, dia: 20 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: 'Lei 8.036/1990 art. 15 (red. Lei 14.438/2022); antecipação como operada pelo FGTS Digital',
      },
    ],
  },
  'GPS-CI': {
    id: 'GPS-CI',
    nome: 'GPS do contribuinte individual',
    descricao: 'INSS do próprio contribuinte individual ou facultativo.',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'Meu INSS / SAL (Sistema de Acréscimos Legais)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 15 },
        ajuste: 'prorroga',
        calendario: 'pagamento',
        fundamento: 'Lei 8.212/1991 art. 30, II e § 2º, I',
      },
    ],
  },
  'PIS-COFINS': {
    id: 'PIS-COFINS',
    nome: 'PIS/Cofins',
    descricao: 'PIS e Cofins do mês (cumulativos no Lucro Presumido, não cumulativos no Lucro Real).',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'Sicalc ou DCTFWeb (e-CAC)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 25 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: `MP 2.158-35/2001 art. 18, II e § ún.; Lei 10.637/2002 art. 10 § ún.; Lei 10.833/2003 art. 11 § ún. (${LEI_11933})`,
      },
    ],
  },
  IPI: {
    id: 'IPI',
    nome: 'IPI',
    descricao: 'Imposto sobre Produtos Industrializados do mês (exceto cigarros, que vencem no dia 10).',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'Sicalc ou DCTFWeb (e-CAC)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, dia: 25 },
        ajuste: 'antecipa',
        calendario: 'pagamento',
        fundamento: `Lei 8.383/1991 art. 52, I, c e § 4º (${LEI_11933})`,
      },
    ],
  },
  'EFD-CONTRIBUICOES': {
    id: 'EFD-CONTRIBUICOES',
    nome: 'EFD-Contribuições',
    descricao: 'Escrituração digital do PIS/Pasep e da Cofins.',
    periodicidade: 'mensal',
    tipo: 'declaracao',
    ondeFazer: 'Sped (PVA da EFD-Contribuições)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 2, enesimoDiaUtil: 10 },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'IN RFB 1.252/2012 art. 7º: 10º dia útil do 2º mês seguinte',
      },
    ],
  },
  'IRPJ-CSLL-TRIM-Q1': {
    id: 'IRPJ-CSLL-TRIM-Q1',
    nome: 'IRPJ/CSLL trimestral: quota única ou 1ª quota',
    descricao: 'IRPJ e CSLL do trimestre, em quota única ou na 1ª de três quotas.',
    periodicidade: 'trimestral',
    tipo: 'pagamento',
    ondeFazer: 'Sicalc ou DCTFWeb (e-CAC)',
    versoes: [
      {
        desde: '2000-Q1',
        prazo: { meses: 1, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'pagamento',
        fundamento: 'Lei 9.430/1996 art. 5º, caput, e art. 28 (CSLL): último dia útil do mês seguinte ao trimestre',
      },
    ],
  },
  'IRPJ-CSLL-TRIM-Q2': {
    id: 'IRPJ-CSLL-TRIM-Q2',
    nome: 'IRPJ/CSLL trimestral: 2ª quota',
    descricao: 'Segunda quota do IRPJ e da CSLL do trimestre, com juros Selic.',
    periodicidade: 'trimestral',
    tipo: 'pagamento',
    ondeFazer: 'Sicalc ou DCTFWeb (e-CAC)',
    versoes: [
      {
        desde: '2000-Q1',
        prazo: { meses: 2, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'pagamento',
        fundamento: 'Lei 9.430/1996 art. 5º §§ 1º a 3º, e art. 28 (CSLL): último dia útil do 2º mês seguinte ao trimestre',
      },
    ],
  },
  'IRPJ-CSLL-TRIM-Q3': {
    id: 'IRPJ-CSLL-TRIM-Q3',
    nome: 'IRPJ/CSLL trimestral: 3ª quota',
    descricao: 'Terceira quota do IRPJ e da CSLL do trimestre, com juros Selic.',
    periodicidade: 'trimestral',
    tipo: 'pagamento',
    ondeFazer: 'Sicalc ou DCTFWeb (e-CAC)',
    versoes: [
      {
        desde: '2000-Q1',
        prazo: { meses: 3, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'pagamento',
        fundamento: 'Lei 9.430/1996 art. 5º §§ 1º a 3º, e art. 28 (CSLL): último dia útil do 3º mês seguinte ao trimestre',
      },
    ],
  },
  'IRPJ-CSLL-ESTIMATIVA': {
    id: 'IRPJ-CSLL-ESTIMATIVA',
    nome: 'IRPJ/CSLL por estimativa mensal',
    descricao: 'Estimativa mensal do IRPJ e da CSLL (Lucro Real anual).',
    periodicidade: 'mensal',
    tipo: 'pagamento',
    ondeFazer: 'Sicalc ou DCTFWeb (e-CAC)',
    versoes: [
      {
        desde: '2000-01',
        prazo: { meses: 1, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'pagamento',
        fundamento: 'Lei 9.430/1996 art. 6º: último dia útil do mês seguinte',
      },
    ],
  },
  ECD: {
    id: 'ECD',
    nome: 'ECD',
    descricao: 'Escrituração Contábil Digital do ano-calendário.',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'Sped (PVA da ECD)',
    versoes: [
      {
        desde: '2000',
        ate: '2021',
        prazo: { meses: 5, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.003/2021 art. 5º (texto original): último dia útil de maio',
      },
      {
        desde: '2022',
        prazo: { meses: 6, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.003/2021 art. 5º (red. IN RFB 2.142/2023): último dia útil de junho',
      },
    ],
  },
  ECF: {
    id: 'ECF',
    nome: 'ECF',
    descricao: 'Escrituração Contábil Fiscal do ano-calendário (IRPJ e CSLL).',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'Sped (PVA da ECF)',
    versoes: [
      {
        desde: '2000',
        prazo: { meses: 7, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento: 'IN RFB 2.004/2021 art. 3º: último dia útil de julho',
      },
    ],
  },
  DIRF: {
    id: 'DIRF',
    nome: 'DIRF',
    descricao: 'Declaração do Imposto sobre a Renda Retido na Fonte. Extinta a partir do ano-calendário 2025.',
    periodicidade: 'anual',
    tipo: 'declaracao',
    ondeFazer: 'Programa gerador da DIRF',
    versoes: [
      {
        desde: '2000',
        ate: '2024',
        prazo: { meses: 2, ultimoDiaUtil: true },
        ajuste: 'fixo',
        calendario: 'declaracao',
        fundamento:
          'último dia útil de fevereiro (instrução normativa anual da DIRF, número não verificado); extinta para fatos a partir de 01/01/2025 (IN RFB 2.181/2024)',
      },
    ],
  },
};

export const OBRIGACAO_IDS = Object.keys(OBRIGACOES) as ObrigacaoId[];

// ---------------------------------------------------------------------------------------------
// Competências

export interface CompetenciaLida {
  periodicidade: Periodicidade;
  ano: number;
  /** 1–12 (monthly), 1–4 (quarterly), absent (annual). */
  periodo?: number;
  /** The month the due-date rule counts from (AGENDA.md §1: "following month"). */
  mesReferencia: { ano: number; mes: number };
}

const RE_MENSAL = /^(\d{4})-(\d{2})$/;
const RE_TRIMESTRAL = /^(\d{4})-Q([1-4])$/;
const RE_ANUAL = /^(\d{4})$/;

/** Reads a competência in the obligation's format, or throws a RangeError the page can show. */
export function lerCompetencia(competencia: string, periodicidade: Periodicidade): CompetenciaLida {
  const erro = (formato: string) => new RangeError(`Competência "${competencia}" inválida: use ${formato}.`);
  if (periodicidade === 'mensal') {
    const m = RE_MENSAL.exec(competencia);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw erro('AAAA-MM');
    const ano = Number(m[1]);
    const mes = Number(m[2]);
    lerData(montarData(ano, mes, 1), 'Competência');
    return { periodicidade, ano, periodo: mes, mesReferencia: { ano, mes } };
  }
  if (periodicidade === 'trimestral') {
    const m = RE_TRIMESTRAL.exec(competencia);
    if (!m) throw erro('AAAA-Qn (n de 1 a 4)');
    const ano = Number(m[1]);
    const trimestre = Number(m[2]);
    lerData(montarData(ano, 1, 1), 'Competência');
    return { periodicidade, ano, periodo: trimestre, mesReferencia: { ano, mes: trimestre * 3 } };
  }
  const m = RE_ANUAL.exec(competencia);
  if (!m) throw erro('AAAA');
  const ano = Number(m[1]);
  lerData(montarData(ano, 1, 1), 'Competência');
  return { periodicidade, ano, mesReferencia: { ano, mes: 12 } };
}

/** Competências of one format compare as strings: '2023-09' < '2023-10', '2025-Q1' < '2025-Q4'. */
function compararCompetencias(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function somarMeses(ano: number, mes: number, meses: number): { ano: number; mes: number } {
  const total = ano * 12 + (mes - 1) + meses;
  return { ano: Math.floor(total / 12), mes: (total % 12) + 1 };
}

/** The rule version that governs `competencia`, or undefined if the obligation did not exist then. */
export function versaoDaRegra(obrigacao: ObrigacaoId, competencia: string): VersaoRegra | undefined {
  const def = definicao(obrigacao);
  lerCompetencia(competencia, def.periodicidade);
  return def.versoes.find(
    (v) => compararCompetencias(v.desde, competencia) <= 0 && (v.ate === undefined || compararCompetencias(competencia, v.ate) <= 0),
  );
}

function definicao(obrigacao: ObrigacaoId): DefinicaoObrigacao {
  const def = (OBRIGACOES as Record<string, DefinicaoObrigacao | undefined>)[obrigacao];
  if (!def) throw new RangeError(`Obrigação desconhecida: ${String(obrigacao)}.`);
  return def;
}

// ---------------------------------------------------------------------------------------------
// Extraordinary acts (AGENDA.md §6): data, keyed by obligation, competência and territory.

export type Territorio = { tipo: 'brasil' } | { tipo: 'uf'; uf: string } | { tipo: 'municipio'; uf: string; municipio: string };

export interface AtoExtraordinario {
  /** Stable key: an admin-entered act with the same id replaces the shipped one. */
  id: string;
  /** "Res. CGSN 179/2025". */
  ato: string;
  obrigacoes: readonly ObrigacaoId[];
  competencias: readonly string[];
  territorio: Territorio;
  /** The new due date, 'YYYY-MM-DD'. */
  novaData: string;
  /** Where it was read: a link or a citation. */
  fonte?: string;
}

export const ATOS_EXTRAORDINARIOS: readonly AtoExtraordinario[] = [
  {
    id: 'res-cgsn-179-2025',
    ato: 'Res. CGSN 179/2025',
    obrigacoes: ['DAS', 'DAS-MEI'],
    competencias: ['2025-04'],
    territorio: { tipo: 'brasil' },
    novaData: '2025-05-28',
    fonte: 'exame.com; contabeis.com.br (28/05/2025); informef MEF43207',
  },
  {
    id: 'portaria-normativa-mf-1137-2025',
    ato: 'Portaria Normativa MF 1.137/2025',
    obrigacoes: ['DARF-CP', 'IRRF-SALARIOS', 'DAE-MEI'],
    competencias: ['2025-04'],
    territorio: { tipo: 'brasil' },
    novaData: '2025-05-28',
    fonte: 'exame.com; contabeis.com.br (28/05/2025); informef MEF43207',
  },
  {
    id: 'in-rfb-2248-2025-dctfweb-01-2025',
    ato: 'IN RFB 2.248/2025',
    obrigacoes: ['DCTFWEB'],
    competencias: ['2025-01'],
    territorio: { tipo: 'brasil' },
    novaData: '2025-03-31',
    fonte: 'ewb.com.br; noticias.iob.com.br',
  },
  ...(
    [
      ['2025-10', '2026-05-20'],
      ['2025-11', '2026-06-22'],
      ['2025-12', '2026-07-20'],
    ] as const
  ).map(([competencia, novaData]): AtoExtraordinario => ({
    id: `cgsn-calamidade-rio-bonito-do-iguacu-${competencia}`,
    ato: 'Resolução CGSN: calamidade pública em Rio Bonito do Iguaçu-PR (nov/2025)',
    obrigacoes: ['DAS', 'DAS-MEI'],
    competencias: [competencia],
    territorio: { tipo: 'municipio', uf: 'PR', municipio: 'Rio Bonito do Iguaçu' },
    novaData,
    fonte: 'fiscalnews.com.br (nov/2025)',
  })),
  {
    id: 'cgsn-calamidade-rio-bonito-do-iguacu-2025-anual',
    ato: 'Resolução CGSN: calamidade pública em Rio Bonito do Iguaçu-PR (nov/2025)',
    obrigacoes: ['DEFIS', 'DASN-SIMEI'],
    competencias: ['2025'],
    territorio: { tipo: 'municipio', uf: 'PR', municipio: 'Rio Bonito do Iguaçu' },
    novaData: '2026-07-31',
    fonte: 'fiscalnews.com.br (nov/2025)',
  },
];

/**
 * The shipped acts plus the ones the admin added (read from the database at run time). An added
 * act with the id of a shipped one replaces it.
 */
export function mesclarAtos(
  extras: readonly AtoExtraordinario[] = [],
  base: readonly AtoExtraordinario[] = ATOS_EXTRAORDINARIOS,
): AtoExtraordinario[] {
  const porId = new Map<string, AtoExtraordinario>();
  for (const ato of base) porId.set(ato.id, ato);
  for (const ato of extras) porId.set(ato.id, ato);
  return [...porId.values()];
}

/** Lower-case, no accents, single spaces: "Rio Bonito do Iguaçu" = "rio bonito do iguacu". */
export function normalizarNome(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where the company is: its UF and município (for local acts and holidays). */
export interface Local {
  uf?: string;
  municipio?: string;
  /**
   * State and municipal holidays ('YYYY-MM-DD' with a name): they move payment deadlines.
   * `ambito` says whose holiday it is ("estadual em SP", "municipal em Campinas").
   */
  feriados?: readonly { data: string; nome: string; ambito?: string }[];
}

function especificidade(t: Territorio): number {
  return t.tipo === 'municipio' ? 2 : t.tipo === 'uf' ? 1 : 0;
}

function atoAlcanca(ato: AtoExtraordinario, local: Local | undefined): boolean {
  const t = ato.territorio;
  if (t.tipo === 'brasil') return true;
  if (!local?.uf || local.uf.toUpperCase() !== t.uf.toUpperCase()) return false;
  if (t.tipo === 'uf') return true;
  return local.municipio !== undefined && normalizarNome(local.municipio) === normalizarNome(t.municipio);
}

/** The act that sets this due date for this place: the most specific territory wins. */
export function atoAplicavel(
  obrigacao: ObrigacaoId,
  competencia: string,
  atos: readonly AtoExtraordinario[],
  local?: Local,
): AtoExtraordinario | undefined {
  let escolhido: AtoExtraordinario | undefined;
  for (const ato of atos) {
    if (!ato.obrigacoes.includes(obrigacao) || !ato.competencias.includes(competencia) || !atoAlcanca(ato, local)) continue;
    if (!escolhido || especificidade(ato.territorio) >= especificidade(escolhido.territorio)) escolhido = ato;
  }
  return escolhido;
}

// ---------------------------------------------------------------------------------------------
// vencimento

export interface Vencimento {
  obrigacao: ObrigacaoId;
  competencia: string;
  /** The due date to show and remind of, 'YYYY-MM-DD'. */
  data: string;
  /** The date the rule names before any business-day adjustment or act. */
  nominal: string;
  ajuste: 'antecipado' | 'prorrogado' | 'nenhum' | 'ato';
  /** Legal basis of the rule (or of the act, when an act set the date). */
  fundamento: string;
  /** Why this date, in a sentence: "20/12 é domingo: antecipado para 18/12". */
  explicacao: string;
  calendario: Calendario;
  /** The act that set the date, when `ajuste` is 'ato'. */
  ato?: AtoExtraordinario;
  /** The local holiday that moved the date, if one did. */
  feriadoLocal?: string;
}

export interface OpcoesVencimento {
  /** Acts added by the admin, merged with the shipped ones (see mesclarAtos). */
  atos?: readonly AtoExtraordinario[];
  local?: Local;
}

/** '2025-12-20' → '20/12'; with the year: '20/12/2025'. */
export function formatarData(data: string, comAno = false): string {
  const [ano, mes, dia] = data.split('-');
  return comAno ? `${dia}/${mes}/${ano}` : `${dia}/${mes}`;
}

function nominalDaRegra(versao: VersaoRegra, lida: CompetenciaLida): string {
  const { ano, mes } = somarMeses(lida.mesReferencia.ano, lida.mesReferencia.mes, versao.prazo.meses);
  const prazo = versao.prazo;
  if ('dia' in prazo) return montarData(ano, mes, Math.min(prazo.dia, diasNoMes(ano, mes)));
  if ('ultimoDiaUtil' in prazo) return ultimoDiaUtilDoMes(ano, mes, versao.calendario);
  return enesimoDiaUtilDoMes(ano, mes, prazo.enesimoDiaUtil, versao.calendario);
}

/** Business day on the national calendar and, for payments, not a local holiday. */
type FeriadosLocais = ReadonlyMap<string, { nome: string; ambito?: string }>;

function ehUtilNoLocal(data: string, calendario: Calendario, locais: FeriadosLocais): boolean {
  return ehDiaUtil(data, calendario) && !(calendario === 'pagamento' && locais.has(data));
}

function motivoNaoUtil(data: string, calendario: Calendario, locais: FeriadosLocais): string {
  if (ehFimDeSemana(data)) return `é ${nomeDoDiaDaSemana(data)}`;
  const feriado = feriadoBancario(data);
  if (feriado?.somentePagamento) return 'não tem expediente bancário';
  if (feriado) return `é feriado (${feriado.nome})`;
  const local = calendario === 'pagamento' ? locais.get(data) : undefined;
  if (local) return `é feriado ${local.ambito ?? 'local'} (${local.nome})`;
  return 'não é dia útil';
}

/**
 * The due date of `obrigacao` for `competencia` ('YYYY-MM', 'YYYY-Qn' or 'YYYY'): the rule
 * version of that competência, moved to a business day in the obligation's direction on its
 * calendar (payments also skip the company's local holidays), unless an extraordinary act set
 * another date for the company's territory.
 */
export function vencimento(obrigacao: ObrigacaoId, competencia: string, opcoes: OpcoesVencimento = {}): Vencimento {
  const def = definicao(obrigacao);
  const lida = lerCompetencia(competencia, def.periodicidade);
  const versao = versaoDaRegra(obrigacao, competencia);
  if (!versao) {
    const ultima = def.versoes[def.versoes.length - 1]!;
    if (ultima.ate !== undefined && compararCompetencias(competencia, ultima.ate) > 0) {
      throw new RangeError(`${def.nome} não existe para a competência ${competencia}: a última foi ${ultima.ate}.`);
    }
    throw new RangeError(`${def.nome} não existia na competência ${competencia}.`);
  }
  const nominal = nominalDaRegra(versao, lida);
  const { calendario } = versao;
  const base = { obrigacao, competencia, nominal, calendario };

  const ato = atoAplicavel(obrigacao, competencia, mesclarAtos(opcoes.atos ?? []), opcoes.local);
  if (ato) {
    lerData(ato.novaData, 'Nova data do ato');
    return {
      ...base,
      data: ato.novaData,
      ajuste: 'ato',
      fundamento: `${ato.ato} (regra: ${versao.fundamento})`,
      explicacao: `ato extraordinário: ${ato.ato} (de ${formatarData(nominal)} para ${formatarData(ato.novaData)})`,
      ato,
    };
  }

  const locais: FeriadosLocais = new Map((opcoes.local?.feriados ?? []).map((f) => [f.data, { nome: f.nome, ambito: f.ambito }]));
  const prazo = versao.prazo;
  if (!('dia' in prazo)) {
    // "Último dia útil" / "n-ésimo dia útil": the rule already names a business day of its
    // calendar; a local holiday on it moves a payment back (it can only be paid earlier).
    let data = nominal;
    while (!ehUtilNoLocal(data, calendario, locais)) data = addDias(data, -1);
    const regra = 'ultimoDiaUtil' in prazo ? 'último dia útil do mês' : `${prazo.enesimoDiaUtil}º dia útil do mês`;
    if (data !== nominal) {
      return {
        ...base,
        data,
        ajuste: 'antecipado',
        fundamento: versao.fundamento,
        explicacao: `${formatarData(nominal)} ${motivoNaoUtil(nominal, calendario, locais)}: antecipado para ${formatarData(data)}`,
        feriadoLocal: locais.get(nominal)?.nome,
      };
    }
    return { ...base, data, ajuste: 'nenhum', fundamento: versao.fundamento, explicacao: `${formatarData(data)}: ${regra}` };
  }

  if (versao.ajuste === 'fixo' || ehUtilNoLocal(nominal, calendario, locais)) {
    const explicacao =
      versao.ajuste === 'fixo' && !ehDiaUtil(nominal, calendario)
        ? `${formatarData(nominal)} ${motivoNaoUtil(nominal, calendario, locais)}, mas o prazo não muda`
        : `${formatarData(nominal)}: dia ${prazo.dia}`;
    return { ...base, data: nominal, ajuste: 'nenhum', fundamento: versao.fundamento, explicacao };
  }
  const passo = versao.ajuste === 'prorroga' ? 1 : -1;
  let data = nominal;
  let feriadoLocal: string | undefined;
  // A local holiday met after the nominal day is the surprising part of the move: said too.
  let localNoCaminho: string | undefined;
  while (!ehUtilNoLocal(data, calendario, locais)) {
    feriadoLocal ??= locais.get(data)?.nome;
    if (data !== nominal && ehDiaUtil(data, calendario) && !localNoCaminho)
      localNoCaminho = `${formatarData(data)} ${motivoNaoUtil(data, calendario, locais)}`;
    data = addDias(data, passo);
  }
  const verbo = passo > 0 ? 'prorrogado' : 'antecipado';
  return {
    ...base,
    data,
    ajuste: verbo,
    fundamento: versao.fundamento,
    explicacao: `${formatarData(nominal)} ${motivoNaoUtil(nominal, calendario, locais)}${localNoCaminho ? ` e ${localNoCaminho}` : ''}: ${verbo} para ${formatarData(data)}`,
    ...(feriadoLocal ? { feriadoLocal } : {}),
  };
}

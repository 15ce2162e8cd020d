// What missing a due date of the tax calendar costs (issue 19, "what a miss costs"): for a
// payment, the multa de mora and juros of paying a week and a month late, from the late-payment
// engine (acrescimos.ts, the same one the calculator uses); for a declaration, its late-filing
// fine (multas-declaracao.ts). Pure: the calendar, the home page and a server job share it.
import { addDias, ajustarDiaUtil, lerData, type ObrigacaoId, type Regime } from '../agenda/index';
import { calcularAcrescimos, type AcrescimosResult, type TributoAcrescimos } from './acrescimos';
import { multaPorAtrasoNaEntrega, type MultaDeclaracaoResult } from './multas-declaracao';
import { rotuloMes, TAXAS_SELIC, type TabelaSelic } from './selic';

/** The delays priced beside each item: a week and a month (30 days) after the due date. */
export const ATRASOS: readonly Atraso[] = [
  { dias: 7, rotulo: '1 semana depois' },
  { dias: 30, rotulo: '1 mês depois' },
];

/** A delay to price: days after the due date, and how the screen says it ("1 semana depois", "hoje"). */
export interface Atraso {
  dias: number;
  rotulo: string;
}

/** Payments priced with Lei 9.430/1996 art. 61 (DARF) or LC 123/2006 art. 35 (DAS, DAS-MEI). */
const TRIBUTO_DO_PAGAMENTO: Partial<Record<ObrigacaoId, TributoAcrescimos>> = {
  DAS: 'DAS',
  'DAS-MEI': 'DAS-MEI',
  'DARF-CP': 'DARF',
  'DARF-CP-13': 'DARF',
  'IRRF-SALARIOS': 'DARF',
  'GPS-CI': 'DARF',
  'PIS-COFINS': 'DARF',
  IPI: 'DARF',
  'IRPJ-CSLL-TRIM-Q1': 'DARF',
  'IRPJ-CSLL-TRIM-Q2': 'DARF',
  'IRPJ-CSLL-TRIM-Q3': 'DARF',
  'IRPJ-CSLL-ESTIMATIVA': 'DARF',
};

/** Payments whose acréscimos follow another law, not priced here (said on screen). */
const PAGAMENTO_SEM_CALCULO: Partial<Record<ObrigacaoId, string>> = {
  FGTS: 'O FGTS em atraso tem multa e juros próprios (Lei 8.036/1990 art. 22), que esta agenda não calcula: a guia do FGTS Digital já sai com eles.',
  'DAE-MEI':
    'A DAE do MEI reúne INSS e FGTS; o FGTS tem multa e juros próprios (Lei 8.036/1990 art. 22). O eSocial gera a guia em atraso já com os acréscimos.',
};

/** The tributo of the late-payment engine for a payment of the calendar, when it prices it. */
export function tributoDoPagamento(obrigacao: ObrigacaoId): TributoAcrescimos | undefined {
  return TRIBUTO_DO_PAGAMENTO[obrigacao];
}

export interface CenarioPagamento {
  dias: number;
  rotulo: string;
  /** The payment date priced ('YYYY-MM-DD'). */
  pagamento: string;
  diasAtraso: number;
  multaPct: number;
  /** % of juros; when `selicFaltando` is set, only the part known (the 1 % of the payment month and known months). */
  jurosPct: number;
  /** Reais, when the amount is known. */
  multa?: number;
  juros?: number;
  total?: number;
  /** Selic months the juros need that the table does not have yet ('MM/AAAA'). */
  selicFaltando: string[];
  resultado: AcrescimosResult;
}

export interface CenarioDeclaracao {
  dias: number;
  rotulo: string;
  entrega: string;
  multa: MultaDeclaracaoResult;
}

export type CustoDoAtraso =
  | {
      tipo: 'pagamento';
      tributo: TributoAcrescimos;
      cenarios: CenarioPagamento[];
      /** DAS: the PGDAS-D filed with it, whose own fine counts only from April of the next year. */
      pgdas?: MultaDeclaracaoResult;
    }
  | { tipo: 'pagamento-sem-calculo'; mensagem: string }
  | { tipo: 'declaracao'; cenarios: CenarioDeclaracao[] }
  | { tipo: 'desconhecido'; mensagem: string };

export interface CustoInput {
  obrigacao: ObrigacaoId;
  competencia: string;
  tipo: 'pagamento' | 'declaracao';
  regime: Regime;
  /** The effective due date the calendar shows ('YYYY-MM-DD'), already adjusted. */
  vencimento: string;
  /** The amount of the guide the user typed, in reais. */
  valor?: number;
  taxasSelic?: TabelaSelic;
  /** The delays to price; default ATRASOS (a week and a month). An overdue item prices today and a week from today. */
  atrasos?: readonly Atraso[];
}

const MES = (data: string) => data.slice(0, 7);

/** Months in the open interval (month of a, month of b), 'YYYY-MM'. */
function mesesEntre(a: string, b: string): string[] {
  const ia = lerData(a);
  const ib = lerData(b);
  const meses: string[] = [];
  for (let i = ia.ano * 12 + ia.mes; i < ib.ano * 12 + ib.mes - 1; i++) {
    meses.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return meses;
}

function cenarioPagamento(
  input: CustoInput,
  tributo: TributoAcrescimos,
  dias: number,
  rotulo: string,
  taxas: TabelaSelic,
): CenarioPagamento {
  const pagamento = addDias(input.vencimento, dias);
  // The engine moves a payment on a non-business day to the next one; the Selic months needed
  // are those strictly between the due month and that day's month (ACRESCIMOS.md §2.2, §2.4).
  const efetivo = ajustarDiaUtil(pagamento, 'prorroga', 'pagamento');
  const faltando = MES(efetivo) > MES(input.vencimento) ? mesesEntre(input.vencimento, efetivo).filter((m) => taxas[m] === undefined) : [];
  // A missing month is priced at 0 so the multa and the known part come out; the screen says
  // the juros are not complete and which month is missing.
  const tabela = faltando.length > 0 ? { ...taxas, ...Object.fromEntries(faltando.map((m) => [m, 0])) } : taxas;
  const resultado = calcularAcrescimos({
    principal: input.valor && input.valor > 0 ? input.valor : 100,
    vencimento: input.vencimento,
    pagamento,
    tributo,
    ajusteVencimento: 'fixo',
    taxasSelic: tabela,
  });
  const comValor = input.valor !== undefined && input.valor > 0;
  return {
    dias,
    rotulo,
    pagamento,
    diasAtraso: resultado.diasAtraso,
    multaPct: resultado.multaPct,
    jurosPct: resultado.jurosPct,
    ...(comValor
      ? {
          multa: resultado.multa,
          juros: faltando.length > 0 ? undefined : resultado.juros,
          total: faltando.length > 0 ? undefined : resultado.total,
        }
      : {}),
    selicFaltando: faltando.map(rotuloMes),
    resultado,
  };
}

/**
 * The price of missing `input.vencimento` by a week and by a month: multa and juros of the
 * payment (with the amount when typed, else the percentages), or the late-filing fine of the
 * declaration. Honest about what it cannot price: a Selic month not yet published, an FGTS
 * guide, a declaration whose fine depends on a base the calendar does not have.
 */
export function custoDoAtraso(input: CustoInput): CustoDoAtraso {
  lerData(input.vencimento, 'Data de vencimento');
  const taxas = input.taxasSelic ?? TAXAS_SELIC;
  const atrasos = input.atrasos ?? ATRASOS;
  if (atrasos.length === 0 || atrasos.some((a) => !Number.isInteger(a.dias) || a.dias < 1)) {
    throw new RangeError('Informe ao menos um atraso, em dias inteiros a partir de 1.');
  }
  if (input.tipo === 'pagamento') {
    const semCalculo = PAGAMENTO_SEM_CALCULO[input.obrigacao];
    if (semCalculo) return { tipo: 'pagamento-sem-calculo', mensagem: semCalculo };
    const tributo = TRIBUTO_DO_PAGAMENTO[input.obrigacao];
    if (!tributo) return { tipo: 'desconhecido', mensagem: 'Os acréscimos desta guia não estão cadastrados.' };
    const cenarios = atrasos.map((a) => cenarioPagamento(input, tributo, a.dias, a.rotulo, taxas));
    if (input.obrigacao !== 'DAS') return { tipo: 'pagamento', tributo, cenarios };
    const pgdas = multaPorAtrasoNaEntrega({
      obrigacao: 'PGDAS-D',
      competencia: input.competencia,
      regime: input.regime,
      vencimento: input.vencimento,
      entrega: addDias(input.vencimento, atrasos[atrasos.length - 1]!.dias),
    });
    return { tipo: 'pagamento', tributo, cenarios, pgdas };
  }
  return {
    tipo: 'declaracao',
    cenarios: atrasos.map((a) => {
      const entrega = addDias(input.vencimento, a.dias);
      return {
        dias: a.dias,
        rotulo: a.rotulo,
        entrega,
        multa: multaPorAtrasoNaEntrega({
          obrigacao: input.obrigacao,
          competencia: input.competencia,
          regime: input.regime,
          vencimento: input.vencimento,
          entrega,
        }),
      };
    }),
  };
}

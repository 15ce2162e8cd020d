// The fine for filing a declaration late (multa por atraso na entrega de declaração, MAED), per
// obligation of the tax calendar, as data with its legal basis, and one pure function that
// prices a given delay. Not the multa de mora of a payment (acrescimos.ts; ACRESCIMOS.md §2.1).
//
// Sources (researched 2026-11, third-party copies of the acts; none is the Diário Oficial):
// - DCTFWeb: Lei 8.212/1991 art. 32-A; Receita's note of 21/06/2022 on the automatic MAED
//   (makrosystem.com.br, contasemrevista.com.br, coimbrachaves.com.br, cmio.org).
// - EFD-Reinf: IN RFB 2.043/2021 art. 7º (idealsoftwares.com.br table 1391, tfgolfe.com.br,
//   dinellycontabilidade.com.br, contabeis.com.br 60891).
// - PGDAS-D: LC 123/2006 art. 38-A; Res. CGSN 140/2018 art. 98 (informanet.com.br 2020).
// - DEFIS: Res. CGSN 140/2018 art. 97-A, red. Res. CGSN 183/2025, from 13/10/2025
//   (portaltributario.com.br); before it the DEFIS had no late-filing fine (informanet 2020).
// - DASN-SIMEI: SIMPLES.md §12 (FAQ do MEI): 2 % a.m. of the declared taxes up to 20 %, minimum
//   R$ 50; the article of Res. CGSN 140 and the condition of the 50 % reduction not verified.
// - ECD: MP 2.158-35/2001 art. 57, I (rfaa.com.br; contador24horas, citing Jornal Contábil).
// - ECF: Decreto-Lei 1.598/1977 art. 8º-A (Lucro Real; aesgoti.com.br) and Lei 8.218/1991
//   art. 12 (Presumido and Arbitrado since IN RFB 1.821/2018; melocampos.com.br).
// - LC 123/2006 art. 38-B: fixed or minimum fines reduced by 90 % (MEI) and 50 % (ME/EPP in the
//   Simples) where no specific value exists (the DCTFWeb and EFD-Reinf minimums).
import { addDias, lerData, montarData, type ObrigacaoId, type Regime } from '../agenda/index';
import { centavos, Decimal, fracao, maximo, numero, ZERO } from './decimal';
import { formatarData, formatarPercentual, formatarReais } from './formatacao';
import type { Passo } from './passos';

/** The tax calendar's declarations, plus the PGDAS-D (filed with the DAS, item 'DAS'). */
export type DeclaracaoComMulta = ObrigacaoId | 'PGDAS-D';

/** When the count of months starts. */
type Inicio = 'dia-seguinte' | 'abril-do-ano-seguinte';

interface RegraPercentual {
  tipo: 'percentual';
  /** % per calendar month or fraction. */
  pctMes: number;
  teto: number;
  /** What the % is applied to, as the law says it. */
  base: string;
  /** Minimum in reais, before the LC 123 art. 38-B reduction. */
  minimo: number;
  /** The lower minimum when there was nothing to declare ("sem movimento"). */
  minimoSemMovimento?: number;
  /** LC 123 art. 38-B applies to the minimum. */
  reducaoLc123?: boolean;
  inicio: Inicio;
}

interface RegraFixa {
  tipo: 'fixa-mensal';
  /** Reais per calendar month or fraction, by regime. */
  valorMes: Partial<Record<Regime, number>>;
  inicio: Inicio;
}

interface RegraSobreBase {
  tipo: 'sobre-base';
  /** The rule in words: its base (lucro, receita) is not in the calendar. */
  descricao: string;
}

interface RegraSemMultaPropria {
  tipo: 'sem-multa-propria';
  descricao: string;
}

export interface RegraMultaDeclaracao {
  nome: string;
  regra: RegraPercentual | RegraFixa | RegraSobreBase | RegraSemMultaPropria;
  /** % off when filed late but before any procedure of the Receita (denúncia espontânea of the filing). */
  reducaoEspontanea?: number;
  fundamento: string;
  /** What was not confirmed; shown on screen. */
  incerteza?: string;
  /** First competência (same format as the obligation's) the rule governs. */
  desde?: string;
}

const ART_32A = 'Lei 8.212/1991 art. 32-A (MAED); LC 123/2006 art. 38-B nas reduções de MEI e Simples';

const DCTFWEB: RegraMultaDeclaracao = {
  nome: 'DCTFWeb',
  regra: {
    tipo: 'percentual',
    pctMes: 2,
    teto: 20,
    base: 'das contribuições e tributos informados, ainda que pagos',
    minimo: 500,
    minimoSemMovimento: 200,
    reducaoLc123: true,
    inicio: 'dia-seguinte',
  },
  reducaoEspontanea: 50,
  fundamento: ART_32A,
};

export const MULTAS_DECLARACAO: Readonly<Partial<Record<DeclaracaoComMulta, RegraMultaDeclaracao>>> = {
  DCTFWEB,
  'DCTFWEB-13': { ...DCTFWEB, nome: 'DCTFWeb anual (13º)' },
  'EFD-REINF': {
    nome: 'EFD-Reinf',
    regra: {
      tipo: 'percentual',
      pctMes: 2,
      teto: 20,
      base: 'dos tributos informados, ainda que pagos',
      minimo: 500,
      minimoSemMovimento: 200,
      reducaoLc123: true,
      inicio: 'dia-seguinte',
    },
    reducaoEspontanea: 50,
    fundamento: 'IN RFB 2.043/2021 art. 7º; LC 123/2006 art. 38-B nas reduções de MEI e Simples',
  },
  'PGDAS-D': {
    nome: 'PGDAS-D',
    regra: {
      tipo: 'percentual',
      pctMes: 2,
      teto: 20,
      base: 'dos tributos apurados no mês, ainda que pagos',
      minimo: 50,
      inicio: 'abril-do-ano-seguinte',
    },
    reducaoEspontanea: 50,
    fundamento: 'LC 123/2006 art. 38-A; Res. CGSN 140/2018 art. 98',
  },
  DEFIS: {
    nome: 'DEFIS',
    regra: {
      tipo: 'percentual',
      pctMes: 2,
      teto: 20,
      base: 'dos tributos informados na DEFIS, ainda que pagos',
      minimo: 200,
      inicio: 'dia-seguinte',
    },
    reducaoEspontanea: 50,
    fundamento: 'Res. CGSN 140/2018 art. 97-A, red. Res. CGSN 183/2025 (em vigor desde 13/10/2025)',
    desde: '2025',
  },
  'DASN-SIMEI': {
    nome: 'DASN-SIMEI',
    regra: {
      tipo: 'percentual',
      pctMes: 2,
      teto: 20,
      base: 'dos tributos declarados (os DAS-MEI do ano), ainda que pagos',
      minimo: 50,
      inicio: 'dia-seguinte',
    },
    reducaoEspontanea: 50,
    fundamento: 'LC 123/2006 art. 38; Perguntas frequentes do MEI (Receita Federal)',
    incerteza:
      'o artigo da Res. CGSN 140/2018 não foi conferido, e a redução de 50% (mínimo de R$ 25,00) depende da entrega antes de intimação ou do pagamento no prazo: confira no PGMEI',
  },
  ECD: {
    nome: 'ECD',
    regra: { tipo: 'fixa-mensal', valorMes: { PRESUMIDO: 500, SIMPLES: 500, REAL: 1500 }, inicio: 'dia-seguinte' },
    reducaoEspontanea: 50,
    fundamento: 'MP 2.158-35/2001 art. 57, I',
    incerteza:
      'há quem aplique à ECD a multa da Lei 8.218/1991 art. 12 (0,02% da receita bruta por dia, até 1%); a empresa que começou a atividade no ano paga R$ 500,00 por mês',
  },
  'EFD-CONTRIBUICOES': {
    nome: 'EFD-Contribuições',
    regra: { tipo: 'fixa-mensal', valorMes: { PRESUMIDO: 500, REAL: 1500 }, inicio: 'dia-seguinte' },
    reducaoEspontanea: 50,
    fundamento: 'MP 2.158-35/2001 art. 57, I',
    incerteza: 'o dispositivo da IN RFB que remete a esta multa não foi conferido',
  },
  ECF: {
    nome: 'ECF',
    regra: {
      tipo: 'sobre-base',
      descricao:
        'Lucro Real: 0,25% do lucro líquido antes do IRPJ e da CSLL por mês ou fração, até 10% (no máximo R$ 100.000,00 se a receita bruta for de até R$ 3,6 milhões). Lucro Presumido: 0,02% da receita bruta do ano por dia de atraso, até 1%. Metade se entregue antes de qualquer procedimento da Receita',
    },
    fundamento: 'Decreto-Lei 1.598/1977 art. 8º-A (Lucro Real); Lei 8.218/1991 art. 12, III, red. Lei 13.670/2018 (Presumido)',
  },
  'ESOCIAL-S1299': {
    nome: 'eSocial (fechamento)',
    regra: {
      tipo: 'sem-multa-propria',
      descricao:
        'o fechamento fora do prazo não tem multa própria, mas sem ele a DCTFWeb do mês não é gerada e a multa dela corre (2% ao mês, mínimo de R$ 500,00). Eventos trabalhistas atrasados têm multas da CLT, por evento e por empregado',
    },
    fundamento: 'Lei 8.212/1991 art. 32-A (pela DCTFWeb); CLT (por evento)',
    incerteza: 'o valor depende dos eventos e dos empregados',
  },
  'ESOCIAL-S1299-13': {
    nome: 'eSocial (fechamento do 13º)',
    regra: {
      tipo: 'sem-multa-propria',
      descricao:
        'o fechamento fora do prazo não tem multa própria, mas sem ele a DCTFWeb anual não é gerada e a multa dela corre (2% ao mês, mínimo de R$ 500,00)',
    },
    fundamento: 'Lei 8.212/1991 art. 32-A (pela DCTFWeb)',
    incerteza: 'o valor depende dos eventos e dos empregados',
  },
  DIRF: {
    nome: 'DIRF',
    regra: {
      tipo: 'percentual',
      pctMes: 2,
      teto: 20,
      base: 'do imposto de renda informado, ainda que pago',
      minimo: 500,
      minimoSemMovimento: 200,
      reducaoLc123: true,
      inicio: 'dia-seguinte',
    },
    reducaoEspontanea: 50,
    fundamento: 'Lei 10.426/2002 art. 7º',
  },
};

export interface MultaDeclaracaoInput {
  obrigacao: DeclaracaoComMulta;
  /** The competência of the declaration ('YYYY-MM' or 'YYYY'); selects the rule (DEFIS from 2025). */
  competencia: string;
  regime: Regime;
  /** The due date ('YYYY-MM-DD') as the calendar shows it. */
  vencimento: string;
  /** When it is filed ('YYYY-MM-DD'). */
  entrega: string;
  /** Taxes the declaration informs, in reais, when known. */
  tributosDeclarados?: number;
}

export interface MultaDeclaracaoResult {
  /** false: the law sets no fine of its own or the rule is missing. */
  temMulta: boolean;
  /** Calendar months (or fraction) of delay counted; 0 when on time or before the count starts. */
  meses: number;
  /** First day counted. */
  inicioContagem?: string;
  /** % of the declared taxes (percentage rules). */
  percentual?: number;
  /** The fine in reais when the calendar knows enough; else undefined. */
  valor?: number;
  /** The least it can be (after the LC 123 art. 38-B reduction, before the spontaneous one). */
  minimo?: number;
  /** The value with the reduction for filing before any procedure of the Receita. */
  valorEspontaneo?: number;
  /** One sentence for the screen. */
  resumo: string;
  fundamento: string;
  incerteza?: string;
  passos: Passo[];
}

/**
 * Months "ou fração" from the first day counted through the filing day: each month runs from
 * that day of the month to the eve of the same day of the next (inicio 28/02: 28/02–27/03 is
 * the 1st, from 28/03 the 2nd). The reading the calendar adopts; the Receita's system was not
 * seen counting a case where the two readings (this one and "calendar months touched") differ.
 */
export function mesesOuFracao(inicio: string, fim: string): number {
  if (fim < inicio) return 0;
  const a = lerData(inicio);
  const b = lerData(fim);
  const meses = (b.ano - a.ano) * 12 + (b.mes - a.mes);
  return b.dia >= a.dia ? meses + 1 : meses;
}

function inicioDaContagem(inicio: Inicio, vencimento: string, competencia: string): string {
  if (inicio === 'abril-do-ano-seguinte') return montarData(Number(competencia.slice(0, 4)) + 1, 4, 1);
  return addDias(vencimento, 1);
}

const REDUCAO_LC123: Partial<Record<Regime, number>> = { MEI: 90, SIMPLES: 50 };

/**
 * The late-filing fine of `obrigacao` filed on `entrega` (MULTAS_DECLARACAO): months counted
 * per calendar month or fraction from the rule's first day; % rules give the % and the minimum
 * (and the value when the declared taxes are known); fixed rules give the value.
 */
export function multaPorAtrasoNaEntrega(input: MultaDeclaracaoInput): MultaDeclaracaoResult {
  lerData(input.vencimento, 'Data de vencimento');
  lerData(input.entrega, 'Data de entrega');
  const regra = MULTAS_DECLARACAO[input.obrigacao];
  if (!regra) {
    return {
      temMulta: false,
      meses: 0,
      resumo: 'A multa por atraso desta obrigação não está cadastrada: consulte o seu contador.',
      fundamento: '—',
      incerteza: 'regra não pesquisada',
      passos: [],
    };
  }
  const base = { fundamento: regra.fundamento, ...(regra.incerteza ? { incerteza: regra.incerteza } : {}) };
  if (regra.desde && input.competencia < regra.desde) {
    return { temMulta: false, meses: 0, resumo: `A ${regra.nome} desta competência não tinha multa por atraso.`, ...base, passos: [] };
  }
  const r = regra.regra;
  if (r.tipo === 'sem-multa-propria' || r.tipo === 'sobre-base') {
    const temMulta = r.tipo === 'sobre-base';
    return { temMulta, meses: 0, resumo: `${r.descricao[0]!.toUpperCase()}${r.descricao.slice(1)}.`, ...base, passos: [] };
  }

  const inicio = inicioDaContagem(r.inicio, input.vencimento, input.competencia);
  const meses = input.entrega >= inicio ? mesesOuFracao(inicio, input.entrega) : 0;
  const reducao = new Decimal(regra.reducaoEspontanea ?? 0);
  const passos: Passo[] = [];
  if (meses === 0) {
    const resumo =
      input.entrega <= input.vencimento
        ? 'Entregue no prazo: sem multa.'
        : `A multa só começa a contar em ${formatarData(inicio)}: entregue até ${formatarData(inicio === input.vencimento ? inicio : addDias(inicio, -1))}, não há multa por atraso.`;
    return { temMulta: true, meses: 0, inicioContagem: inicio, valor: 0, resumo, ...base, passos };
  }
  const rotuloMeses = `${meses} ${meses === 1 ? 'mês' : 'meses'}`;

  if (r.tipo === 'fixa-mensal') {
    const porMes = r.valorMes[input.regime];
    if (porMes === undefined) {
      return {
        temMulta: true,
        meses,
        inicioContagem: inicio,
        resumo: `Multa da ${regra.nome}: valor não cadastrado para este regime.`,
        ...base,
        passos,
      };
    }
    const valor = centavos(new Decimal(porMes).times(meses));
    const espontaneo = centavos(valor.times(new Decimal(1).minus(fracao(reducao))));
    passos.push({
      descricao: `Multa por atraso na entrega da ${regra.nome} (${formatarReais(porMes)} por mês-calendário ou fração)`,
      formula: `de ${formatarData(inicio)} a ${formatarData(input.entrega)} = ${rotuloMeses} × ${formatarReais(porMes)} = ${formatarReais(valor)}`,
      valor: numero(valor),
      unidade: 'R$',
      fundamento: regra.fundamento,
    });
    if (reducao.greaterThan(0)) {
      passos.push({
        descricao: `Com a redução de ${formatarPercentual(reducao)} (entrega antes de qualquer procedimento da Receita)`,
        formula: `${formatarReais(valor)} − ${formatarPercentual(reducao)} = ${formatarReais(espontaneo)}`,
        valor: numero(espontaneo),
        unidade: 'R$',
      });
    }
    return {
      temMulta: true,
      meses,
      inicioContagem: inicio,
      valor: numero(valor),
      valorEspontaneo: numero(espontaneo),
      resumo: `${formatarReais(valor)} (${rotuloMeses} × ${formatarReais(porMes)}); ${formatarReais(espontaneo)} se entregue antes de intimação.`,
      ...base,
      passos,
    };
  }

  const bruto = new Decimal(r.pctMes).times(meses);
  const pct = bruto.greaterThan(r.teto) ? new Decimal(r.teto) : bruto;
  const reducaoMinimo = r.reducaoLc123 ? REDUCAO_LC123[input.regime] : undefined;
  const minimo = centavos(new Decimal(r.minimo).times(new Decimal(1).minus(fracao(new Decimal(reducaoMinimo ?? 0)))));
  passos.push({
    descricao: `Multa por atraso na entrega da ${regra.nome} (${formatarPercentual(r.pctMes)} ao mês-calendário ou fração, até ${formatarPercentual(r.teto)})`,
    formula:
      `de ${formatarData(inicio)} a ${formatarData(input.entrega)} = ${rotuloMeses} × ${formatarPercentual(r.pctMes)} = ${formatarPercentual(bruto)}` +
      (bruto.greaterThan(r.teto) ? ` → limitada a ${formatarPercentual(r.teto)}` : '') +
      ` ${r.base}`,
    valor: numero(pct),
    unidade: '%',
    fundamento: regra.fundamento,
  });
  passos.push({
    descricao: 'Multa mínima',
    formula:
      reducaoMinimo !== undefined
        ? `${formatarReais(r.minimo)} − ${formatarPercentual(reducaoMinimo)} (LC 123/2006 art. 38-B, ${input.regime === 'MEI' ? 'MEI' : 'Simples Nacional'}) = ${formatarReais(minimo)}`
        : formatarReais(minimo),
    valor: numero(minimo),
    unidade: 'R$',
  });
  let valor: Decimal | undefined;
  let espontaneo: Decimal | undefined;
  if (input.tributosDeclarados !== undefined && Number.isFinite(input.tributosDeclarados) && input.tributosDeclarados >= 0) {
    const calculada = centavos(new Decimal(input.tributosDeclarados).times(fracao(pct)));
    valor = maximo(calculada, minimo);
    espontaneo = maximo(centavos(valor.times(new Decimal(1).minus(fracao(reducao)))), minimo);
    passos.push({
      descricao: 'Valor da multa (o maior entre o percentual e o mínimo)',
      formula: `${formatarReais(input.tributosDeclarados)} × ${formatarPercentual(pct)} = ${formatarReais(calculada)}; mínimo ${formatarReais(minimo)} → ${formatarReais(valor)}`,
      valor: numero(valor),
      unidade: 'R$',
    });
    if (reducao.greaterThan(0)) {
      passos.push({
        descricao: `Com a redução de ${formatarPercentual(reducao)} (entrega antes de qualquer procedimento da Receita), sem ficar abaixo do mínimo`,
        formula: formatarReais(espontaneo),
        valor: numero(espontaneo),
        unidade: 'R$',
      });
    }
  }
  const resumo =
    valor !== undefined
      ? `${formatarReais(valor)} (${formatarPercentual(pct)} ${r.base}, mínimo ${formatarReais(minimo)})${espontaneo && !espontaneo.equals(valor) ? `; ${formatarReais(espontaneo)} se entregue antes de intimação` : ''}.`
      : `${formatarPercentual(pct)} ${r.base}, no mínimo ${formatarReais(minimo)}${r.minimoSemMovimento !== undefined ? ` (${formatarReais(r.minimoSemMovimento)} sem movimento)` : ''}${reducao.greaterThan(ZERO) ? `; metade se entregue antes de intimação, sem ficar abaixo do mínimo` : ''}.`;
  return {
    temMulta: true,
    meses,
    inicioContagem: inicio,
    percentual: numero(pct),
    minimo: numero(minimo),
    ...(valor !== undefined ? { valor: numero(valor) } : {}),
    ...(espontaneo !== undefined ? { valorEspontaneo: numero(espontaneo) } : {}),
    resumo,
    ...base,
    passos,
  };
}

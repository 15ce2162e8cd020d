// SIMPLES.md §12: the MEI's monthly DAS-MEI (fixed, LC 123/2006 art. 18-A § 3º) and its annual
// revenue limit (art. 18-A § 1º; R$ 251.600,00 for the transportador autônomo de cargas).
import { lerData } from '../agenda/index';
import { centavos, Decimal, fracao, numero } from './decimal';
import { formatarData, formatarPercentual, formatarReais as brl } from './formatacao';
import type { Passo } from './passos';

export interface DasMeiInput {
  /** Ano da competência: the salário mínimo of that January on applies. */
  ano: number;
  /** Contribuinte do ICMS (comércio, indústria, transporte intermunicipal/interestadual). */
  icms?: boolean;
  /** Contribuinte do ISS (serviços, transporte municipal). */
  iss?: boolean;
  /** Transportador autônomo de cargas ("MEI caminhoneiro"): INSS of 12 %. */
  tac?: boolean;
}

export interface DasMeiResult {
  inss: number;
  icms: number;
  iss: number;
  total: number;
  salarioMinimo: number;
  /** INSS rate in percent (5 or 12). */
  aliquotaInss: number;
  passos: Passo[];
  avisos: string[];
}

/**
 * Salário mínimo by year, with its source (SIMPLES.md §12; 2026: Decreto 12.797/2025). Only the years the research
 * confirmed; others are refused rather than guessed.
 */
const SALARIO_MINIMO: Readonly<Record<number, { valor: number; fonte: string }>> = {
  2025: { valor: 1518, fonte: 'salário mínimo de 2025, R$ 1.518,00 (tabela do DAS-MEI 2025, fdr.com.br)' },
  2026: { valor: 1621, fonte: 'Decreto 12.797/2025, DOU 24/12/2025 (R$ 1.621,00)' },
};

/** LC 188/2021 created the MEI transportador autônomo de cargas. */
const PRIMEIRO_ANO_TAC = 2022;
const ICMS_FIXO = new Decimal(1);
const ISS_FIXO = new Decimal(5);
const LIMITE_MEI = new Decimal(81_000);
const LIMITE_MEI_MENSAL = new Decimal(6_750);
const LIMITE_TAC = new Decimal(251_600);
const LIMITE_TAC_MENSAL = new Decimal('20966.67');
const PRIMEIRO_ANO_LIMITE = 2018;
const ULTIMO_ANO = 2026;

function lerAno(valor: unknown): number {
  if (typeof valor !== 'number' || !Number.isInteger(valor)) throw new RangeError('Ano deve ser um número inteiro (ex.: 2026).');
  if (valor > ULTIMO_ANO) {
    throw new RangeError(
      `O ano ${valor} ainda não está nesta calculadora: as regras e valores a partir de 2027 (reforma tributária) não foram incluídos.`,
    );
  }
  return valor;
}

function lerBooleano(valor: unknown, rotulo: string): boolean {
  if (valor === undefined || valor === null) return false;
  if (typeof valor !== 'boolean') throw new RangeError(`${rotulo} deve ser sim ou não.`);
  return valor;
}

/** SIMPLES.md §12: INSS 5 % (12 % TAC) of the salário mínimo + R$ 1,00 ICMS + R$ 5,00 ISS. */
export function calcularDasMei(input: DasMeiInput): DasMeiResult {
  const ano = lerAno(input.ano);
  const temIcms = lerBooleano(input.icms, 'Contribuinte do ICMS');
  const temIss = lerBooleano(input.iss, 'Contribuinte do ISS');
  const tac = lerBooleano(input.tac, 'Transportador autônomo de cargas');
  const salario = SALARIO_MINIMO[ano];
  if (!salario) {
    const anos = Object.keys(SALARIO_MINIMO).join(' e ');
    throw new RangeError(`O salário mínimo de ${ano} não está na tabela desta calculadora (anos disponíveis: ${anos}).`);
  }
  if (tac && ano < PRIMEIRO_ANO_TAC) {
    throw new RangeError(`O MEI transportador autônomo de cargas só existe a partir de ${PRIMEIRO_ANO_TAC} (LC 188/2021).`);
  }
  const aliquota = new Decimal(tac ? 12 : 5);
  const sm = new Decimal(salario.valor);
  const inss = centavos(sm.times(fracao(aliquota)));
  const icms = temIcms ? ICMS_FIXO : new Decimal(0);
  const iss = temIss ? ISS_FIXO : new Decimal(0);
  const total = inss.plus(icms).plus(iss);

  const passos: Passo[] = [
    {
      descricao: `INSS (${formatarPercentual(aliquota)} do salário mínimo${tac ? ', transportador autônomo de cargas' : ''})`,
      formula: `${brl(sm)} × ${formatarPercentual(aliquota)} = ${brl(inss)}`,
      valor: numero(inss),
      unidade: 'R$',
      fundamento: `LC 123/2006 art. 18-A${tac ? ' (transportador autônomo de cargas, LC 188/2021)' : ''}; ${salario.fonte}`,
    },
  ];
  if (temIcms) {
    passos.push({
      descricao: 'ICMS (valor fixo)',
      formula: brl(icms),
      valor: numero(icms),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 18-A',
    });
  }
  if (temIss) {
    passos.push({
      descricao: 'ISS (valor fixo)',
      formula: brl(iss),
      valor: numero(iss),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 18-A',
    });
  }
  passos.push({
    descricao: 'DAS-MEI do mês',
    formula: `${brl(inss)} (INSS)${temIcms ? ` + ${brl(icms)} (ICMS)` : ''}${temIss ? ` + ${brl(iss)} (ISS)` : ''} = ${brl(total)}`,
    valor: numero(total),
    unidade: 'R$',
  });

  const avisos = [
    `O valor vale para as competências de janeiro a dezembro de ${ano} (o DAS de dezembro de ${ano - 1}, pago em janeiro, ainda usa o salário mínimo de ${ano - 1}).`,
    'O DAS-MEI vence no dia 20 do mês seguinte (no dia útil seguinte, se não houver expediente bancário).',
  ];
  if (!temIcms && !temIss) {
    avisos.push('Sem ICMS nem ISS: confira a atividade. Comércio e indústria pagam ICMS; serviços pagam ISS.');
  }
  return {
    inss: numero(inss),
    icms: numero(icms),
    iss: numero(iss),
    total: numero(total),
    salarioMinimo: salario.valor,
    aliquotaInss: numero(aliquota),
    passos,
    avisos,
  };
}

export interface LimiteMeiInput {
  ano: number;
  /** Month of opening (1–12) when the MEI started in `ano`. */
  mesInicio?: number;
  /** Opening date ('YYYY-MM-DD'); the month counts whole. */
  dataAbertura?: string;
  /** Revenue of the calendar year, to tell the effects of an excess. */
  receitaAno?: number;
  tac?: boolean;
}

export interface EfeitosDesenquadramento {
  /** 'YYYY-MM-DD' from which the company is taxed as ME/EPP. */
  aPartirDe: string;
  retroativo: boolean;
  descricao: string;
}

export interface LimiteMeiResult {
  meses: number;
  limite: number;
  limiteMais20: number;
  /** Present when receitaAno exceeds the limit. */
  efeitosDesenquadramento?: EfeitosDesenquadramento;
  passos: Passo[];
  avisos: string[];
}

/** SIMPLES.md §12: R$ 81.000 a year, R$ 6.750 × months in the opening year; 20 % tolerance. */
export function limiteMei(input: LimiteMeiInput): LimiteMeiResult {
  const ano = lerAno(input.ano);
  if (ano < PRIMEIRO_ANO_LIMITE) {
    throw new RangeError(
      `O limite de R$ 81.000,00 vale a partir de ${PRIMEIRO_ANO_LIMITE} (LC 155/2016); anos anteriores não estão nesta calculadora.`,
    );
  }
  const tac = lerBooleano(input.tac, 'Transportador autônomo de cargas');
  if (tac && ano < PRIMEIRO_ANO_TAC) {
    throw new RangeError(`O MEI transportador autônomo de cargas só existe a partir de ${PRIMEIRO_ANO_TAC} (LC 188/2021).`);
  }

  let mesInicio: number | undefined;
  let abertura: string | undefined;
  if (input.dataAbertura !== undefined && input.dataAbertura !== null) {
    const lida = lerData(input.dataAbertura, 'Data de abertura');
    if (lida.ano > ano) throw new RangeError('Data de abertura é posterior ao ano informado.');
    if (lida.ano === ano) {
      mesInicio = lida.mes;
      abertura = input.dataAbertura;
    }
  }
  if (input.mesInicio !== undefined && input.mesInicio !== null) {
    if (!Number.isInteger(input.mesInicio) || input.mesInicio < 1 || input.mesInicio > 12) {
      throw new RangeError('Mês de início deve ser um número de 1 a 12.');
    }
    if (mesInicio !== undefined && mesInicio !== input.mesInicio) {
      throw new RangeError('Mês de início não confere com a data de abertura.');
    }
    mesInicio = input.mesInicio;
  }
  let receita: Decimal | undefined;
  if (input.receitaAno !== undefined && input.receitaAno !== null) {
    if (typeof input.receitaAno !== 'number' || !Number.isFinite(input.receitaAno) || input.receitaAno < 0) {
      throw new RangeError('Receita do ano deve ser um número maior ou igual a zero.');
    }
    receita = centavos(new Decimal(input.receitaAno));
  }

  const meses = mesInicio === undefined ? 12 : 12 - mesInicio + 1;
  const mensal = tac ? LIMITE_TAC_MENSAL : LIMITE_MEI_MENSAL;
  const limite = meses === 12 ? (tac ? LIMITE_TAC : LIMITE_MEI) : mensal.times(meses);
  const limiteMais20 = centavos(limite.times('1.2'));
  const fundamento = tac
    ? 'LC 123/2006 art. 18-A (transportador autônomo de cargas, LC 188/2021): R$ 251.600,00; R$ 20.966,67 por mês no ano de início'
    : 'LC 123/2006 art. 18-A §§ 1º–2º: R$ 81.000,00; R$ 6.750,00 por mês no ano de início';
  const passos: Passo[] = [
    {
      descricao: meses === 12 ? `Limite anual de ${ano}` : `Limite proporcional: ${meses} meses de atividade em ${ano}`,
      formula: meses === 12 ? brl(limite) : `${brl(mensal)} × ${meses} = ${brl(limite)}`,
      valor: numero(limite),
      unidade: 'R$',
      fundamento,
    },
    {
      descricao: 'Limite + 20% (tolerância: até aqui o desenquadramento só vale no ano seguinte)',
      formula: `${brl(limite)} × 1,2 = ${brl(limiteMais20)}`,
      valor: numero(limiteMais20),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 18-A; Portal do Empreendedor, perguntas frequentes',
    },
  ];
  const avisos: string[] = [];
  if (tac) {
    avisos.push(
      'O limite do transportador autônomo de cargas vem de fonte secundária (SIMPLES.md §12); confira no Portal do Empreendedor.',
    );
  }

  let efeitos: EfeitosDesenquadramento | undefined;
  if (receita && receita.greaterThan(limite)) {
    if (receita.lessThanOrEqualTo(limiteMais20)) {
      efeitos = {
        aPartirDe: `${ano + 1}-01-01`,
        retroativo: false,
        descricao: `Receita acima do limite em até 20%: continua MEI até 31/12/${ano} e passa a ME/EPP em 01/01/${ano + 1}. O imposto sobre a parte acima do limite é pago com o DAS de janeiro de ${ano + 1}, sem acréscimos, calculado na DASN-SIMEI.`,
      };
      avisos.push('A alíquota aplicada ao excesso (qual faixa do Simples a DASN-SIMEI usa) não foi confirmada.');
    } else {
      const desde = abertura ?? (mesInicio !== undefined ? `${ano}-${String(mesInicio).padStart(2, '0')}-01` : `${ano}-01-01`);
      efeitos = {
        aPartirDe: desde,
        retroativo: true,
        descricao: `Receita acima do limite em mais de 20%: o desenquadramento é retroativo a ${formatarData(desde)}${abertura || mesInicio !== undefined ? ' (início da atividade)' : ''}; os tributos do período são recalculados como ME/EPP, com acréscimos.`,
      };
      if (mesInicio !== undefined && !abertura) {
        avisos.push('Sem a data exata de abertura, o efeito retroativo foi contado do primeiro dia do mês de início.');
      }
    }
    avisos.push('Comunique o desenquadramento no Portal do Simples até o último dia útil do mês seguinte ao do excesso.');
    passos.push({
      descricao: 'Receita do ano comparada ao limite',
      formula: `${brl(receita)} > ${brl(limite)}${receita.lessThanOrEqualTo(limiteMais20) ? ` e ≤ ${brl(limiteMais20)}` : ` e > ${brl(limiteMais20)}`}`,
      valor: numero(receita),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 18-A; Portal do Empreendedor, perguntas frequentes',
    });
  }
  return {
    meses,
    limite: numero(limite),
    limiteMais20: numero(limiteMais20),
    ...(efeitos ? { efeitosDesenquadramento: efeitos } : {}),
    passos,
    avisos,
  };
}

// ACRESCIMOS.md: multa de mora and juros Selic on a DARF, DAS or DAS-MEI paid late
// (Lei 9.430/1996 art. 61; LC 123/2006 art. 35 and art. 21 § 3º). Dates are 'YYYY-MM-DD'
// calendar dates on the one business-day calendar of @semmultas/shared/agenda (DECISIONS.md 18).
import {
  addDias,
  ajustarDiaUtil,
  diferencaEmDias,
  feriadoBancario,
  lerData,
  nomeDoDiaDaSemana,
  proximoDiaUtil,
  type Ajuste,
} from '../agenda/index';
import { centavos, Decimal, fracao, numero, ZERO } from './decimal';
import { formatarData as data, formatarPercentual, formatarReais as brl } from './formatacao';
import type { Passo } from './passos';
import { FONTE_SELIC, MESES_SELIC_FONTE_UNICA, rotuloMes, TAXAS_SELIC, ultimoMesSelic, type TabelaSelic } from './selic';

export type TributoAcrescimos = 'DARF' | 'DAS' | 'DAS-MEI';

export interface AcrescimosInput {
  /** Valor principal da guia, em reais. */
  principal: number;
  /** Vencimento nominal ('YYYY-MM-DD'), as printed on the guide or in the Agenda Tributária. */
  vencimento: string;
  /** Data do pagamento ('YYYY-MM-DD'). */
  pagamento: string;
  tributo: TributoAcrescimos;
  /** Selic monthly rates ('YYYY-MM' → % a.m.); default: the shipped table (selic.ts). */
  taxasSelic?: Record<string, number>;
  /** Where `taxasSelic` came from, cited in the memória; default: the shipped table's source. */
  fonteSelic?: string;
  /**
   * What a vencimento on a non-business day does. Default: DAS/DAS-MEI 'prorroga' (Res. CGSN
   * 140 art. 40 § 3º), DARF 'antecipa' (most DARF laws). 'fixo' takes the date as given, for a
   * date already adjusted or moved by an extraordinary act.
   */
  ajusteVencimento?: Ajuste;
}

export interface MesSelic {
  /** 'YYYY-MM'. */
  mes: string;
  /** % a.m. */
  taxa: number;
}

export interface AcrescimosResult {
  principal: number;
  /** Days of multa: from the first business day after the effective due date through the payment day. */
  diasAtraso: number;
  multaPct: number;
  multa: number;
  jurosPct: number;
  juros: number;
  total: number;
  vencimentoEfetivo: string;
  pagamentoEfetivo: string;
  /** First day counted for the multa, when the payment is late. */
  inicioContagem?: string;
  /** The Selic months summed into the juros (without the 1 % of the payment month). */
  mesesSelic: MesSelic[];
  /** Last month of the Selic table used ('MM/AAAA'), for "Taxas Selic até …". */
  selicAte: string | undefined;
  passos: Passo[];
  avisos: string[];
}

const FUNDAMENTO_MULTA = 'Lei 9.430/1996 art. 61 caput e §§ 1º–2º; contagem do Sicalc (Boletim Central RFB 16/1997)';
const FUNDAMENTO_JUROS = 'Lei 9.430/1996 art. 61 § 3º c/c art. 5º § 3º';
const FUNDAMENTO_SIMPLES = 'LC 123/2006 art. 35 e art. 21 § 3º';
const MULTA_DIARIA = new Decimal('0.33');
const TETO_MULTA = new Decimal(20);
const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

const pct = (v: Decimal | number) => formatarPercentual(v, 2);

function lerPrincipal(valor: unknown): Decimal {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor <= 0) {
    throw new RangeError('Valor principal deve ser um número maior que zero.');
  }
  return centavos(new Decimal(valor));
}

function lerTributo(valor: unknown): TributoAcrescimos {
  if (valor !== 'DARF' && valor !== 'DAS' && valor !== 'DAS-MEI') {
    throw new RangeError('Tributo deve ser DARF, DAS ou DAS-MEI.');
  }
  return valor;
}

function lerAjuste(valor: unknown, tributo: TributoAcrescimos): Ajuste {
  if (valor === undefined || valor === null) return tributo === 'DARF' ? 'antecipa' : 'prorroga';
  if (valor !== 'prorroga' && valor !== 'antecipa' && valor !== 'fixo') {
    throw new RangeError('Ajuste do vencimento deve ser prorroga, antecipa ou fixo.');
  }
  return valor;
}

function lerTabela(valor: unknown): TabelaSelic {
  if (valor === undefined || valor === null) return TAXAS_SELIC;
  if (typeof valor !== 'object' || Array.isArray(valor)) {
    throw new RangeError('A tabela Selic deve associar meses (AAAA-MM) a taxas em % ao mês.');
  }
  for (const [mes, taxa] of Object.entries(valor)) {
    if (!MES.test(mes)) throw new RangeError(`Mês "${mes}" da tabela Selic deve estar no formato AAAA-MM.`);
    if (typeof taxa !== 'number' || !Number.isFinite(taxa) || taxa < 0 || taxa >= 100) {
      throw new RangeError(`Taxa Selic de ${rotuloMes(mes)} deve ser um número de 0 a 100 (% ao mês).`);
    }
  }
  return valor as TabelaSelic;
}

/** 'YYYY-MM-DD' → months since year 0, to compare and step months with integers. */
function indiceMes(dataIso: string): number {
  const { ano, mes } = lerData(dataIso);
  return ano * 12 + (mes - 1);
}

function mesDoIndice(indice: number): string {
  const ano = Math.floor(indice / 12);
  return `${ano}-${String((indice % 12) + 1).padStart(2, '0')}`;
}

function descreverData(dataIso: string): string {
  const feriado = feriadoBancario(dataIso);
  return `${data(dataIso)} (${nomeDoDiaDaSemana(dataIso)}${feriado ? `, ${feriado.nome}` : ''})`;
}

function taxaDoMes(taxas: TabelaSelic, mes: string): Decimal {
  const taxa = taxas[mes];
  if (taxa === undefined) {
    const ultimo = ultimoMesSelic(taxas);
    const primeiro = Object.keys(taxas).sort()[0];
    const alcance = ultimo && primeiro ? ` A tabela vai de ${rotuloMes(primeiro)} a ${rotuloMes(ultimo)}.` : '';
    const motivo =
      ultimo && mes > ultimo
        ? 'ainda não foi carregada: a Receita publica a taxa de um mês no início do mês seguinte'
        : 'não está na tabela';
    throw new RangeError(`A taxa Selic de ${rotuloMes(mes)} ${motivo}, então os juros deste pagamento não podem ser calculados.${alcance}`);
  }
  return new Decimal(taxa);
}

/**
 * ACRESCIMOS.md §1, §2 and §11: multa of 0,33 % per calendar day counted from the first
 * business day after the effective due date through the payment day, capped at 20 %; juros
 * of 0 in the due month, 1 % in the next, Σ Selic of the months in between + 1 % after that,
 * on the principal only; each part rounded half-up to centavos and the total their sum.
 */
export function calcularAcrescimos(input: AcrescimosInput): AcrescimosResult {
  const principal = lerPrincipal(input.principal);
  const tributo = lerTributo(input.tributo);
  lerData(input.vencimento, 'Data de vencimento');
  lerData(input.pagamento, 'Data de pagamento');
  const ajuste = lerAjuste(input.ajusteVencimento, tributo);
  const taxas = lerTabela(input.taxasSelic);

  const passos: Passo[] = [];
  const avisos: string[] = [];
  const vencimentoEfetivo = ajustarDiaUtil(input.vencimento, ajuste, 'pagamento');
  const pagamentoEfetivo = ajustarDiaUtil(input.pagamento, 'prorroga', 'pagamento');
  const ultimo = ultimoMesSelic(taxas);
  const selicAte = ultimo ? rotuloMes(ultimo) : undefined;
  const simples = tributo !== 'DARF';

  if (vencimentoEfetivo !== input.vencimento) {
    const sentido = ajuste === 'prorroga' ? 'prorrogado para o dia útil seguinte' : 'antecipado para o dia útil anterior';
    avisos.push(`O vencimento ${descreverData(input.vencimento)} não é dia útil bancário e foi ${sentido}: ${data(vencimentoEfetivo)}.`);
  }
  if (tributo === 'DARF') {
    avisos.push(
      'DARF: informe o vencimento como está na Agenda Tributária. Em dia não útil, a maioria dos DARF (PIS/Cofins, IPI, IRRF, contribuições previdenciárias) é antecipada; alguns prazos são prorrogados (GPS do contribuinte individual) e os de IRPJ/CSLL já caem em dia útil.',
    );
  } else {
    avisos.push(
      'Se houve prorrogação extraordinária (Resolução CGSN, calamidade no município), informe a data prorrogada como vencimento.',
    );
  }
  if (pagamentoEfetivo !== input.pagamento) {
    avisos.push(
      `O pagamento em ${descreverData(input.pagamento)} só é processado no dia útil seguinte, ${data(pagamentoEfetivo)}: os acréscimos são calculados até essa data.`,
    );
  }
  avisos.push('Feriados estaduais e municipais não estão no calendário: se houver um na sua cidade, o vencimento pode mudar.');
  if (principal.lessThan(10)) {
    avisos.push(
      'Valor principal abaixo de R$ 10,00: não se emite DARF nem DAS abaixo desse valor; ele se soma ao do período seguinte (Lei 9.430/1996 art. 68; Res. CGSN 140/2018 art. 44).',
    );
  }

  const atrasado = diferencaEmDias(vencimentoEfetivo, pagamentoEfetivo) > 0;
  let diasAtraso = 0;
  let multaPct = ZERO;
  let inicioContagem: string | undefined;
  if (atrasado) {
    inicioContagem = proximoDiaUtil(vencimentoEfetivo, 'pagamento');
    diasAtraso = diferencaEmDias(inicioContagem, pagamentoEfetivo) + 1;
    const bruta = MULTA_DIARIA.times(diasAtraso);
    multaPct = bruta.greaterThan(TETO_MULTA) ? TETO_MULTA : bruta;
    passos.push({
      descricao: 'Multa de mora (0,33% por dia de atraso, até 20%)',
      formula:
        `vencimento ${descreverData(vencimentoEfetivo)}; contagem de ${data(inicioContagem)} (1º dia útil seguinte) a ` +
        `${data(pagamentoEfetivo)} = ${diasAtraso} dia${diasAtraso === 1 ? '' : 's'} × 0,33% = ${pct(bruta)}` +
        (bruta.greaterThan(TETO_MULTA) ? ' → limitada a 20%' : ''),
      valor: numero(multaPct),
      unidade: '%',
      fundamento: simples ? `${FUNDAMENTO_MULTA}; ${FUNDAMENTO_SIMPLES}` : FUNDAMENTO_MULTA,
    });
    if (pulouCarnaval(vencimentoEfetivo, inicioContagem)) {
      avisos.push(
        'A contagem da multa pulou o Carnaval, que os bancos não abrem; não foi confirmado se o Sicalc também o trata como dia não útil.',
      );
    }
  } else {
    passos.push({
      descricao: 'Multa de mora',
      formula: `pagamento em ${data(pagamentoEfetivo)}, até o vencimento ${data(vencimentoEfetivo)}: sem atraso`,
      valor: 0,
      unidade: '%',
      fundamento: FUNDAMENTO_MULTA,
    });
  }
  const multa = centavos(principal.times(fracao(multaPct)));
  passos.push({
    descricao: 'Valor da multa',
    formula: `${brl(principal)} × ${pct(multaPct)} = ${brl(multa)}`,
    valor: numero(multa),
    unidade: 'R$',
  });

  const mesVencimento = indiceMes(vencimentoEfetivo);
  const mesPagamento = indiceMes(pagamentoEfetivo);
  const mesesSelic: MesSelic[] = [];
  let jurosPct = ZERO;
  if (atrasado && mesPagamento > mesVencimento) {
    for (let i = mesVencimento + 1; i < mesPagamento; i++) {
      const mes = mesDoIndice(i);
      const taxa = taxaDoMes(taxas, mes);
      mesesSelic.push({ mes, taxa: numero(taxa) });
      jurosPct = jurosPct.plus(taxa);
    }
    jurosPct = jurosPct.plus(1);
    const parcelas = mesesSelic.map((m) => `${pct(m.taxa)} (${rotuloMes(m.mes)})`);
    passos.push({
      descricao: 'Juros de mora (Selic dos meses entre o vencimento e o pagamento + 1% no mês do pagamento)',
      formula: [...parcelas, '1% (mês do pagamento)'].join(' + ') + ` = ${pct(jurosPct)}`,
      valor: numero(jurosPct),
      unidade: '%',
      fundamento: `${FUNDAMENTO_JUROS}; ${input.fonteSelic ?? FONTE_SELIC}`,
    });
    const fonteUnica = mesesSelic.filter((m) => MESES_SELIC_FONTE_UNICA.has(m.mes)).map((m) => rotuloMes(m.mes));
    if (fonteUnica.length > 0 && taxas === TAXAS_SELIC) {
      avisos.push(
        `A taxa Selic de ${fonteUnica.join(', ')} veio de uma única fonte (conferida só pela conta da Selic diária); confira no Sicalc antes de pagar.`,
      );
    }
  } else {
    passos.push({
      descricao: 'Juros de mora',
      formula: atrasado
        ? `pagamento no mesmo mês do vencimento (${rotuloMes(mesDoIndice(mesVencimento))}): sem juros`
        : 'sem atraso: sem juros',
      valor: 0,
      unidade: '%',
      fundamento: FUNDAMENTO_JUROS,
    });
  }
  const juros = centavos(principal.times(fracao(jurosPct)));
  passos.push({
    descricao: 'Valor dos juros (sobre o principal, nunca sobre a multa)',
    formula: `${brl(principal)} × ${pct(jurosPct)} = ${brl(juros)}`,
    valor: numero(juros),
    unidade: 'R$',
  });

  const total = principal.plus(multa).plus(juros);
  passos.push({
    descricao: 'Total a pagar',
    formula: `${brl(principal)} + ${brl(multa)} (multa) + ${brl(juros)} (juros) = ${brl(total)}`,
    valor: numero(total),
    unidade: 'R$',
  });
  if (simples && atrasado) {
    avisos.push(
      `O ${tributo} em atraso gerado no ${tributo === 'DAS' ? 'PGDAS-D' : 'PGMEI'} calcula multa e juros tributo por tributo; o total da guia pode diferir deste em alguns centavos.`,
    );
  }
  if (atrasado) {
    avisos.push('Tributo declarado e pago em atraso sempre tem multa de mora (Súmula 360 do STJ): a denúncia espontânea não a afasta.');
  }

  return {
    principal: numero(principal),
    diasAtraso,
    multaPct: numero(multaPct),
    multa: numero(multa),
    jurosPct: numero(jurosPct),
    juros: numero(juros),
    total: numero(total),
    vencimentoEfetivo,
    pagamentoEfetivo,
    ...(inicioContagem ? { inicioContagem } : {}),
    mesesSelic,
    selicAte,
    passos,
    avisos,
  };
}

/** Whether a Carnival day lies strictly between the effective due date and the first day counted. */
function pulouCarnaval(vencimentoEfetivo: string, inicioContagem: string): boolean {
  for (let dia = addDias(vencimentoEfetivo, 1); dia < inicioContagem; dia = addDias(dia, 1)) {
    if (feriadoBancario(dia)?.nome.startsWith('Carnaval')) return true;
  }
  return false;
}

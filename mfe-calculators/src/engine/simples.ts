// SIMPLES.md: the monthly DAS of the Simples Nacional (LC 123/2006 art. 18; Res. CGSN 140/2018
// arts. 21–26), per período de apuração, with the partilha per tax, the ISS cap, the 6ª faixa,
// segregations, the Fator r and the start-of-activity RBT12. Exact decimals throughout; only
// each tax of each segment is rounded (half-up, to the centavo) and the DAS is their sum
// (SIMPLES.md §5, Manual do PGDAS-D Ex. 1 and 6).
import { ajustarDiaUtil, montarData } from '@semmultas/shared/agenda/index';
import { centavos, Decimal, fracao, numero, ZERO } from './decimal';
import { formatarNumero, formatarPercentual, formatarReais as brl } from './formatacao';
import type { Passo } from './passos';
import {
  NOMES_TRIBUTOS,
  TRIBUTOS,
  TRIBUTOS_FEDERAIS,
  VERSOES_SIMPLES,
  versaoDoPa,
  type Anexo,
  type Faixa,
  type Partilha,
  type TabelaAnexo,
  type Tributo,
  type VersaoSimples,
} from './simples-tabelas';

export type { Anexo, Tributo } from './simples-tabelas';

export type Mercado = 'interno' | 'externo';
export type Segregacao = 'iss_retido' | 'icms_st' | 'monofasico' | 'exportacao' | 'locacao_bens_moveis' | 'iss_valor_fixo';

export interface SegmentoSimplesInput {
  receita: number;
  /** Default: the input's `anexo`, or the Fator r's when `atividadeFatorR`. */
  anexo?: Anexo;
  /** Default 'interno'; 'externo' (exportação) implies the `exportacao` segregation. */
  mercado?: Mercado;
  segregacao?: Segregacao[];
}

export interface SimplesInput {
  /** Período de apuração 'YYYY-MM'; picks the table version and gives the DAS due date. */
  pa?: string;
  anexo?: Anexo;
  /** Activity of LC 123 art. 18 § 5º-I/§ 5º-M: Anexo III when r ≥ 28 %, else V. */
  atividadeFatorR?: boolean;
  /** Folha de salários (with encargos and pró-labore) paid in the 12 months before the PA. */
  folha12?: number;
  /** Receita bruta (mercado interno) of the 12 months before the PA. */
  rbt12?: number;
  /** Company under 13 months: every month's revenue from the opening to the month before the PA. */
  receitasAnteriores?: number[];
  /** Same months as receitasAnteriores: the folha of each month (Fator r). */
  folhasAnteriores?: number[];
  /** Folha of the PA itself: used for the Fator r only in the opening month. */
  folhaMes?: number;
  /** Revenue of the PA in one segment (mercado interno, `anexo`), or use `segmentos`. */
  receita?: number;
  segmentos?: SegmentoSimplesInput[];
  /** RBT12 of exports (mercado externo), separate from the internal one. */
  rbt12Externo?: number;
  /** false when the company is impedida de recolher ICMS/ISS no DAS (sublimite). Default true. */
  icmsIssNoDas?: boolean;
}

export type ValoresTributos = Record<Tributo, number>;

export interface FatorRResult {
  /** r in percent, truncated to two decimals of the fraction as the PGDAS-D does (27,99 % → 27). */
  r: number;
  /** r in percent before truncation. */
  rExato: number;
  anexo: 'III' | 'V';
}

export interface SegmentoSimplesResult {
  receita: number;
  anexo: Anexo;
  mercado: Mercado;
  segregacao: Segregacao[];
  faixa: number;
  /** RBT12 used for this segment's rate (R$ 1,00 when the real one is zero). */
  rbt12: number;
  aliquotaNominal: number;
  parcelaDeduzir: number;
  /** (RBT12 × nominal − PD) ÷ RBT12, percent, full precision. */
  aliquotaEfetiva: number;
  /** Sum of the per-tax percentuals charged in the DAS (after the 6ª-faixa ICMS/ISS and segregations). */
  aliquotaDevida: number;
  percentuais: ValoresTributos;
  valor: number;
  tributos: ValoresTributos;
  tetoIssAplicado: boolean;
}

export interface SimplesResult {
  pa?: string;
  versao: string;
  faixa: number;
  anexo: Anexo;
  fatorR?: FatorRResult;
  rbt12Considerada: number;
  rbt12ExternoConsiderada?: number;
  aliquotaNominal: number;
  parcelaDeduzir: number;
  aliquotaEfetiva: number;
  /** DAS ÷ receita do PA, percent. */
  aliquotaDAS: number;
  das: number;
  /** The DAS without ICMS and ISS: the federal taxes (each rounded, summed). */
  dasFederais: number;
  /** ICMS + ISS inside this DAS (zero when they are paid outside it: icmsIssNoDas false). */
  icmsIssNoDasValor: number;
  /** True when ICMS and ISS are left out of the DAS (sublimite exceeded). */
  icmsIssForaDoDas: boolean;
  receitaTotal: number;
  tributos: ValoresTributos;
  segmentos: SegmentoSimplesResult[];
  acimaDoLimite: boolean;
  dasAbaixoDeDezReais: boolean;
  /** DAS due date of the PA (day 20 of the next month, moved forward), when `pa` is given. */
  vencimento?: string;
  passos: Passo[];
  avisos: string[];
}

/** SIMPLES.md §6: what takes ICMS and ISS out of the DAS above the sublimite. */
const FUNDAMENTO_SUBLIMITE = 'LC 123/2006 art. 13-A, art. 19 e art. 20 § 1º; Res. CGSN 140/2018 arts. 9º e 12';

const ANEXOS: readonly Anexo[] = ['I', 'II', 'III', 'IV', 'V'];
const SEGREGACOES: Readonly<Record<Segregacao, readonly Tributo[]>> = {
  iss_retido: ['iss'],
  iss_valor_fixo: ['iss'],
  locacao_bens_moveis: ['iss'],
  icms_st: ['icms'],
  monofasico: ['cofins', 'pis'],
  exportacao: ['cofins', 'pis', 'ipi', 'icms', 'iss'],
};
const NOMES_SEGREGACAO: Readonly<Record<Segregacao, string>> = {
  iss_retido: 'ISS retido',
  iss_valor_fixo: 'ISS em valor fixo',
  locacao_bens_moveis: 'locação de bens móveis',
  icms_st: 'ICMS por substituição tributária',
  monofasico: 'PIS/Cofins monofásico',
  exportacao: 'exportação',
};
const FUNDAMENTO_SEGREGACAO: Readonly<Record<Segregacao, string>> = {
  iss_retido: 'LC 123/2006 art. 18 § 4º-A II; Res. CGSN 140/2018 art. 25 § 9º II',
  iss_valor_fixo: 'LC 123/2006 art. 18 § 4º-A II e § 22-A; Res. CGSN 140/2018 art. 25 § 9º III',
  locacao_bens_moveis: 'LC 123/2006 art. 18 § 5º-A',
  icms_st: 'LC 123/2006 art. 18 § 4º-A I; Res. CGSN 140/2018 art. 25 § 8º I',
  monofasico: 'LC 123/2006 art. 18 § 4º-A I e § 12; Res. CGSN 140/2018 art. 25 §§ 6º–7º',
  exportacao: 'LC 123/2006 art. 18 § 4º-A IV e § 14; Res. CGSN 140/2018 art. 25 § 3º',
};
const PA = /^(\d{4})-(0[1-9]|1[0-2])$/;
const VINTE_OITO = new Decimal(28);
const CEM = new Decimal(100);
const pct = (v: Decimal | number) => formatarPercentual(v, 5);

// ---------------------------------------------------------------- input

function erroNumero(rotulo: string): RangeError {
  return new RangeError(`${rotulo} deve ser um número maior ou igual a zero.`);
}

function lerValor(valor: unknown, rotulo: string): Decimal {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0) throw erroNumero(rotulo);
  return centavos(new Decimal(valor));
}

function lerValorOpcional(valor: unknown, rotulo: string): Decimal | undefined {
  return valor === undefined || valor === null ? undefined : lerValor(valor, rotulo);
}

function lerLista(valor: unknown, rotulo: string): Decimal[] | undefined {
  if (valor === undefined || valor === null) return undefined;
  if (!Array.isArray(valor)) throw new RangeError(`${rotulo} deve ser uma lista de valores mensais.`);
  return valor.map((v, i) => lerValor(v, `${rotulo} (mês ${i + 1})`));
}

function lerAnexo(valor: unknown, rotulo = 'Anexo'): Anexo | undefined {
  if (valor === undefined || valor === null) return undefined;
  if (!ANEXOS.includes(valor as Anexo)) throw new RangeError(`${rotulo} deve ser I, II, III, IV ou V.`);
  return valor as Anexo;
}

function lerBooleano(valor: unknown, rotulo: string, padrao: boolean): boolean {
  if (valor === undefined || valor === null) return padrao;
  if (typeof valor !== 'boolean') throw new RangeError(`${rotulo} deve ser sim ou não.`);
  return valor;
}

function lerPa(valor: unknown): string | undefined {
  if (valor === undefined || valor === null) return undefined;
  if (typeof valor !== 'string' || !PA.test(valor)) {
    throw new RangeError('Período de apuração deve estar no formato AAAA-MM.');
  }
  return valor;
}

const rotuloPa = (pa: string) => `${pa.slice(5, 7)}/${pa.slice(0, 4)}`;

// ---------------------------------------------------------------- due date

export interface VencimentoDas {
  pa: string;
  /** Day 20 of the month after the PA. */
  nominal: string;
  vencimento: string;
  fundamento: string;
  /** An act that moved this PA's due date nationally (AGENDA.md §6). */
  atoExtraordinario?: string;
  avisos: string[];
}

/** National extraordinary extensions of the DAS due date (AGENDA.md §6; ACRESCIMOS.md §3). */
const PRORROGACOES_DAS: Readonly<Record<string, { data: string; ato: string }>> = {
  '2025-04': { data: '2025-05-28', ato: 'Res. CGSN 179/2025 (instabilidade do PGDAS-D)' },
};

/**
 * SIMPLES.md §11; Res. CGSN 140/2018 art. 40 and § 3º: the DAS (and DAS-MEI) of a PA is due on
 * day 20 of the following month, moved to the next bank business day.
 */
export function vencimentoDasDetalhado(pa: string): VencimentoDas {
  const lido = lerPa(pa);
  if (!lido) throw new RangeError('Período de apuração é obrigatório.');
  const ano = Number(lido.slice(0, 4));
  const mes = Number(lido.slice(5, 7));
  const nominal = montarData(mes === 12 ? ano + 1 : ano, mes === 12 ? 1 : mes + 1, 20);
  const fundamento = 'Res. CGSN 140/2018 art. 40 caput e § 3º (prorroga para o dia útil seguinte)';
  const avisos = [
    'Feriados estaduais e municipais não estão no calendário: num feriado bancário da sua cidade o DAS também passa para o dia útil seguinte.',
  ];
  if (lido >= '2020-03' && lido <= '2020-05') {
    avisos.push(
      'Os DAS dos PA 03 a 05/2020 tiveram prazos prorrogados pela pandemia (Res. CGSN 152/2020 e 154/2020), com datas diferentes para os tributos federais e para ICMS/ISS.',
    );
  }
  const prorrogacao = PRORROGACOES_DAS[lido];
  if (prorrogacao) {
    return { pa: lido, nominal, vencimento: prorrogacao.data, fundamento, atoExtraordinario: prorrogacao.ato, avisos };
  }
  return { pa: lido, nominal, vencimento: ajustarDiaUtil(nominal, 'prorroga', 'pagamento'), fundamento, avisos };
}

/** The DAS due date of a PA ('YYYY-MM' → 'YYYY-MM-DD'). */
export function vencimentoDas(pa: string): string {
  return vencimentoDasDetalhado(pa).vencimento;
}

// ---------------------------------------------------------------- Fator r

/**
 * SIMPLES.md §7; R140 art. 26 §§ 6º–7º: r = folha ÷ receita, truncated to two decimals; no folha
 * → 0,01 (Anexo V); folha with no receita → 0,28 (Anexo III).
 */
function calcularR(folha: Decimal, receita: Decimal): FatorRResult {
  let r: Decimal;
  let exato: Decimal;
  if (folha.isZero()) {
    r = exato = new Decimal(1);
  } else if (receita.isZero()) {
    r = exato = VINTE_OITO;
  } else {
    exato = folha.div(receita).times(CEM);
    r = exato.toDecimalPlaces(0, Decimal.ROUND_DOWN);
  }
  return { r: numero(r), rExato: numero(exato), anexo: r.greaterThanOrEqualTo(VINTE_OITO) ? 'III' : 'V' };
}

/** Fator r from the folha and the receita of the 12 months before the PA (both in reais). */
export function fatorR(folha12: number, rbt12: number): FatorRResult {
  return calcularR(lerValor(folha12, 'Folha de salários dos 12 meses'), lerValor(rbt12, 'RBT12'));
}

// ---------------------------------------------------------------- rates

function faixaDe(tabela: TabelaAnexo, rbt12: Decimal): Faixa {
  return tabela.faixas.find((f) => rbt12.lessThanOrEqualTo(f.ate)) ?? tabela.faixas[tabela.faixas.length - 1]!;
}

/** (RBT12 × nominal − PD) ÷ RBT12, in percent. */
function efetiva(faixa: Faixa, rbt12: Decimal): Decimal {
  return rbt12
    .times(fracao(new Decimal(faixa.aliquota)))
    .minus(faixa.deducao)
    .div(rbt12)
    .times(CEM);
}

function zeros(): Record<Tributo, Decimal> {
  return Object.fromEntries(TRIBUTOS.map((t) => [t, ZERO])) as Record<Tributo, Decimal>;
}

function comoNumeros(valores: Record<Tributo, Decimal>): ValoresTributos {
  return Object.fromEntries(TRIBUTOS.map((t) => [t, numero(valores[t])])) as ValoresTributos;
}

function soma(valores: Record<Tributo, Decimal>): Decimal {
  return TRIBUTOS.reduce((acc, t) => acc.plus(valores[t]), ZERO);
}

/** Spreads `excesso` over the federal taxes in proportion to `pesos` (the note, or the faixa's shares). */
function espalhar(percentuais: Record<Tributo, Decimal>, excesso: Decimal, pesos: Partilha): void {
  const federais = TRIBUTOS_FEDERAIS.filter((t) => pesos[t] !== undefined);
  const total = federais.reduce((acc, t) => acc.plus(pesos[t]!), ZERO);
  for (const t of federais) percentuais[t] = percentuais[t].plus(excesso.times(pesos[t]!).div(total));
}

interface Aliquotas {
  faixa: Faixa;
  efetiva: Decimal;
  percentuais: Record<Tributo, Decimal>;
  tetoIssAplicado: boolean;
  passos: Passo[];
  avisos: string[];
}

function calcularAliquotas(
  versao: VersaoSimples,
  tabela: TabelaAnexo,
  rbt12Real: Decimal,
  icmsIssNoDas: boolean,
  rotuloMercado: string,
): Aliquotas {
  const rbt12 = rbt12Real.isZero() ? new Decimal(1) : rbt12Real;
  const faixa = faixaDe(tabela, rbt12);
  const ef = efetiva(faixa, rbt12);
  const percentuais = zeros();
  const passos: Passo[] = [];
  const avisos: string[] = [];
  const teto = new Decimal(versao.tetoIss);
  let tetoIssAplicado = false;

  passos.push({
    descricao: `Alíquota efetiva — ${tabela.nome}, ${faixa.numero}ª faixa${rotuloMercado}`,
    formula:
      faixa.deducao === 0 && faixa.numero === 1
        ? `1ª faixa: alíquota nominal ${pct(faixa.aliquota)} (parcela a deduzir zero)`
        : `(${brl(rbt12)} × ${pct(faixa.aliquota)} − ${brl(faixa.deducao)}) ÷ ${brl(rbt12)} = ${pct(ef)}`,
    valor: numero(ef),
    unidade: '%',
    fundamento: `LC 123/2006 art. 18 § 1º-A; ${versao.fundamento}`,
  });

  if (faixa.numero <= 5) {
    for (const t of TRIBUTOS) {
      const share = faixa.partilha[t];
      if (share !== undefined) percentuais[t] = ef.times(share).div(CEM);
    }
    if (percentuais.iss.greaterThan(teto)) {
      tetoIssAplicado = true;
      const issAntes = percentuais.iss;
      percentuais.iss = teto;
      if (tabela.notaTetoIss && faixa.numero === 5) {
        for (const t of TRIBUTOS_FEDERAIS) {
          const nota = tabela.notaTetoIss[t];
          percentuais[t] = nota === undefined ? ZERO : ef.minus(teto).times(nota).div(CEM);
        }
        passos.push({
          descricao: 'Teto de 5% do ISS (nota do anexo): ISS fixo em 5% e o resto repartido pela tabela da nota',
          formula: `ISS ${pct(issAntes)} > 5% → ISS 5%; federais = (${pct(ef)} − 5%) × ${TRIBUTOS_FEDERAIS.filter(
            (t) => tabela.notaTetoIss![t] !== undefined,
          )
            .map((t) => `${NOMES_TRIBUTOS[t]} ${pct(tabela.notaTetoIss![t]!)}`)
            .join(', ')}`,
          valor: numero(teto),
          unidade: '%',
          fundamento: 'LC 123/2006 art. 18 § 1º-B I e nota (*) dos Anexos III e IV; Res. CGSN 140/2018 art. 21 III "a"',
        });
      } else {
        espalhar(percentuais, issAntes.minus(teto), faixa.partilha);
        avisos.push(
          `O ISS passaria de 5% no ${tabela.nome}, que não tem tabela de redistribuição: o excedente foi repartido entre os tributos federais na proporção da partilha (estimativa).`,
        );
      }
    }
    if (!icmsIssNoDas) {
      percentuais.icms = ZERO;
      percentuais.iss = ZERO;
    }
  } else {
    for (const t of TRIBUTOS_FEDERAIS) {
      const share = faixa.partilha[t];
      if (share !== undefined) percentuais[t] = ef.times(share).div(CEM);
    }
    if (icmsIssNoDas) {
      const quinta = tabela.faixas[4]!;
      const ef5 = efetiva(quinta, rbt12);
      const tributo: Tributo = quinta.partilha.icms !== undefined ? 'icms' : 'iss';
      const bruto = ef5.times(quinta.partilha[tributo]!).div(CEM);
      passos.push({
        descricao: `${NOMES_TRIBUTOS[tributo]} na 6ª faixa: alíquota efetiva da 5ª faixa × repartição da 5ª faixa`,
        formula: `[(${brl(rbt12)} × ${pct(quinta.aliquota)} − ${brl(quinta.deducao)}) ÷ ${brl(rbt12)}] × ${pct(quinta.partilha[tributo]!)} = ${pct(ef5)} × ${pct(quinta.partilha[tributo]!)} = ${pct(bruto)}`,
        valor: numero(bruto),
        unidade: '%',
        fundamento: 'Res. CGSN 140/2018 art. 21 III "b"; Manual do PGDAS-D, exemplos 8 e 10',
      });
      percentuais[tributo] = bruto;
      if (tributo === 'iss' && bruto.greaterThan(teto)) {
        tetoIssAplicado = true;
        const excesso = bruto.minus(teto);
        percentuais.iss = teto;
        if (tabela.notaTetoIss) {
          espalhar(percentuais, excesso, tabela.notaTetoIss);
        } else {
          espalhar(percentuais, excesso, quinta.partilha);
          avisos.push(
            `No ${tabela.nome} a lei não diz como repartir o ISS acima de 5% na 6ª faixa: o excedente foi repartido entre os tributos federais na proporção da 5ª faixa. É uma estimativa; confira no PGDAS-D.`,
          );
        }
        passos.push({
          descricao: 'Teto de 5% do ISS: o excedente vai aos tributos federais',
          formula: `${pct(bruto)} − 5% = ${pct(excesso)} repartido ${tabela.notaTetoIss ? 'pela tabela da nota do anexo' : 'na proporção da 5ª faixa (estimativa)'}`,
          valor: numero(excesso),
          unidade: '%',
          fundamento: 'LC 123/2006 art. 18 § 1º-B I; Res. CGSN 140/2018 art. 21 III "a"',
        });
      }
    }
  }
  return { faixa, efetiva: ef, percentuais, tetoIssAplicado, passos, avisos };
}

// ---------------------------------------------------------------- segments

interface SegmentoLido {
  receita: Decimal;
  anexoInformado?: Anexo;
  mercado: Mercado;
  segregacao: Segregacao[];
}

function lerSegmentos(input: SimplesInput): SegmentoLido[] {
  const temReceita = input.receita !== undefined && input.receita !== null;
  const temSegmentos = input.segmentos !== undefined && input.segmentos !== null;
  if (temReceita && temSegmentos) {
    throw new RangeError('Informe a receita do mês ou a lista de receitas por segmento, não as duas.');
  }
  if (!temReceita && !temSegmentos) throw new RangeError('Receita do mês é obrigatória.');
  if (temReceita) return [{ receita: lerValor(input.receita, 'Receita do mês'), mercado: 'interno', segregacao: [] }];
  if (!Array.isArray(input.segmentos) || input.segmentos.length === 0) {
    throw new RangeError('Informe ao menos uma receita do mês.');
  }
  return input.segmentos.map((s, i) => {
    const rotulo = `Receita ${i + 1}`;
    if (typeof s !== 'object' || s === null) throw new RangeError(`${rotulo} é inválida.`);
    const receita = lerValor(s.receita, `Valor da receita ${i + 1}`);
    const anexoInformado = lerAnexo(s.anexo, `Anexo da receita ${i + 1}`);
    if (s.mercado !== undefined && s.mercado !== 'interno' && s.mercado !== 'externo') {
      throw new RangeError(`Mercado da receita ${i + 1} deve ser interno ou externo.`);
    }
    const segregacao = s.segregacao ?? [];
    if (!Array.isArray(segregacao)) throw new RangeError(`Segregação da receita ${i + 1} deve ser uma lista.`);
    for (const seg of segregacao) {
      if (!(seg in SEGREGACOES)) throw new RangeError(`Segregação "${String(seg)}" da receita ${i + 1} não é reconhecida.`);
    }
    if (s.mercado === 'interno' && segregacao.includes('exportacao')) {
      throw new RangeError(`A receita ${i + 1} está marcada como mercado interno e exportação ao mesmo tempo.`);
    }
    const mercado: Mercado = s.mercado ?? (segregacao.includes('exportacao') ? 'externo' : 'interno');
    const unicas = [...new Set(segregacao)];
    if (mercado === 'externo' && !unicas.includes('exportacao')) unicas.push('exportacao');
    return { receita, mercado, segregacao: unicas, ...(anexoInformado ? { anexoInformado } : {}) };
  });
}

function validarSegregacao(segregacao: Segregacao[], tabela: TabelaAnexo, indice: number): void {
  const temIss = tabela.faixas[0]!.partilha.iss !== undefined;
  const temIcms = tabela.faixas[0]!.partilha.icms !== undefined;
  for (const s of segregacao) {
    if ((s === 'iss_retido' || s === 'iss_valor_fixo') && !temIss) {
      throw new RangeError(`Receita ${indice}: ${NOMES_SEGREGACAO[s]} não se aplica ao ${tabela.nome}, que não tem ISS.`);
    }
    if (s === 'icms_st' && !temIcms) {
      throw new RangeError(`Receita ${indice}: ${NOMES_SEGREGACAO[s]} não se aplica ao ${tabela.nome}, que não tem ICMS.`);
    }
    if (s === 'locacao_bens_moveis' && tabela.anexo !== 'III') {
      throw new RangeError(`Receita ${indice}: a locação de bens móveis é tributada pelo Anexo III (LC 123/2006 art. 18 § 5º-A).`);
    }
  }
}

// ---------------------------------------------------------------- main

/** SIMPLES.md §1–§10: the DAS of one período de apuração. */
export function calcularSimples(input: SimplesInput): SimplesResult {
  if (typeof input !== 'object' || input === null) throw new RangeError('Dados do cálculo são obrigatórios.');
  const passos: Passo[] = [];
  const avisos: string[] = [];

  const pa = lerPa(input.pa);
  const versao = pa ? versaoDoPa(pa) : VERSOES_SIMPLES[0]!;
  if (!pa) {
    avisos.push(
      `Sem o período de apuração, foram usadas as tabelas de ${rotuloPa(versao.inicio)} a ${rotuloPa(versao.fim)} (${versao.fundamento}).`,
    );
  }
  const anexoGeral = lerAnexo(input.anexo);
  const atividadeFatorR = lerBooleano(input.atividadeFatorR, 'Atividade sujeita ao Fator R', false);
  const icmsIssNoDas = lerBooleano(input.icmsIssNoDas, 'ICMS/ISS no DAS', true);
  const segmentos = lerSegmentos(input);
  const rbt12Informada = lerValorOpcional(input.rbt12, 'RBT12');
  const rbt12ExternoInformada = lerValorOpcional(input.rbt12Externo, 'RBT12 de exportação');
  const receitasAnteriores = lerLista(input.receitasAnteriores, 'Receitas dos meses anteriores');
  const folhasAnteriores = lerLista(input.folhasAnteriores, 'Folhas dos meses anteriores');
  const folha12 = lerValorOpcional(input.folha12, 'Folha de salários dos 12 meses');
  const folhaMes = lerValorOpcional(input.folhaMes, 'Folha de salários do mês');

  if (atividadeFatorR && anexoGeral && anexoGeral !== 'III' && anexoGeral !== 'V') {
    throw new RangeError('Numa atividade sujeita ao Fator R, o anexo é o III ou o V, conforme o Fator R.');
  }

  const rpaInterna = segmentos.filter((s) => s.mercado === 'interno').reduce((a, s) => a.plus(s.receita), ZERO);
  const rpaExterna = segmentos.filter((s) => s.mercado === 'externo').reduce((a, s) => a.plus(s.receita), ZERO);
  const receitaTotal = rpaInterna.plus(rpaExterna);

  // RBT12 (SIMPLES.md §1, §8)
  let rbt12: Decimal;
  if (receitasAnteriores) {
    if (rbt12Informada) {
      throw new RangeError('Informe o RBT12 ou as receitas dos meses desde a abertura, não os dois.');
    }
    const n = receitasAnteriores.length;
    if (n > 12) {
      throw new RangeError('Com 12 meses ou mais de atividade antes do período, informe o RBT12 (a soma dos 12 meses anteriores).');
    }
    const somaAnteriores = receitasAnteriores.reduce((a, v) => a.plus(v), ZERO);
    if (n === 0) {
      rbt12 = rpaInterna.times(12);
      passos.push({
        descricao: 'RBT12 proporcional — 1º mês de atividade',
        formula: `receita do mês ${brl(rpaInterna)} × 12 = ${brl(rbt12)}`,
        valor: numero(rbt12),
        unidade: 'R$',
        fundamento: 'LC 123/2006 art. 18 § 2º; Res. CGSN 140/2018 art. 22 § 2º',
      });
    } else if (n < 12) {
      rbt12 = somaAnteriores.div(n).times(12);
      passos.push({
        descricao: `RBT12 proporcional — ${n + 1}º mês de atividade (média dos ${n} meses anteriores × 12)`,
        formula: `(${brl(somaAnteriores)} ÷ ${n}) × 12 = ${brl(rbt12)}`,
        valor: numero(rbt12),
        unidade: 'R$',
        fundamento: 'LC 123/2006 art. 18 § 2º; Res. CGSN 140/2018 art. 22 §§ 2º–3º',
      });
      if (!rbt12.equals(centavos(rbt12))) {
        avisos.push(
          `O RBT12 proporcional (R$ ${formatarNumero(rbt12, 6)}) não é um número inteiro de centavos; foi usado sem arredondar, porque não se sabe se o PGDAS-D arredonda.`,
        );
      }
    } else {
      rbt12 = somaAnteriores;
      passos.push({
        descricao: 'RBT12 — soma dos 12 meses anteriores',
        formula: `${brl(rbt12)}`,
        valor: numero(rbt12),
        unidade: 'R$',
        fundamento: 'LC 123/2006 art. 18 § 1º',
      });
    }
  } else {
    if (!rbt12Informada) {
      throw new RangeError(
        'Informe o RBT12 (receita bruta dos 12 meses anteriores) ou, se a empresa tem menos de 13 meses, as receitas de cada mês desde a abertura.',
      );
    }
    rbt12 = rbt12Informada;
    passos.push({
      descricao: 'RBT12 — receita bruta dos 12 meses anteriores ao período (mercado interno)',
      formula: brl(rbt12),
      valor: numero(rbt12),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 18 § 1º',
    });
  }
  if (rbt12.isZero()) {
    passos.push({
      descricao: 'RBT12 zero: considera-se R$ 1,00 só para achar a alíquota (1ª faixa)',
      formula: `${brl(0)} → ${brl(1)}`,
      valor: 1,
      unidade: 'R$',
      fundamento: 'Res. CGSN 140/2018 art. 21 parágrafo único; Manual do PGDAS-D 8.1',
    });
  }

  const haExportacao = segmentos.some((s) => s.mercado === 'externo');
  if (haExportacao && !rbt12ExternoInformada) {
    throw new RangeError('Informe o RBT12 de exportação: a receita do mercado externo tem RBT12 e alíquota próprios.');
  }
  const rbt12Externo = rbt12ExternoInformada ?? ZERO;
  if (haExportacao) {
    passos.push({
      descricao: 'RBT12 de exportação (mercado externo, separado do interno)',
      formula: brl(rbt12Externo),
      valor: numero(rbt12Externo),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 3º §§ 14–15; Res. CGSN 140/2018 art. 23',
    });
    if (receitasAnteriores) {
      avisos.push('Em início de atividade, o RBT12 de exportação também é proporcional (média × 12): informe-o já calculado.');
    }
  }

  // Fator r (SIMPLES.md §7)
  let resultadoFatorR: FatorRResult | undefined;
  if (atividadeFatorR) {
    let folha: Decimal;
    let base: Decimal;
    let descricao: string;
    if (receitasAnteriores && receitasAnteriores.length === 0) {
      if (!folhaMes) throw new RangeError('Informe a folha de salários do mês para calcular o Fator R no mês de abertura.');
      folha = folhaMes;
      base = receitaTotal;
      descricao = 'Fator R no mês de abertura: folha do mês ÷ receita do mês';
    } else if (receitasAnteriores) {
      if (!folhasAnteriores || folhasAnteriores.length !== receitasAnteriores.length) {
        throw new RangeError('Informe a folha de salários de cada mês desde a abertura, os mesmos meses das receitas.');
      }
      folha = folhasAnteriores.reduce((a, v) => a.plus(v), ZERO);
      base = receitasAnteriores.reduce((a, v) => a.plus(v), ZERO);
      descricao = 'Fator R em início de atividade: soma das folhas ÷ soma das receitas desde a abertura';
    } else {
      if (!folha12) throw new RangeError('Informe a folha de salários dos 12 meses anteriores para calcular o Fator R.');
      folha = folha12;
      base = rbt12.plus(rbt12Externo);
      descricao = `Fator R: folha dos 12 meses ÷ RBT12${haExportacao || !rbt12Externo.isZero() ? ' (interno + exportação)' : ''}`;
    }
    resultadoFatorR = calcularR(folha, base);
    passos.push({
      descricao,
      formula: folha.isZero()
        ? 'sem folha de salários → r = 0,01 (1%) → Anexo V'
        : base.isZero()
          ? 'folha sem receita → r = 0,28 (28%) → Anexo III'
          : `${brl(folha)} ÷ ${brl(base)} = ${formatarPercentual(resultadoFatorR.rExato, 4)} → truncado ${resultadoFatorR.r}% → ${resultadoFatorR.r >= 28 ? '≥ 28%: Anexo III' : '< 28%: Anexo V'}`,
      valor: resultadoFatorR.r,
      unidade: '%',
      fundamento: 'LC 123/2006 art. 18 §§ 5º-J, 5º-M e 24; Res. CGSN 140/2018 art. 26; Manual do PGDAS-D 8.2.1',
    });
    if (anexoGeral && anexoGeral !== resultadoFatorR.anexo) {
      avisos.push(
        `O Fator R de ${resultadoFatorR.r}% enquadra a atividade no Anexo ${resultadoFatorR.anexo}, não no Anexo ${anexoGeral} informado.`,
      );
    }
  }
  const anexoPadrao = atividadeFatorR ? resultadoFatorR!.anexo : anexoGeral;

  // Segments
  const resultados: SegmentoSimplesResult[] = [];
  const totais = zeros();
  let das = ZERO;
  segmentos.forEach((s, i) => {
    const anexo = s.anexoInformado ?? anexoPadrao;
    if (!anexo) {
      throw new RangeError(
        segmentos.length === 1
          ? 'Anexo é obrigatório (I a V), ou marque a atividade como sujeita ao Fator R.'
          : `Informe o anexo da receita ${i + 1}.`,
      );
    }
    const tabela = versao.anexos[anexo];
    validarSegregacao(s.segregacao, tabela, i + 1);
    const rbt12Mercado = s.mercado === 'externo' ? rbt12Externo : rbt12;
    const rotuloMercado = s.mercado === 'externo' ? ' (exportação)' : '';
    const aliquotas = calcularAliquotas(versao, tabela, rbt12Mercado, icmsIssNoDas, rotuloMercado);
    passos.push(...aliquotas.passos);
    for (const aviso of aliquotas.avisos) if (!avisos.includes(aviso)) avisos.push(aviso);

    const percentuais = { ...aliquotas.percentuais };
    const removidos = new Set(s.segregacao.flatMap((seg) => SEGREGACOES[seg]));
    for (const t of removidos) percentuais[t] = ZERO;
    if (s.segregacao.length > 0) {
      passos.push({
        descricao: `Segregação da receita ${i + 1} (${s.segregacao.map((seg) => NOMES_SEGREGACAO[seg]).join(', ')})`,
        formula: `desconsiderados: ${
          [...removidos]
            .filter((t) => !aliquotas.percentuais[t].isZero())
            .map((t) => NOMES_TRIBUTOS[t])
            .join(', ') || 'nenhum tributo deste anexo'
        }; os demais percentuais não mudam`,
        valor: numero(soma(percentuais)),
        unidade: '%',
        fundamento: s.segregacao.map((seg) => FUNDAMENTO_SEGREGACAO[seg]).join('; '),
      });
    }

    const tributos = zeros();
    for (const t of TRIBUTOS) {
      if (percentuais[t].isZero()) continue;
      tributos[t] = centavos(s.receita.times(fracao(percentuais[t])));
      passos.push({
        descricao: `${NOMES_TRIBUTOS[t]}${segmentos.length > 1 ? ` — receita ${i + 1}` : ''}`,
        formula: `${brl(s.receita)} × ${pct(percentuais[t])} = ${brl(tributos[t])}`,
        valor: numero(tributos[t]),
        unidade: 'R$',
      });
      totais[t] = totais[t].plus(tributos[t]);
    }
    const valor = soma(tributos);
    das = das.plus(valor);
    if (segmentos.length > 1) {
      passos.push({
        descricao: `Valor da receita ${i + 1}`,
        formula: `soma dos tributos = ${brl(valor)}`,
        valor: numero(valor),
        unidade: 'R$',
      });
    }
    resultados.push({
      receita: numero(s.receita),
      anexo,
      mercado: s.mercado,
      segregacao: s.segregacao,
      faixa: aliquotas.faixa.numero,
      rbt12: numero(rbt12Mercado.isZero() ? new Decimal(1) : rbt12Mercado),
      aliquotaNominal: aliquotas.faixa.aliquota,
      parcelaDeduzir: aliquotas.faixa.deducao,
      aliquotaEfetiva: numero(aliquotas.efetiva),
      aliquotaDevida: numero(soma(percentuais)),
      percentuais: comoNumeros(percentuais),
      valor: numero(valor),
      tributos: comoNumeros(tributos),
      tetoIssAplicado: aliquotas.tetoIssAplicado,
    });
    if (anexo === 'IV' && !avisos.some((a) => a.startsWith('Anexo IV'))) {
      avisos.push(
        'Anexo IV: a CPP (contribuição patronal) não está no DAS; é paga à parte, na guia da DCTFWeb (LC 123/2006 art. 18 § 5º-C).',
      );
    }
    if (s.segregacao.includes('iss_valor_fixo')) {
      avisos.push('ISS em valor fixo: o valor fixo é pago ao município conforme a lei municipal, fora do DAS.');
    }
  });

  passos.push({
    descricao: 'Valor do DAS (soma dos tributos, cada um arredondado ao centavo)',
    formula: `${
      TRIBUTOS.filter((t) => !totais[t].isZero())
        .map((t) => `${NOMES_TRIBUTOS[t]} ${brl(totais[t])}`)
        .join(' + ') || brl(0)
    } = ${brl(das)}`,
    valor: numero(das),
    unidade: 'R$',
    fundamento: 'LC 123/2006 art. 18 §§ 1º-B e 3º; Manual do PGDAS-D item 12 (exemplos 1 e 6)',
  });

  const icmsIss = totais.icms.plus(totais.iss);
  const federais = das.minus(icmsIss);
  if (!icmsIssNoDas) {
    passos.push({
      descricao: 'ICMS e ISS fora do DAS (sublimite de R$ 3.600.000,00 ultrapassado)',
      formula: `o DAS tem só os tributos federais: ${brl(federais)}; o ICMS e o ISS desta receita são apurados e pagos ao estado e ao município pelas regras deles`,
      valor: numero(federais),
      unidade: 'R$',
      fundamento: FUNDAMENTO_SUBLIMITE,
    });
  } else if (resultados.some((r) => r.faixa === 6) && !icmsIss.isZero()) {
    passos.push({
      descricao: 'DAS na 6ª faixa: tributos federais pela 6ª faixa + ICMS/ISS pela 5ª faixa',
      formula: `${brl(federais)} (federais) + ${brl(icmsIss)} (ICMS/ISS) = ${brl(das)}`,
      valor: numero(das),
      unidade: 'R$',
      fundamento: 'LC 123/2006 art. 13-A e art. 18 § 1º-A; Res. CGSN 140/2018 art. 21 III "b"; Manual do PGDAS-D, exemplos 8 e 10',
    });
  }

  // Limits and warnings (SIMPLES.md §6, §10, §11)
  const acimaDoLimite = rbt12.greaterThan(versao.limiteEpp) || rbt12Externo.greaterThan(versao.limiteEpp);
  if (acimaDoLimite) {
    avisos.push(
      'RBT12 acima de R$ 4.800.000,00. O limite do Simples vale para a receita do ano-calendário: se ela passou de R$ 4.800.000,00, a empresa é excluída (no mês seguinte, ou em janeiro se o excesso não passou de 20%). Enquanto não houver exclusão, o cálculo segue a 6ª faixa.',
    );
  }
  const seisFaixa = resultados.some((r) => r.faixa === 6);
  if (seisFaixa && icmsIssNoDas) {
    avisos.push(
      'RBT12 na 6ª faixa: o ICMS/ISS continua no DAS, pela 5ª faixa, só enquanto a receita acumulada no ano não passar do sublimite de R$ 3.600.000,00. No mês em que passar, a parte excedente tem cálculo próprio (Res. CGSN 140/2018 art. 24), que esta calculadora não faz.',
    );
  }
  if (!icmsIssNoDas) {
    avisos.push(
      `ICMS/ISS fora do DAS (sublimite ultrapassado): o DAS tem só os tributos federais; o ICMS e o ISS são pagos ao estado e ao município pelas regras deles, e não estão neste valor (${FUNDAMENTO_SUBLIMITE}).`,
    );
  }
  const dasAbaixoDeDezReais = das.lessThan(10);
  if (dasAbaixoDeDezReais && das.greaterThan(0)) {
    avisos.push(
      'DAS abaixo de R$ 10,00 não é emitido: o valor passa para o período seguinte, até somar R$ 10,00 (Res. CGSN 140/2018 art. 44).',
    );
  }
  if (resultados.some((r) => r.tetoIssAplicado)) {
    avisos.push('O ISS passou do teto de 5% e o excedente foi transferido aos tributos federais.');
  }
  avisos.push('Isenção ou redução de ICMS/ISS por lei estadual ou municipal não está neste cálculo (Res. CGSN 140/2018 arts. 31–35).');

  const vencimento = pa ? vencimentoDas(pa) : undefined;

  const principal = resultados.find((r) => r.mercado === 'interno') ?? resultados[0]!;
  return {
    ...(pa ? { pa } : {}),
    versao: versao.id,
    faixa: principal.faixa,
    anexo: principal.anexo,
    ...(resultadoFatorR ? { fatorR: resultadoFatorR } : {}),
    rbt12Considerada: numero(rbt12.isZero() ? new Decimal(1) : rbt12),
    ...(haExportacao ? { rbt12ExternoConsiderada: numero(rbt12Externo.isZero() ? new Decimal(1) : rbt12Externo) } : {}),
    aliquotaNominal: principal.aliquotaNominal,
    parcelaDeduzir: principal.parcelaDeduzir,
    aliquotaEfetiva: principal.aliquotaEfetiva,
    aliquotaDAS: receitaTotal.isZero() ? 0 : numero(das.div(receitaTotal).times(CEM)),
    das: numero(das),
    dasFederais: numero(federais),
    icmsIssNoDasValor: numero(icmsIss),
    icmsIssForaDoDas: !icmsIssNoDas,
    receitaTotal: numero(receitaTotal),
    tributos: comoNumeros(totais),
    segmentos: resultados,
    acimaDoLimite,
    dasAbaixoDeDezReais,
    ...(vencimento ? { vencimento } : {}),
    passos,
    avisos,
  };
}

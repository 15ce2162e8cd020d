// MEI limit watch (issue 19; SIMPLES.md §12): the year's revenue so far against the MEI limit
// (limiteMei: R$ 81.000,00, proportional in the opening year) and its 20 % tolerance, with a
// warning from 80 % and at the limit, saying what happens next.
import { lerData } from '../agenda/index';
import { Decimal, numero } from './decimal';
import { formatarPercentual, formatarReais } from './formatacao';
import { limiteMei } from './mei';

/** From this share of the limit on, the watch warns. */
export const ALERTA_MEI_PCT = 80;

export type NivelMei = 'ok' | 'atencao' | 'no-limite' | 'acima-ate-20' | 'acima-de-20';

export interface VigiaMeiInput {
  ano: number;
  /** Revenue of the year so far (the ledger's Entradas), in reais. */
  receita: number;
  /** 'YYYY-MM-DD': in the opening year the limit is proportional. */
  inicioAtividade?: string;
}

export interface VigiaMeiResult {
  receita: number;
  limite: number;
  limiteMais20: number;
  /** Revenue as a % of the limit, two decimals (truncated, so 79,999 never reads 80%). */
  percentual: number;
  nivel: NivelMei;
  /** What the number means and what happens next, in Portuguese. */
  mensagem: string;
  fundamento: string;
}

const FUNDAMENTO = 'LC 123/2006 art. 18-A §§ 1º e 2º; Perguntas frequentes do MEI (desenquadramento)';

export function vigiarLimiteMei(input: VigiaMeiInput): VigiaMeiResult {
  if (typeof input.receita !== 'number' || !Number.isFinite(input.receita) || input.receita < 0) {
    throw new RangeError('Receita do ano deve ser um número maior ou igual a zero.');
  }
  const abertura = input.inicioAtividade && lerData(input.inicioAtividade).ano === input.ano ? input.inicioAtividade : undefined;
  const r = limiteMei({ ano: input.ano, receitaAno: input.receita, ...(abertura ? { dataAbertura: abertura } : {}) });
  const receita = new Decimal(input.receita);
  const limite = new Decimal(r.limite);
  const percentual = receita.times(100).div(limite).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const limiteTexto = `${formatarReais(limite)}${r.meses < 12 ? ` (proporcional: ${r.meses} meses de atividade em ${input.ano})` : ''}`;
  const base = `Receita de ${input.ano} até agora: ${formatarReais(receita)}, ${formatarPercentual(percentual, 2)} do limite do MEI de ${limiteTexto}.`;
  const depois =
    `Acima do limite e até ${formatarReais(r.limiteMais20)} (20% a mais), a empresa continua MEI até 31/12/${input.ano}, passa a ME em 01/01/${input.ano + 1} e paga o imposto sobre o excesso com o DAS de janeiro; ` +
    `acima de ${formatarReais(r.limiteMais20)}, o desenquadramento é retroativo ao início do ano (ou da atividade), com os tributos recalculados como ME e acréscimos.`;
  let nivel: NivelMei;
  let mensagem: string;
  if (receita.greaterThan(r.limiteMais20)) {
    nivel = 'acima-de-20';
    mensagem = `${base} ${r.efeitosDesenquadramento!.descricao} Comunique o desenquadramento no Portal do Simples Nacional até o último dia útil do mês seguinte ao do excesso e procure um contador.`;
  } else if (receita.greaterThan(limite)) {
    nivel = 'acima-ate-20';
    mensagem = `${base} ${r.efeitosDesenquadramento!.descricao} Comunique o desenquadramento no Portal do Simples Nacional até o último dia útil do mês seguinte ao do excesso.`;
  } else if (receita.equals(limite)) {
    nivel = 'no-limite';
    mensagem = `${base} Qualquer nova venda neste ano passa do limite. ${depois}`;
  } else if (percentual.greaterThanOrEqualTo(ALERTA_MEI_PCT)) {
    nivel = 'atencao';
    mensagem = `${base} Faltam ${formatarReais(limite.minus(receita))} para o limite. ${depois}`;
  } else {
    nivel = 'ok';
    mensagem = `${base} Faltam ${formatarReais(limite.minus(receita))} para o limite.`;
  }
  return {
    receita: numero(receita),
    limite: r.limite,
    limiteMais20: r.limiteMais20,
    percentual: numero(percentual),
    nivel,
    mensagem,
    fundamento: FUNDAMENTO,
  };
}

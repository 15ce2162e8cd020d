// Public API of the business-day calendar (DECISIONS.md 18): one calendar for the tax calendar
// (`mfe-agenda`, a later issue: `vencimento(obrigacao, competencia)`, `obrigacoesDoPerfil`, to be
// added in this folder) and for the calculators (DAS due date, acréscimos moratórios).
// Import it as `@semmultas/shared/agenda/index`.
export {
  ANO_MAXIMO,
  ANO_MINIMO,
  addDias,
  diaDaSemana,
  diasNoMes,
  diferencaEmDias,
  ehBissexto,
  ehDataValida,
  ehFimDeSemana,
  lerData,
  montarData,
  nomeDoDiaDaSemana,
} from './datas';
export {
  ajustarDiaUtil,
  diasUteisEntre,
  diaUtilAnterior,
  ehDiaUtil,
  enesimoDiaUtilDoMes,
  proximoDiaUtil,
  ultimoDiaUtilDoMes,
} from './dias-uteis';
export type { Ajuste, Calendario } from './dias-uteis';
export { feriadoBancario, feriadosBancarios, pascoa, PRIMEIRO_ANO_CONSCIENCIA_NEGRA } from './feriados';
export type { FeriadoBancario } from './feriados';

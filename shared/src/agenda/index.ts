// Public API of the agenda (DECISIONS.md 18): one business-day calendar for the tax calendar
// (`mfe-agenda`, the home page, the reminder job: `vencimento(obrigacao, competencia)`,
// `obrigacoesDoPerfil`) and for the calculators (DAS due date, acréscimos moratórios).
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
export {
  ATOS_EXTRAORDINARIOS,
  OBRIGACAO_IDS,
  OBRIGACOES,
  atoAplicavel,
  formatarData,
  lerCompetencia,
  mesclarAtos,
  normalizarNome,
  vencimento,
  versaoDaRegra,
} from './obrigacoes';
export type {
  AtoExtraordinario,
  CompetenciaLida,
  DefinicaoObrigacao,
  Local,
  ObrigacaoId,
  OpcoesVencimento,
  Periodicidade,
  Prazo,
  Territorio,
  TipoObrigacao,
  Vencimento,
  VersaoRegra,
} from './obrigacoes';
export { NOMES_REGIMES, obrigacoesDoPerfil, perfilDeve } from './perfil';
export type { OpcoesPerfil, Ocorrencia, PerfilEmpresa, Regime } from './perfil';
export { cnpjValido, formatarCnpj, normalizarCnpj } from './cnpj';
export { cpfValido, documentoPagador, erroDocumentoPagador, erroNomePagador, formatarCpf, normalizarCpf } from './cpf';
export type { DocumentoPagador } from './cpf';
export { atoDoBanco, chaveDaMarca, perfilDaEmpresa, perfilNoPeriodo } from './banco';
export type { AtoRow, EmpresaRow, FeriadoRow, MarcaRow } from './banco';
export { dataPorExtenso, formatarCompetencia } from './textos';
export { AVISO_SEM_PAGAMENTO, PAGINAS_OFICIAIS } from './links-oficiais';
export type { PaginaOficial } from './links-oficiais';
export { DIAS_DE_LEMBRETE, FEED_DIAS_ADIANTE, FEED_DIAS_ATRAS, eventosDoFeed, lembreteDoDia } from './lembretes';
export type { DadosDaAgenda, EmpresaNoLembrete, EventoDoFeed, ItemLembrete } from './lembretes';
export {
  CONFERENCIA_PARCIAL,
  FERIADOS_ESTADUAIS,
  SEM_FERIADO_ESTADUAL,
  UFS,
  UFS_CONFERIDAS,
  dataDoFeriadoEstadual,
  feriadosEstaduaisConferidos,
  feriadosEstaduaisNoAno,
  feriadosEstaduaisVigentes,
  feriadosLocais,
  problemasDaTabela,
  quandoEhOFeriado,
  textoFeriadosEstaduais,
} from './feriados-locais';
export type { FeriadoEstadual, FeriadoLocal } from './feriados-locais';

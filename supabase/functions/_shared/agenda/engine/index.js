// GENERATED from shared/src/agenda/index.ts by scripts/build-agenda-engine.mjs: do not edit.
// Public API of the agenda (DECISIONS.md 18): one business-day calendar for the tax calendar
// (`mfe-agenda`, the home page, the reminder job: `vencimento(obrigacao, competencia)`,
// `obrigacoesDoPerfil`) and for the calculators (DAS due date, acréscimos moratórios).
// Import it as `@semmultas/shared/agenda/index`.
export { ANO_MAXIMO, ANO_MINIMO, addDias, diaDaSemana, diasNoMes, diferencaEmDias, ehBissexto, ehDataValida, ehFimDeSemana, lerData, montarData, nomeDoDiaDaSemana, } from './datas.js';
export { ajustarDiaUtil, diasUteisEntre, diaUtilAnterior, ehDiaUtil, enesimoDiaUtilDoMes, proximoDiaUtil, ultimoDiaUtilDoMes, } from './dias-uteis.js';
export { feriadoBancario, feriadosBancarios, pascoa, PRIMEIRO_ANO_CONSCIENCIA_NEGRA } from './feriados.js';
export { ATOS_EXTRAORDINARIOS, OBRIGACAO_IDS, OBRIGACOES, atoAplicavel, formatarData, lerCompetencia, mesclarAtos, normalizarNome, vencimento, versaoDaRegra, } from './obrigacoes.js';
export { NOMES_REGIMES, obrigacoesDoPerfil, perfilDeve } from './perfil.js';
export { cnpjValido, formatarCnpj, normalizarCnpj } from './cnpj.js';
export { cpfValido, documentoPagador, erroDocumentoPagador, erroNomePagador, formatarCpf, normalizarCpf } from './cpf.js';
export { atoDoBanco, chaveDaMarca, perfilDaEmpresa, perfilNoPeriodo } from './banco.js';
export { dataPorExtenso, formatarCompetencia } from './textos.js';
export { AVISO_SEM_PAGAMENTO, PAGINAS_OFICIAIS } from './links-oficiais.js';
export { DIAS_DE_LEMBRETE, FEED_DIAS_ADIANTE, FEED_DIAS_ATRAS, eventosDoFeed, lembreteDoDia } from './lembretes.js';
export { CONFERENCIA_PARCIAL, FERIADOS_ESTADUAIS, SEM_FERIADO_ESTADUAL, UFS, UFS_CONFERIDAS, dataDoFeriadoEstadual, feriadosEstaduaisConferidos, feriadosEstaduaisNoAno, feriadosEstaduaisVigentes, feriadosLocais, problemasDaTabela, quandoEhOFeriado, textoFeriadosEstaduais, } from './feriados-locais.js';

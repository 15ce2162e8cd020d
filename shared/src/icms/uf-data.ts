// ICMS data for the 27 federative units: internal rate, usual FCP, DIFAL method, legal basis.
//
// Sources, compiled 21/11/2026 with no network access to the SEFAZ sites (so nothing newer
// than the sources below was checked — rates change almost every year; verify each against
// its SEFAZ before relying on it):
// - /work/shared/ICMS.md §6 (researched 2025): every internal rate; the usual FCP of AL
//   (FECOEP 1), RJ (FECP 2) and SE (FUNPOBREZA 1); the legal basis and vigência of BA, MA
//   and PI and the vigência of PE and RN. No other rate has its act or date recorded here:
//   `fundamentoAliquota` and `vigenciaAliquota` are null rather than guessed.
// - Resoluções do Senado 22/1989 and 13/2012: the regions, for the 7 % rule.
// - `leiIcms` names the state's consolidating ICMS law, filled only where that law is well
//   known (from general knowledge of the legislation, not re-read for this file). It says
//   where the rate lives, not which amendment set today's percentage.
// - Press on the 2024 rate increases (Valor Econômico, 02/10/2023; Estado de Minas,
//   01/2024) only for the notes on states that changed their rate for 2024; no number
//   comes from them.
//
// DIFAL method (non-contributor, EC 87/2015): after LC 190/2022 most states read LC 87/96
// art. 13 §1º I (the tax is part of its own base) as requiring the base dupla, while
// Convênio ICMS 236/2021 cl. 2ª §1º speaks of a single base, and a few states are reported
// to have kept it. Each state's own law could not be checked offline, so every state is
// marked 'base_dupla' and only RS is confirmed (ICMS.md §5 publishes its base dupla
// example). Where unsure, base dupla is the suggestion that never collects less than base
// única does; the calculator lets the user choose.
//
// FCP (ADCT art. 82 §1º, up to 2 points) usually applies to listed goods only, so the
// usual percentage is a suggestion for the user, 0 where ICMS.md gives none.

// Tables read best one row per line: Prettier leaves them as written.
// prettier-ignore
export type UF =
  | 'AC' | 'AL' | 'AP' | 'AM' | 'BA' | 'CE' | 'DF' | 'ES' | 'GO' | 'MA' | 'MT' | 'MS' | 'MG'
  | 'PA' | 'PB' | 'PR' | 'PE' | 'PI' | 'RJ' | 'RN' | 'RS' | 'RO' | 'RR' | 'SC' | 'SP' | 'SE'
  | 'TO';

export type Regiao = 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul';

export type MetodoDifal = 'base_unica' | 'base_dupla';

export interface DadosUf {
  sigla: UF;
  nome: string;
  regiao: Regiao;
  /** Standard internal rate in percent, without the FCP (as the NF-e's pICMS). */
  aliquotaInterna: number;
  /** The act that set the current internal rate, as ICMS.md cites it; null when unknown. */
  fundamentoAliquota: string | null;
  /** When that rate took effect, 'AAAA-MM-DD'; null when unknown. */
  vigenciaAliquota: string | null;
  /** The state's consolidating ICMS law, where well known. */
  leiIcms: string | null;
  fcp: {
    /** The fund's name in the state (FECOEP, FECP, FUNPOBREZA), when recorded. */
    nome: string | null;
    /** The percentage to suggest; the user decides whether the goods are subject to it. */
    percentualUsual: number;
  };
  metodoDifal: MetodoDifal;
  /** False when the method is our best reading rather than checked against the state law. */
  metodoDifalConfirmado: boolean;
  /** Anything the user should know about the data of this state. */
  observacao?: string;
}

const SEM_FCP = { nome: null, percentualUsual: 0 } as const;
const ALTA_2024 = 'Alíquota alterada com efeitos em 2024 (imprensa); ato e data não conferidos.';

// prettier-ignore
export const ufs: readonly DadosUf[] = [
  { sigla: 'AC', nome: 'Acre', regiao: 'Norte', aliquotaInterna: 19, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'AL', nome: 'Alagoas', regiao: 'Nordeste', aliquotaInterna: 19, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: { nome: 'FECOEP', percentualUsual: 1 }, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'AP', nome: 'Amapá', regiao: 'Norte', aliquotaInterna: 18, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'AM', nome: 'Amazonas', regiao: 'Norte', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'BA', nome: 'Bahia', regiao: 'Nordeste', aliquotaInterna: 20.5, fundamentoAliquota: 'Lei nº 14.629/2023', vigenciaAliquota: '2024-02-07', leiIcms: 'Lei nº 7.014/1996', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'CE', nome: 'Ceará', regiao: 'Nordeste', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'DF', nome: 'Distrito Federal', regiao: 'Centro-Oeste', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 1.254/1996', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'ES', nome: 'Espírito Santo', regiao: 'Sudeste', aliquotaInterna: 17, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 7.000/2001', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'GO', nome: 'Goiás', regiao: 'Centro-Oeste', aliquotaInterna: 19, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 11.651/1991 (Código Tributário do Estado de Goiás)', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'MA', nome: 'Maranhão', regiao: 'Nordeste', aliquotaInterna: 23, fundamentoAliquota: 'Lei nº 12.426/2024', vigenciaAliquota: '2025-02-23', leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'MT', nome: 'Mato Grosso', regiao: 'Centro-Oeste', aliquotaInterna: 17, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 7.098/1998', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'MS', nome: 'Mato Grosso do Sul', regiao: 'Centro-Oeste', aliquotaInterna: 17, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 1.810/1997', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'MG', nome: 'Minas Gerais', regiao: 'Sudeste', aliquotaInterna: 18, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 6.763/1975', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'PA', nome: 'Pará', regiao: 'Norte', aliquotaInterna: 19, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'PB', nome: 'Paraíba', regiao: 'Nordeste', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'PR', nome: 'Paraná', regiao: 'Sul', aliquotaInterna: 19.5, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 11.580/1996', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'PE', nome: 'Pernambuco', regiao: 'Nordeste', aliquotaInterna: 20.5, fundamentoAliquota: null, vigenciaAliquota: '2024-01-01', leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'PI', nome: 'Piauí', regiao: 'Nordeste', aliquotaInterna: 22.5, fundamentoAliquota: 'Lei nº 8.558/2024', vigenciaAliquota: '2025-04-01', leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'RJ', nome: 'Rio de Janeiro', regiao: 'Sudeste', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 2.657/1996', fcp: { nome: 'FECP', percentualUsual: 2 }, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'RN', nome: 'Rio Grande do Norte', regiao: 'Nordeste', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: '2025-03-20', leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'RS', nome: 'Rio Grande do Sul', regiao: 'Sul', aliquotaInterna: 17, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 8.820/1989', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: true },
  { sigla: 'RO', nome: 'Rondônia', regiao: 'Norte', aliquotaInterna: 19.5, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
  { sigla: 'RR', nome: 'Roraima', regiao: 'Norte', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'SC', nome: 'Santa Catarina', regiao: 'Sul', aliquotaInterna: 17, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 10.297/1996', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste', aliquotaInterna: 18, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: 'Lei nº 6.374/1989', fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'SE', nome: 'Sergipe', regiao: 'Nordeste', aliquotaInterna: 19, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: { nome: 'FUNPOBREZA', percentualUsual: 1 }, metodoDifal: 'base_dupla', metodoDifalConfirmado: false },
  { sigla: 'TO', nome: 'Tocantins', regiao: 'Norte', aliquotaInterna: 20, fundamentoAliquota: null, vigenciaAliquota: null, leiIcms: null, fcp: SEM_FCP, metodoDifal: 'base_dupla', metodoDifalConfirmado: false, observacao: ALTA_2024 },
];

export const siglasUf: readonly UF[] = ufs.map((uf) => uf.sigla);

const porSigla = new Map<string, DadosUf>(ufs.map((uf) => [uf.sigla, uf]));

export function ehUf(valor: unknown): valor is UF {
  return typeof valor === 'string' && porSigla.has(valor);
}

/** The data of one unit; a RangeError for anything that is not one of the 27 siglas. */
export function dadosUf(uf: UF): DadosUf {
  const dados = porSigla.get(uf);
  if (!dados) throw new RangeError(`UF desconhecida: ${String(uf)}.`);
  return dados;
}

/** How the DIFAL base is named on screen and in the memória (one copy: issue 17). */
export const NOMES_METODO_DIFAL: Record<MetodoDifal, string> = { base_unica: 'base única', base_dupla: 'base dupla' };

/** Where the two methods come from (ICMS.md §3), cited wherever a method is suggested. */
export const FUNDAMENTO_METODO_DIFAL =
  'LC 87/1996, art. 13, § 1º, I, na redação da LC 190/2022 (o imposto integra a própria base: base dupla); Convênio ICMS 236/2021, cláusula 2ª, § 1º (base única)';

/**
 * The table's method for a state, with its source and, when it was not checked against the
 * state's own law, what that means for the user (issue 21 finding 10: the help cites its source).
 */
export function explicacaoMetodoDifal(uf: UF): { metodo: string; texto: string; confirmado: boolean } {
  const dados = dadosUf(uf);
  const metodo = NOMES_METODO_DIFAL[dados.metodoDifal];
  const texto = dados.metodoDifalConfirmado
    ? `${uf} usa ${metodo}, conferida com o exemplo de cálculo publicado para o estado (ICMS.md §5). Fundamento: ${FUNDAMENTO_METODO_DIFAL}.`
    : `Sugerimos ${metodo} para ${uf}: é a leitura da LC 87/1996, art. 13, § 1º, I (redação da LC 190/2022) seguida pela maioria dos estados e a que nunca recolhe menos. A lei estadual de ${uf} não foi conferida por nós; o Convênio ICMS 236/2021, cláusula 2ª, § 1º, fala em base única. Confirme na SEFAZ de ${uf} antes de recolher.`;
  return { metodo, texto, confirmado: dados.metodoDifalConfirmado };
}

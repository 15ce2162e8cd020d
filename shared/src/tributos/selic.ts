// ACRESCIMOS.md §7: the monthly Selic rate (% a.m.) as the Receita publishes it for tax use.
// The rate of month M is used for payments from month M+1. A later step moves this table to
// the database (DECISIONS.md 17: the daily job loads it); until then it ships here and
// calcularAcrescimos takes another table through `taxasSelic`.

/** 'YYYY-MM' → % a.m. (two decimals). */
export type TabelaSelic = Readonly<Record<string, number>>;

const MESES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

const POR_ANO: Readonly<Record<number, readonly number[]>> = {
  2020: [0.38, 0.29, 0.34, 0.28, 0.24, 0.21, 0.19, 0.16, 0.16, 0.16, 0.15, 0.16],
  2021: [0.15, 0.13, 0.2, 0.21, 0.27, 0.31, 0.36, 0.43, 0.44, 0.49, 0.59, 0.77],
  2022: [0.73, 0.76, 0.93, 0.83, 1.03, 1.02, 1.03, 1.17, 1.07, 1.02, 1.02, 1.12],
  2023: [1.12, 0.92, 1.17, 0.92, 1.12, 1.07, 1.07, 1.14, 0.97, 1.0, 0.92, 0.89],
  2024: [0.97, 0.8, 0.83, 0.89, 0.83, 0.79, 0.91, 0.87, 0.84, 0.93, 0.79, 0.93],
  2025: [1.01, 0.99, 0.96, 1.06, 1.14, 1.1, 1.28, 1.16, 1.22, 1.28, 1.05, 1.22],
};

/** The shipped table, 2020-01 … 2025-12. */
export const TAXAS_SELIC: TabelaSelic = Object.freeze(
  Object.fromEntries(Object.entries(POR_ANO).flatMap(([ano, taxas]) => taxas.map((taxa, i) => [`${ano}-${MESES[i]}`, taxa] as const))),
);

/**
 * ACRESCIMOS.md §7: 10, 11 and 12/2025 come from a single source (corroborated only by the
 * daily-rate arithmetic); the result says so when it uses them. Confirm with the Receita.
 */
export const MESES_SELIC_FONTE_UNICA: ReadonlySet<string> = new Set(['2025-10', '2025-11', '2025-12']);

export const FONTE_SELIC =
  'Receita Federal, "Taxa de Juros Selic" (copias: marcca.com.br, gomescampos.com.br, diariofiscal.com.br) — ACRESCIMOS.md §7';

/** The last month of a table ('YYYY-MM'), or undefined for an empty table. */
export function ultimoMesSelic(taxas: TabelaSelic = TAXAS_SELIC): string | undefined {
  return Object.keys(taxas).sort().at(-1);
}

/** The last month of the shipped table: '2025-12'. */
export const ULTIMO_MES_SELIC = ultimoMesSelic(TAXAS_SELIC)!;

/** '2025-12' → '12/2025', for "Taxas Selic até 12/2025". */
export function rotuloMes(mes: string): string {
  return `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
}

/** "Taxas Selic até 12/2025". */
export const ROTULO_ULTIMO_MES_SELIC = rotuloMes(ULTIMO_MES_SELIC);

// The Selic table as the database keeps it (public.taxas_selic, issue 18): one row per month
// with its source. Pure: the calculator turns the rows into the engine's `taxasSelic`, the
// admin page validates a month with the same sentences the database answers.
import { FONTE_SELIC, MESES_SELIC_FONTE_UNICA, TAXAS_SELIC, ultimoMesSelic, rotuloMes, type TabelaSelic } from './selic';

export interface TaxaSelic {
  /** 'YYYY-MM'. */
  mes: string;
  /** % a.m., two decimals. */
  taxa: number;
  fonte: string;
  /** ACRESCIMOS.md §7: a single unofficial source, not yet confirmed (10–12/2025 when seeded). */
  fonte_unica: boolean;
  updated_at?: string;
}

/** The table the calculator prices with, and where it came from. */
export interface TabelaSelicUsada {
  taxas: TabelaSelic;
  /** Months whose rate came from a single source. */
  fonteUnica: ReadonlySet<string>;
  /** 'banco': read from the database now; 'embarcada': the table shipped with the app. */
  origem: 'banco' | 'embarcada';
  /** Where each month's rate came from ('YYYY-MM' → source). */
  fontes: Readonly<Record<string, string>>;
}

/** The shipped table (selic.ts), used when the database cannot be read. */
export const TABELA_SELIC_EMBARCADA: TabelaSelicUsada = {
  taxas: TAXAS_SELIC,
  fonteUnica: MESES_SELIC_FONTE_UNICA,
  origem: 'embarcada',
  fontes: Object.freeze(Object.fromEntries(Object.keys(TAXAS_SELIC).map((mes) => [mes, FONTE_SELIC]))),
};

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Type guard over what the API returned (numeric columns may arrive as strings). */
export function lerLinhasSelic(dados: unknown): TaxaSelic[] {
  if (!Array.isArray(dados)) throw new TypeError('A tabela Selic veio num formato inesperado.');
  return dados.map((linha: unknown) => {
    const l = (linha ?? {}) as Record<string, unknown>;
    const taxa = typeof l.taxa === 'string' ? Number(l.taxa) : l.taxa;
    if (typeof l.mes !== 'string' || !MES.test(l.mes) || typeof taxa !== 'number' || !Number.isFinite(taxa)) {
      throw new TypeError('A tabela Selic veio com um mês ou uma taxa inválidos.');
    }
    return {
      mes: l.mes,
      taxa,
      fonte: typeof l.fonte === 'string' ? l.fonte : '',
      fonte_unica: l.fonte_unica === true,
      ...(typeof l.updated_at === 'string' ? { updated_at: l.updated_at } : {}),
    };
  });
}

/** Database rows → the table the engine takes. An empty table is no table: the shipped one is used. */
export function tabelaDasLinhas(linhas: readonly TaxaSelic[]): TabelaSelicUsada {
  if (linhas.length === 0) return TABELA_SELIC_EMBARCADA;
  return {
    taxas: Object.freeze(Object.fromEntries(linhas.map((l) => [l.mes, l.taxa]))),
    fonteUnica: new Set(linhas.filter((l) => l.fonte_unica).map((l) => l.mes)),
    origem: 'banco',
    fontes: Object.freeze(Object.fromEntries(linhas.map((l) => [l.mes, l.fonte]))),
  };
}

/** "12/2025", the last month of the table used, for "Taxas Selic até …". */
export function rotuloUltimoMes(tabela: TabelaSelicUsada): string | undefined {
  const ultimo = ultimoMesSelic(tabela.taxas);
  return ultimo ? rotuloMes(ultimo) : undefined;
}

export interface TaxaSelicEscrita {
  mes: string;
  taxa: number | null;
  fonte: string;
}

/** What the database's trigger refuses, said first and in the same words (migration 20261125002010). */
export function validarTaxaSelic(v: TaxaSelicEscrita): Partial<Record<keyof TaxaSelicEscrita, string>> {
  const erros: Partial<Record<keyof TaxaSelicEscrita, string>> = {};
  if (!MES.test(v.mes) || v.mes < '1995-01') erros.mes = 'Mês deve estar no formato AAAA-MM, de 1995-01 em diante (por exemplo 2026-01).';
  if (v.taxa === null || !Number.isFinite(v.taxa) || v.taxa <= 0 || v.taxa >= 10 || Math.round(v.taxa * 100) / 100 !== v.taxa) {
    erros.taxa = 'Taxa Selic deve ser maior que 0 e menor que 10 (% ao mês), com até duas casas decimais.';
  }
  const fonte = v.fonte.trim();
  if (fonte.length < 3 || fonte.length > 300) erros.fonte = 'Informe a fonte da taxa (de 3 a 300 caracteres).';
  return erros;
}

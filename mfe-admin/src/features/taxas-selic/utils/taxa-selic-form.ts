// The Selic month form's one validate() (issue 18): what the database's trigger refuses, said
// first. The month is typed as people write it (MM/AAAA) and the rate with a comma (1,05).
import { centsFromWrittenAmount } from '@semmultas/shared/format';
import { validarTaxaSelic, type TaxaSelic } from '@semmultas/shared/tributos/taxas-selic';
import type { FormErrors } from '../../../lib/form-errors';

export interface TaxaSelicFormValues {
  /** "MM/AAAA". */
  mes: string;
  /** As typed: "1,05". */
  taxa: string;
  fonte: string;
  fonte_unica: boolean;
}

/** A row of the admin table: the shared editable-rows helper keys rows by a number and names them by a title. */
export type LinhaSelic = TaxaSelic & { id: number; title: string };

export const FONTE_MAX = 300;
export const FONTE_PADRAO = 'Receita Federal, "Taxa de Juros Selic" (gov.br)';

export const rotuloMesSelic = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

export function linhaSelic(t: TaxaSelic): LinhaSelic {
  return { ...t, id: Number(t.mes.replace('-', '')), title: `Taxa Selic de ${rotuloMesSelic(t.mes)}` };
}

/** "01/2026" → "2026-01"; anything else → null. */
export function mesDoFormulario(texto: string): string | null {
  const m = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{4})\s*$/.exec(texto);
  return m ? `${m[2]}-${m[1]!.padStart(2, '0')}` : null;
}

/** "1,05" → 1.05; null when it is not a number written with at most two decimals. */
export function taxaDoFormulario(texto: string): number | null {
  if (!/^\s*\d+(,\d{1,2})?\s*$/.test(texto)) return null;
  const centesimos = centsFromWrittenAmount(texto.trim());
  return centesimos === null ? null : centesimos / 100;
}

export function valoresIniciais(linha: TaxaSelic | null): TaxaSelicFormValues {
  if (!linha) return { mes: '', taxa: '', fonte: FONTE_PADRAO, fonte_unica: false };
  return {
    mes: rotuloMesSelic(linha.mes),
    taxa: linha.taxa.toFixed(2).replace('.', ','),
    fonte: linha.fonte,
    fonte_unica: linha.fonte_unica,
  };
}

export function validateTaxaSelic(v: TaxaSelicFormValues): FormErrors<keyof TaxaSelicFormValues> {
  const mes = mesDoFormulario(v.mes);
  const taxa = taxaDoFormulario(v.taxa);
  const erros: FormErrors<keyof TaxaSelicFormValues> = { ...validarTaxaSelic({ mes: mes ?? '', taxa, fonte: v.fonte }) };
  if (erros.mes) erros.mes = 'Informe o mês como MM/AAAA, de 01/1995 em diante (por exemplo 01/2026).';
  if (!v.taxa.trim()) erros.taxa = 'Informe a taxa do mês em % ao mês, por exemplo 1,05.';
  else if (taxa === null) erros.taxa = 'Escreva a taxa com vírgula e até duas casas decimais, por exemplo 1,05.';
  return erros;
}

export function paraGravar(v: TaxaSelicFormValues): { mes: string; taxa: number; fonte: string; fonte_unica: boolean } {
  return { mes: mesDoFormulario(v.mes) ?? '', taxa: taxaDoFormulario(v.taxa) ?? NaN, fonte: v.fonte.trim(), fonte_unica: v.fonte_unica };
}

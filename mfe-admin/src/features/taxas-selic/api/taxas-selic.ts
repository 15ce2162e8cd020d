// The admin's writes to public.taxas_selic (RLS: admin only); the list is api/get-taxas-selic.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { COLUNAS_TAXAS_SELIC } from '@semmultas/shared/taxas-selic-api';
import { lerLinhasSelic } from '@semmultas/shared/tributos/taxas-selic';
import { changedRow } from '../../../lib/results';
import { linhaSelic, type LinhaSelic } from '../utils/taxa-selic-form';

function linhaGravada(result: { data: unknown; error: unknown }, what: string): LinhaSelic {
  return linhaSelic(lerLinhasSelic([changedRow(result, what)])[0]!);
}

export async function insertTaxaSelic(
  supabase: SupabaseClient,
  row: { mes: string; taxa: number; fonte: string; fonte_unica: boolean },
): Promise<LinhaSelic> {
  return linhaGravada(await supabase.from('taxas_selic').insert(row).select(COLUNAS_TAXAS_SELIC), 'taxas_selic.insert');
}

export async function updateTaxaSelic(
  supabase: SupabaseClient,
  mes: string,
  changes: { taxa: number; fonte: string; fonte_unica: boolean },
): Promise<LinhaSelic> {
  return linhaGravada(await supabase.from('taxas_selic').update(changes).eq('mes', mes).select(COLUNAS_TAXAS_SELIC), 'taxas_selic.update');
}

export async function deleteTaxaSelic(supabase: SupabaseClient, mes: string): Promise<void> {
  changedRow(await supabase.from('taxas_selic').delete().eq('mes', mes).select('mes'), 'taxas_selic.delete');
}

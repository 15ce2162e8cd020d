// The one request for the Selic table (public.taxas_selic, issue 18): the late-payment
// calculator prices with it and the admin page lists it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { lerLinhasSelic, type TaxaSelic } from './tributos/taxas-selic';

export const COLUNAS_TAXAS_SELIC = 'mes, taxa, fonte, fonte_unica, updated_at';

export async function listarTaxasSelic(supabase: SupabaseClient): Promise<TaxaSelic[]> {
  const { data, error } = await supabase.from('taxas_selic').select(COLUNAS_TAXAS_SELIC).order('mes', { ascending: false });
  if (error) throw error;
  return lerLinhasSelic(data);
}

// The monthly Selic rates for the admin's table, read with the shared request the calculators use.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { listarTaxasSelic } from '@semmultas/shared/taxas-selic-api';
import { linhaSelic, type LinhaSelic } from '../utils/taxa-selic-form';

export async function listLinhasSelic(supabase: SupabaseClient): Promise<LinhaSelic[]> {
  return (await listarTaxasSelic(supabase)).map(linhaSelic);
}

export const TAXAS_SELIC_KEY = ['admin', 'taxas_selic'] as const;

export const taxasSelicQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: TAXAS_SELIC_KEY, queryFn: () => listLinhasSelic(supabase), meta: { label: 'carregar taxas Selic' } });

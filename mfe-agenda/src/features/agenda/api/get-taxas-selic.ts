// The Selic table the late-payment engine prices with: the database's (kept by the admin and the
// daily job), the shipped one until it loads or if it cannot be read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { listarTaxasSelic } from '@semmultas/shared/taxas-selic-api';
import type { TabelaSelic } from '@semmultas/shared/tributos/selic';
import { TABELA_SELIC_EMBARCADA, tabelaDasLinhas } from '@semmultas/shared/tributos/taxas-selic';

export const taxasSelicQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['taxas-selic'], queryFn: async () => tabelaDasLinhas(await listarTaxasSelic(supabase)).taxas });

export function useTaxasSelic(supabase: SupabaseClient): TabelaSelic {
  return useQuery(taxasSelicQueryOptions(supabase)).data ?? TABELA_SELIC_EMBARCADA.taxas;
}

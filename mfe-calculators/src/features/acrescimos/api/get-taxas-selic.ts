// The Selic table the late-payment calculator prices with: the database's (public.taxas_selic,
// kept by the admin and the daily job), or the shipped one when it cannot be read — never a
// guess, and the result says which one it used. Read through the calculators' query cache
// (issue 17): the table changes once a month, so moving between the calculators reads it once.
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { queryState } from '@semmultas/shared/query';
import { logError } from '@semmultas/shared/supabase';
import { listarTaxasSelic } from '@semmultas/shared/taxas-selic-api';
import { TABELA_SELIC_EMBARCADA, tabelaDasLinhas } from '@semmultas/shared/tributos/taxas-selic';
import type { SelicDaPagina } from '../utils/calculadora-acrescimos';

export const taxasSelicQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({
    queryKey: ['taxas_selic'],
    queryFn: async () => {
      try {
        return await listarTaxasSelic(supabase);
      } catch (error) {
        // Said once, where it failed: the page then prices with the shipped table.
        logError('carregar a tabela Selic (usando a tabela do aplicativo)', error);
        throw error;
      }
    },
    // A table read once stays the table of the page: no re-pricing behind the user's back.
    select: tabelaDasLinhas,
    refetchOnWindowFocus: false,
  });

/** The table to price with: loading, then the database's, or the shipped one when it could not be read. */
export function useTabelaSelic(supabase: SupabaseClient): SelicDaPagina {
  const pedido = queryState(useQuery(taxasSelicQueryOptions(supabase)));
  const carregando = pedido.status === 'loading';
  const dados = pedido.status === 'success' ? pedido.data : null;
  // One object per table, not per render: the page's calculator is memoized on it.
  return useMemo<SelicDaPagina>(
    () => (carregando ? { status: 'carregando' } : { status: 'pronta', tabela: dados ?? TABELA_SELIC_EMBARCADA }),
    [carregando, dados],
  );
}

// The Selic table the late-payment calculator prices with: the database's (public.taxas_selic,
// kept by the admin and the daily job), or the shipped one when it cannot be read — never a
// guess, and the result says which one it used.
import { useCallback, useEffect, useMemo } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { logError } from '@semmultas/shared/supabase';
import { listarTaxasSelic } from '@semmultas/shared/taxas-selic-api';
import { TABELA_SELIC_EMBARCADA, tabelaDasLinhas } from '@semmultas/shared/tributos/taxas-selic';
import { useRequest } from '@semmultas/shared/use-request';
import type { SelicDaPagina } from '../utils/calculadora-acrescimos';

export function useTabelaSelic(supabase: SupabaseClient): SelicDaPagina {
  const load = useCallback(() => listarTaxasSelic(supabase), [supabase]);
  const pedido = useRequest(load);
  const erro = pedido.status === 'error' ? pedido.error : null;
  useEffect(() => {
    if (erro) logError('carregar a tabela Selic (usando a tabela do aplicativo)', erro);
  }, [erro]);
  const dados = pedido.status === 'success' ? pedido.data : null;
  const carregando = pedido.status === 'loading';
  return useMemo<SelicDaPagina>(
    () => (carregando ? { status: 'carregando' } : { status: 'pronta', tabela: dados ? tabelaDasLinhas(dados) : TABELA_SELIC_EMBARCADA }),
    [carregando, dados],
  );
}

import { useCallback } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useRequest } from '@semmultas/shared/use-request';
import { getConteudo } from '../api/get-conteudo';

export function useConteudo(supabase: SupabaseClient, id: number) {
  return useRequest(useCallback(() => getConteudo(supabase, id), [supabase, id]));
}

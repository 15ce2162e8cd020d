import { useCallback } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ConteudoType } from '@semmultas/shared/types';
import { useRequest } from '@semmultas/shared/use-request';
import { getConteudos } from '../api/get-conteudos';

export function useConteudos(supabase: SupabaseClient, type: ConteudoType) {
  return useRequest(useCallback(() => getConteudos(supabase, type), [supabase, type]));
}

// Every extraordinary act, latest new date first, for the admin's table.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ATO_COLUMNS, comTitulo, type AtoAdmin } from './atos';

export async function listAtos(supabase: SupabaseClient): Promise<AtoAdmin[]> {
  const { data, error } = await supabase.from('atos_extraordinarios').select(ATO_COLUMNS).order('nova_data', { ascending: false });
  if (error) throw error;
  return ((data ?? []) as Omit<AtoAdmin, 'title'>[]).map(comTitulo);
}

export const ATOS_KEY = ['admin', 'atos_extraordinarios'] as const;

export const atosQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ATOS_KEY, queryFn: () => listAtos(supabase), meta: { label: 'carregar atos extraordinários' } });

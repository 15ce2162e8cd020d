// Local holidays of a company (migration 20261125004003): the owner adds and removes them, an
// accountant the company is shared with reads them (RLS, like the marks).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface FeriadoRow {
  id: number;
  empresa_id: string;
  data: string;
  nome: string;
}

const COLUNAS = 'id, empresa_id, data, nome';

export async function carregarFeriados(supabase: SupabaseClient): Promise<FeriadoRow[]> {
  const { data, error } = await supabase.from('empresa_feriados').select(COLUNAS).order('data');
  if (error) throw error;
  return data as FeriadoRow[];
}

export async function adicionarFeriado(supabase: SupabaseClient, novo: Omit<FeriadoRow, 'id'>): Promise<FeriadoRow> {
  const { data, error } = await supabase.from('empresa_feriados').insert(novo).select(COLUNAS).single();
  if (error) throw error;
  return data as FeriadoRow;
}

export async function removerFeriado(supabase: SupabaseClient, id: number): Promise<void> {
  const { error } = await supabase.from('empresa_feriados').delete().eq('id', id);
  if (error) throw error;
}

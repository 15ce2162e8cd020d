// The amounts typed beside the due dates (migration 20261125004001): the owner writes them, an
// accountant the company is shared with reads them (RLS, like the marks).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface ValorRow {
  id: number;
  empresa_id: string;
  obrigacao: string;
  competencia: string;
  valor: number;
}

const COLUNAS = 'id, empresa_id, obrigacao, competencia, valor';

export async function carregarValores(supabase: SupabaseClient): Promise<ValorRow[]> {
  const { data, error } = await supabase.from('agenda_valores').select(COLUNAS);
  if (error) throw error;
  return (data as ValorRow[]).map((v) => ({ ...v, valor: Number(v.valor) }));
}

/** Creates the amount of this guide, or changes the one already there. */
export async function salvarValor(
  supabase: SupabaseClient,
  atual: ValorRow | undefined,
  novo: Pick<ValorRow, 'empresa_id' | 'obrigacao' | 'competencia' | 'valor'>,
): Promise<ValorRow> {
  const pedido = atual
    ? supabase.from('agenda_valores').update({ valor: novo.valor }).eq('id', atual.id).select(COLUNAS).single()
    : supabase.from('agenda_valores').insert(novo).select(COLUNAS).single();
  const { data, error } = await pedido;
  if (error) throw error;
  const row = data as ValorRow;
  return { ...row, valor: Number(row.valor) };
}

export async function apagarValor(supabase: SupabaseClient, id: number): Promise<void> {
  const { error } = await supabase.from('agenda_valores').delete().eq('id', id);
  if (error) throw error;
}

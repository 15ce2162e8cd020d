import type { SupabaseClient } from '@supabase/supabase-js';
import type { Conteudo } from '@semmultas/shared/types';
import { changedRow } from '../../../lib/results';
import type { ConteudoPayload } from '../utils/conteudo-form';

export async function insertConteudo(supabase: SupabaseClient, payload: ConteudoPayload): Promise<Conteudo> {
  return changedRow<Conteudo>(await supabase.from('conteudos').insert(payload).select(), 'conteudos.insert');
}

export async function updateConteudo(supabase: SupabaseClient, id: number, payload: ConteudoPayload): Promise<Conteudo> {
  return changedRow<Conteudo>(await supabase.from('conteudos').update(payload).eq('id', id).select(), 'conteudos.update');
}

export async function deleteConteudo(supabase: SupabaseClient, id: number): Promise<void> {
  changedRow(await supabase.from('conteudos').delete().eq('id', id).select('id'), 'conteudos.delete');
}

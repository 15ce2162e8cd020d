// Extraordinary acts that moved due dates (public.atos_extraordinarios, AGENDA.md §6): everyone
// signed in reads them, only the admin writes (RLS). The tax calendar, the reminder e-mails and
// the .ics feed merge them with the acts the engine ships, at run time: no deploy.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AtoRow } from '@semmultas/shared/agenda/banco';

/** A row of the admin's table: the act's name is its title (for the row's buttons and the confirmation). */
export type AtoAdmin = AtoRow & { title: string; updated_at: string };

export const ATO_COLUMNS = 'id, ato, obrigacoes, competencias, territorio_tipo, uf, municipio, nova_data, fonte, descricao, updated_at';

export const comTitulo = (a: Omit<AtoAdmin, 'title'>): AtoAdmin => ({ ...a, title: a.ato });

export type AtoPayload = Omit<AtoRow, 'id'>;

export async function saveAto(supabase: SupabaseClient, id: string | null, payload: AtoPayload): Promise<AtoAdmin> {
  const query = id
    ? supabase.from('atos_extraordinarios').update(payload).eq('id', id)
    : supabase.from('atos_extraordinarios').insert(payload);
  const { data, error } = await query.select(ATO_COLUMNS).single();
  if (error) throw error;
  return comTitulo(data as Omit<AtoAdmin, 'title'>);
}

export async function deleteAto(supabase: SupabaseClient, id: string): Promise<void> {
  const { error } = await supabase.from('atos_extraordinarios').delete().eq('id', id);
  if (error) throw error;
}

// Premium: when to e-mail the reminders (public.agenda_lembretes) and the private address of the
// calendar feed (public.agenda_feeds, written only by agenda_feed_gerar / agenda_feed_revogar).
// Migration 20261125003000; RLS: each user reads and writes only their own.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface PreferenciasAgenda {
  dias: number[];
  token: string | null;
}

export async function carregarPreferencias(supabase: SupabaseClient): Promise<PreferenciasAgenda> {
  const [lembretes, feed] = await Promise.all([
    supabase.from('agenda_lembretes').select('dias').maybeSingle(),
    supabase.from('agenda_feeds').select('token').maybeSingle(),
  ]);
  if (lembretes.error) throw lembretes.error;
  if (feed.error) throw feed.error;
  return { dias: (lembretes.data?.dias as number[] | undefined) ?? [], token: (feed.data?.token as string | undefined) ?? null };
}

export async function salvarDias(supabase: SupabaseClient, userId: string, dias: number[]): Promise<number[]> {
  const { data, error } = await supabase.from('agenda_lembretes').upsert({ user_id: userId, dias }).select('dias').single();
  if (error) throw error;
  return data.dias as number[];
}

/** A new secret address; the old one stops working at once. */
export async function gerarEnderecoDoCalendario(supabase: SupabaseClient): Promise<string> {
  const { data, error } = await supabase.rpc('agenda_feed_gerar');
  if (error) throw error;
  return data as string;
}

export async function desligarCalendario(supabase: SupabaseClient): Promise<void> {
  const { error } = await supabase.rpc('agenda_feed_revogar');
  if (error) throw error;
}

/** The address calendar apps subscribe to: the API's Edge Function, reachable without a session. */
export function enderecoDoCalendario(apiUrl: string, token: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/agenda/feed/${token}.ics`;
}

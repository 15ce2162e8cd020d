// Premium: when to e-mail the reminders (public.agenda_lembretes) and the private address of the
// calendar feed (public.agenda_feeds). Migration 20261125003000; RLS: each user reads only their own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';

export interface PreferenciasAgenda {
  dias: number[];
  token: string | null;
}

export async function carregarPreferencias(supabase: SupabaseClient): Promise<PreferenciasAgenda> {
  const [lembretes, feed] = await Promise.all([
    supabase.from('agenda_lembretes').select('dias').maybeSingle(),
    supabase.from('agenda_feeds').select('token').maybeSingle(),
  ]);
  const dias = (orThrow(lembretes)?.dias as number[] | undefined) ?? [];
  const token = (orThrow(feed)?.token as string | undefined) ?? null;
  return { dias, token };
}

export const preferenciasQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['agenda', 'preferencias'], queryFn: () => carregarPreferencias(supabase) });

export function usePreferencias(supabase: SupabaseClient, enabled: boolean) {
  return useQuery({ ...preferenciasQueryOptions(supabase), enabled });
}

/** The address calendar apps subscribe to: the API's Edge Function, reachable without a session. */
export function enderecoDoCalendario(apiUrl: string, token: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/agenda/feed/${token}.ics`;
}

// Premium: the reminder days saved, the feed's secret address made anew or switched off
// (agenda_feed_gerar / agenda_feed_revogar, the only writers of public.agenda_feeds). What the
// server answers goes into the cached preferences (get-preferencias.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import { useGravacao } from './cache';
import { preferenciasQueryOptions, type PreferenciasAgenda } from './get-preferencias';

export async function salvarDias(supabase: SupabaseClient, userId: string, dias: number[]): Promise<number[]> {
  const salvo = orThrow(await supabase.from('agenda_lembretes').upsert({ user_id: userId, dias }).select('dias').single()) as {
    dias: number[];
  };
  return salvo.dias;
}

/** A new secret address; the old one stops working at once. */
export async function gerarEnderecoDoCalendario(supabase: SupabaseClient): Promise<string> {
  return orThrow(await supabase.rpc('agenda_feed_gerar')) as string;
}

export async function desligarCalendario(supabase: SupabaseClient): Promise<void> {
  orThrow(await supabase.rpc('agenda_feed_revogar'));
}

const chave = (supabase: SupabaseClient) => preferenciasQueryOptions(supabase).queryKey;

export function useSalvarDias(supabase: SupabaseClient, userId: string) {
  return useGravacao(
    chave(supabase),
    (dias: number[]) => salvarDias(supabase, userId, dias),
    (p: PreferenciasAgenda, dias: number[]) => ({ ...p, dias }),
  );
}

export function useGerarEndereco(supabase: SupabaseClient) {
  return useGravacao(
    chave(supabase),
    (_: void) => gerarEnderecoDoCalendario(supabase),
    (p: PreferenciasAgenda, token: string) => ({ ...p, token }),
  );
}

/** The feed switched off: no address left (the RPC returns nothing else to know). */
export function useDesligarCalendario(supabase: SupabaseClient) {
  return useGravacao(
    chave(supabase),
    (_: void) => desligarCalendario(supabase),
    (p: PreferenciasAgenda) => ({ ...p, token: null }),
  );
}

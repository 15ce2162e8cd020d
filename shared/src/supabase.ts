// One way to build the Supabase client, for the shell and for each remote's dev host.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export function createSupabase(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
}

/** supabase-js/PostgREST error → a line for the console (SPEC §8: data errors are logged). */
export function logError(context: string, error: unknown): void {
  console.error(`[SemMultas] ${context}`, error);
}

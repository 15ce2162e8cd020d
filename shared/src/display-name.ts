// The signed-in user's forum name (user_profiles.display_name): read from their own profile
// row, changed only through set_display_name (the database validates it again).
import type { SupabaseClient } from '@supabase/supabase-js';

export async function getMyDisplayName(supabase: SupabaseClient, userId: string): Promise<string | null> {
  const { data, error } = await supabase.from('user_profiles').select('display_name').eq('id', userId).maybeSingle();
  if (error) throw error;
  const name = (data as { display_name?: unknown } | null)?.display_name;
  return typeof name === 'string' && name ? name : null;
}

export async function setDisplayName(supabase: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await supabase.rpc('set_display_name', { name });
  if (error) throw error;
  return String((data as { display_name?: unknown } | null)?.display_name ?? name);
}

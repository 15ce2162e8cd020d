import { useEffect } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useModeration, type Moderation } from './use-moderation';

/**
 * Issue 14: the admin's deletions in their own chunk. They ask through the shared confirmation,
 * with its Alert and the deletion code; only the admin needs them, so the forum renders this for the
 * admin alone, and it hands the forum its `Moderation` once loaded.
 */
export function ModerationHost({ supabase, onReady }: { supabase: SupabaseClient; onReady: (moderation: Moderation) => void }) {
  const moderation = useModeration(supabase);
  useEffect(() => onReady(moderation), [moderation, onReady]);
  return null;
}

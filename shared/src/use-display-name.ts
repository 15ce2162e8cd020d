// The signed-in user's forum name: read once from their own profile, changed through
// set_display_name. `save` throws the database's error (the modal shows it inline).
import { useCallback, useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { logError } from './supabase';
import { getMyDisplayName, setDisplayName } from './display-name';

export interface DisplayName {
  /** null while loading, or when the profile has none. */
  name: string | null;
  loading: boolean;
  save: (name: string) => Promise<string>;
}

export function useDisplayName(supabase: SupabaseClient, userId: string | undefined): DisplayName {
  const [name, setName] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(userId));

  useEffect(() => {
    if (!userId) return;
    let live = true;
    getMyDisplayName(supabase, userId).then(
      (n) => {
        if (!live) return;
        setName(n);
        setLoading(false);
      },
      (error: unknown) => {
        logError('carregar seu nome no fórum', error);
        if (live) setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [supabase, userId]);

  const save = useCallback(
    async (next: string) => {
      const saved = await setDisplayName(supabase, next);
      setName(saved);
      return saved;
    },
    [supabase],
  );

  return { name, loading, save };
}

import { createContext, useContext } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Plan, RuntimeConfig, StoredUser } from '@semmultas/shared/types';
import type { ColorMode } from '@semmultas/shared/ui/theme';
import type { RemoteRegistry } from '../runtime/remote-registry';

export interface ShellState {
  supabase: SupabaseClient;
  config: RuntimeConfig;
  registry: RemoteRegistry;
  user: StoredUser | null;
  plan: Plan;
  /** Stores the user locally (or clears it with null) and updates every guard. */
  setUser(user: StoredUser | null): void;
  signOut(): Promise<void>;
  colorMode: ColorMode;
  toggleColorMode(): void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell fora do ShellProvider');
  return value;
}

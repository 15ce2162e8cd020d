import { createContext, useContext, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface AdminContextValue {
  /** The shell's client: one session for the whole app. */
  supabase: SupabaseClient;
  /** The signed-in admin (their own profile cannot be deleted). */
  userId: string | null;
  /** DECISIONS.md 11: from /config.json, 'GPL' when absent. Never committed. */
  ckeditorLicenseKey: string;
  /** Where the shell mounted the panel, e.g. "/admin". */
  basePath: string;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({ value, children }: { value: AdminContextValue; children: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin fora do AdminProvider');
  return value;
}

// Entity shapes of SPEC §3 and the remote contract of ARCHITECTURE.md. Types are the
// documentation of shapes: every package reads them from here.
import type { SupabaseClient, User } from '@supabase/supabase-js';

export type Plan = 'premium' | 'expired' | 'free';

export interface UserProfile {
  id: string;
  email: string | null;
  is_premium: boolean | null;
  plan_expiration: string | null; // yyyy-mm-dd
  is_admin: boolean | null;
  created_at?: string;
}

/** The locally stored user: the auth user plus the plan fields read from user_profiles. */
export type StoredUser = Pick<User, 'id' | 'email'> &
  Partial<Omit<User, 'id' | 'email'>> & {
    is_premium: boolean;
    plan_expiration: string | null;
    is_admin: boolean;
  };

export type LinkType = 0 | 1 | 2;

export interface Post {
  id: number;
  title: string;
  description: string | null;
  link_url: string | null;
  state_id: number;
  type_link: LinkType;
  html_archive: string | null;
  created_at?: string;
}

export type ConteudoType = 0 | 1 | 2;

export interface Conteudo {
  id: number;
  title: string;
  type: ConteudoType;
  author: string | null;
  data: string | null; // yyyy-mm-dd
  image: string | null;
  content: string | null; // HTML
  created_at?: string;
}

export type TransactionType = 'Entrada' | 'Saída';

export interface Transaction {
  id: number;
  description: string;
  amount: number; // reais, >= 0; the sign comes from type
  type: TransactionType;
  /** null: no category (imported lines, or a category deleted with 'clear'). */
  category: string | null;
  date: string; // yyyy-mm-dd
}

export interface Category {
  id: number;
  name: string;
}

export interface FluxoCaixa {
  user_id: string;
  transactions: Transaction[];
  categories: Category[];
}

export interface ForumResponse {
  /** uuid given by forum_reply; moderation deletes a reply by it. Older rows may lack one. */
  id?: string;
  user_email: string;
  response: string;
  date: string; // ISO
}

export interface ForumThread {
  id: number;
  user_email: string;
  description: string;
  responses: ForumResponse[];
  created_at?: string;
  /** Author's auth id (set by the database from the token); null once the account is gone. */
  user_id?: string | null;
}

export interface AssinaturaPlano {
  id?: number;
  email: string;
  created_at: string;
}

export interface State {
  id: number;
  state_name: string;
  sigla: string;
  image_url: string;
}

/** What the shell hands every remote's ./App (ARCHITECTURE "The remote contract"). */
export interface RemoteProps {
  supabase: SupabaseClient;
  user: StoredUser | null;
  plan: Plan;
  basePath: string;
  /** Deploy-time configuration (/config.json); optional so a remote can run in a dev host. */
  config?: RuntimeConfig;
}

export type RemoteName = 'landing' | 'sefaz' | 'contents' | 'calculators' | 'cashflow' | 'forum' | 'admin';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
  checkoutUrl: string;
  contactEmail: string;
  supportUrl?: string;
  ckeditorLicenseKey?: string;
}

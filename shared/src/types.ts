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
  /** Type 0: whether link_url lets the app frame it, checked when the admin saved (issue 21); null = unknown. */
  frame_allowed?: boolean | null;
  frame_reason?: string | null;
  frame_checked_at?: string | null;
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
  /** A premium tip ("Dicas detalhadas e atualizadas", SPEC §6); false for the basic ones. */
  is_premium?: boolean;
  /**
   * Set by conteudos_visiveis() for a premium tip read on the free plan: `content` then holds
   * only its first lines (supabase/README.md "Premium tips").
   */
  bloqueado?: boolean;
  created_at?: string;
  // Partner accountants (type 1, issue 21): where they work, what they do, how to reach them.
  uf?: string | null;
  cidade?: string | null;
  especialidades?: string[];
  /** Digits only: DDD + number. */
  telefone?: string | null;
  /** Digits only, with the country code 55. */
  whatsapp?: string | null;
  email_contato?: string | null;
  site?: string | null;
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

/** A forum reply as forum_get_thread / forum_reply return it (never an e-mail: LGPD). */
export interface ForumReply {
  /** uuid given by forum_reply; moderation deletes a reply by it. */
  id: string;
  /** Author's auth id; null for an old reply whose account no longer exists. */
  user_id: string | null;
  /** The author's forum name (user_profiles.display_name). */
  author_name: string;
  response: string;
  date: string; // ISO
}

/** A thread as forum_list_threads lists it: no replies, only how many and when the last one came. */
export interface ForumThreadSummary {
  id: number;
  user_id: string | null;
  author_name: string;
  description: string;
  created_at?: string;
  reply_count: number;
  last_reply_at: string | null;
  /** The thread holds the maximum of replies (2,000) and accepts no more. */
  is_full: boolean;
  /** While searching: the first reply that explains why the thread was found. */
  match?: Pick<ForumReply, 'author_name' | 'response'> | null;
}

/** One open thread (forum_get_thread) with the replies loaded so far, in the order written. */
export interface ForumThread extends ForumThreadSummary {
  max_replies: number;
  replies: ForumReply[];
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

/**
 * Optional named export `warm` of a remote's ./App (issue 14): called by the shell when the
 * person is about to open the area (hover or focus on its menu entry), to start the area's
 * first read early. It must change nothing the person would see, and cost one read at most.
 */
export type WarmArea = (
  props: Pick<RemoteProps, 'supabase' | 'plan'> & {
    /** The base path about to be opened, when the remote serves several. */ basePath?: string;
  },
) => void;

export type RemoteName = 'landing' | 'sefaz' | 'contents' | 'calculators' | 'cashflow' | 'forum' | 'admin' | 'agenda';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
  contactEmail: string;
  /** The current year in America/Sao_Paulo when /config.json was served (the footer's ©). */
  copyrightYear?: string;
  supportUrl?: string;
  ckeditorLicenseKey?: string;
  /** The company behind the service: footer and legal pages (issue 21). */
  companyLegalName?: string;
  companyCnpj?: string;
  companyAddress?: string;
}

import type { SupabaseClient } from '@supabase/supabase-js';
import { PAYMENT_COLUMNS, type Payment } from '@semmultas/shared/billing';
import type { AssinaturaPlano, UserProfile } from '@semmultas/shared/types';
import { rowsOrThrow } from '../../../lib/results';

// DECISIONS.md 13: written by the payment side only; the admin reads.
export async function listAssinaturas(supabase: SupabaseClient): Promise<AssinaturaPlano[]> {
  return rowsOrThrow<AssinaturaPlano>(await supabase.from('assinaturas_plano').select('*').order('created_at', { ascending: false }));
}

/** The profiles, to show beside each payment whether its buyer's plan is already active. */
export async function listProfilePlans(
  supabase: SupabaseClient,
): Promise<Pick<UserProfile, 'id' | 'email' | 'is_premium' | 'plan_expiration' | 'is_admin'>[]> {
  return rowsOrThrow(await supabase.from('user_profiles').select('id, email, is_premium, plan_expiration, is_admin'));
}

/** Every charge the provider reported (issue 20), newest first; the admin reads, nobody writes. */
export interface Cobranca extends Payment {
  user_id: string | null;
  provider: string;
}

export async function listCobrancas(supabase: SupabaseClient): Promise<Cobranca[]> {
  return rowsOrThrow<Cobranca>(
    await supabase.from('payments').select(`${PAYMENT_COLUMNS}, user_id, provider`).order('created_at', { ascending: false }),
  );
}

// Every charge the provider reported (issue 20), each with its buyer's e-mail (read only).
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { listCobrancas, listProfilePlans, type Cobranca } from './assinaturas';

export interface CobrancaRow extends Cobranca {
  email: string;
}

export async function loadCobrancas(supabase: SupabaseClient): Promise<CobrancaRow[]> {
  const [cobrancas, profiles] = await Promise.all([listCobrancas(supabase), listProfilePlans(supabase)]);
  const emailOf = new Map(profiles.map((p) => [p.id, p.email]));
  return cobrancas.map((c) => ({ ...c, email: (c.user_id && emailOf.get(c.user_id)) || 'Conta excluída' }));
}

export const cobrancasQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['admin', 'cobrancas'], queryFn: () => loadCobrancas(supabase), meta: { label: 'carregar cobranças' } });

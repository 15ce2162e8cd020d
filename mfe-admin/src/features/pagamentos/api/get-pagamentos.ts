// The payments the provider recorded, each beside the plan its buyer has now (read only).
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { normalizeSearch } from '@semmultas/shared/format';
import { planStatus } from '@semmultas/shared/plan';
import type { AssinaturaPlano } from '@semmultas/shared/types';
import { listAssinaturas, listProfilePlans } from './assinaturas';

/** A payment beside the plan its buyer has now: the admin checks one against the other. */
export interface PagamentoRow extends AssinaturaPlano {
  key: string;
  situacao: 'premium' | 'expired' | 'free' | 'admin' | 'sem-cadastro';
}

export async function loadPagamentos(supabase: SupabaseClient): Promise<PagamentoRow[]> {
  const [assinaturas, profiles] = await Promise.all([listAssinaturas(supabase), listProfilePlans(supabase)]);
  const byEmail = new Map(profiles.filter((p) => p.email).map((p) => [normalizeSearch(p.email), p]));
  return assinaturas.map((a, i) => {
    const profile = byEmail.get(normalizeSearch(a.email));
    const situacao: PagamentoRow['situacao'] = !profile ? 'sem-cadastro' : profile.is_admin ? 'admin' : planStatus(profile);
    return { ...a, key: String(a.id ?? `${a.email}-${a.created_at}-${i}`), situacao };
  });
}

export const pagamentosQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['admin', 'pagamentos'], queryFn: () => loadPagamentos(supabase), meta: { label: 'carregar pagamentos' } });

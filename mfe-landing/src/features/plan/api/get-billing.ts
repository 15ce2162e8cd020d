// "Minha assinatura"'s read (issue 20): the user's payments and latest subscription, through the
// landing remote's query cache (issue 17). An action whose answer is not the row (cancel) makes
// this key stale, and the card reads it again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadBilling } from '@semmultas/shared/billing';

export const BILLING_KEY = ['billing'] as const;

export const billingQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({
    queryKey: BILLING_KEY,
    queryFn: () => loadBilling(supabase),
    meta: { label: 'carregar a assinatura' },
  });

export function useBilling(supabase: SupabaseClient) {
  return useQuery(billingQueryOptions(supabase));
}

// How every write of the agenda reaches the cache (issue 17, README "Server state: one way"):
// the row the server returns goes into the cached list instead of reading it all again.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Changes the cached value of `queryKey` with a write's answer. A read under way is cancelled
 * first (its answer is older than the write); when nothing is cached yet (the first read was
 * under way, and cancelling it left nothing) the key is read again instead.
 */
export async function mudarNoCache<T>(client: QueryClient, queryKey: QueryKey, mudar: (atual: T) => T): Promise<void> {
  await client.cancelQueries({ queryKey });
  const atual = client.getQueryData<T>(queryKey);
  if (atual === undefined) await client.invalidateQueries({ queryKey });
  else client.setQueryData<T>(queryKey, mudar(atual));
}

/**
 * A write as a mutation whose answer goes into the cache of `queryKey` (never retried: it may
 * have been applied). `mutateAsync` resolves once the cache holds the answer, and throws what
 * the write threw: the caller says the failure where the user acted.
 */
export function useGravacao<V, R, T>(queryKey: QueryKey, gravar: (vars: V) => Promise<R>, mudar: (atual: T, resposta: R, vars: V) => T) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: gravar,
    onSuccess: (resposta, vars) => mudarNoCache<T>(client, queryKey, (atual) => mudar(atual, resposta, vars)),
  });
}

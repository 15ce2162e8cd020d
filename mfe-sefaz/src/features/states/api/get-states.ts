// SPEC §7: GET /states.json, the static list the shell publishes (DECISIONS.md 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@semmultas/shared/types';
import { STATES } from '@semmultas/shared/states';
import { logError } from '@semmultas/shared/supabase';

/** A state as read from /states.json; the sigla may be missing ('' then), SPEC §2 says what to do. */
export function parseStates(json: unknown): State[] {
  if (!Array.isArray(json)) throw new Error('states.json não é uma lista');
  return json
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .filter((s) => typeof s.id === 'number' && typeof s.state_name === 'string')
    .map((s) => ({
      id: s.id as number,
      state_name: s.state_name as string,
      sigla: typeof s.sigla === 'string' ? s.sigla.trim().toUpperCase() : '',
      image_url: typeof s.image_url === 'string' ? s.image_url : '',
    }));
}

/**
 * If the shell cannot serve the list (the remote's own dev host, a CDN hiccup) the copy bundled
 * from the same file keeps the page usable.
 */
export async function getStates(fetchImpl: typeof fetch = globalThis.fetch): Promise<State[]> {
  try {
    const res = await fetchImpl('/states.json', { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const list = parseStates(await res.json());
    if (list.length === 0) throw new Error('states.json vazio');
    return list;
  } catch (error) {
    logError('carregar /states.json (usando a lista embutida)', error);
    return STATES;
  }
}

/** The list is static: one request per visit (never stale, never dropped from the cache). */
export const statesQueryOptions = (fetchImpl?: typeof fetch) =>
  queryOptions({ queryKey: ['states'], queryFn: () => getStates(fetchImpl), staleTime: Infinity, gcTime: Infinity });

export function useStates() {
  return useQuery(statesQueryOptions());
}

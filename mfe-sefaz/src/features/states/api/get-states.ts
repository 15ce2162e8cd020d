// SPEC §7: GET /states.json, the static list the shell publishes (DECISIONS.md 7).
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

let cached: Promise<State[]> | null = null;

/**
 * The list is static: one request per visit. If the shell cannot serve it (the remote's own
 * dev host, a CDN hiccup) the copy bundled from the same file keeps the page usable.
 */
export function getStates(fetchImpl: typeof fetch = globalThis.fetch): Promise<State[]> {
  cached ??= (async () => {
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
  })();
  return cached;
}

/** For tests. */
export function resetStatesCache(): void {
  cached = null;
}

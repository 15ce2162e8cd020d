import type { State } from '@semmultas/shared/types';
import { filterBySearch, searchTerms } from '@semmultas/shared/search';

/**
 * States whose name or sigla match the query ("sao" → São Paulo, "mg" → Minas Gerais).
 * A query that is exactly a sigla puts that state first ("pa": Pará before Paraná, Amapá…).
 */
export function filterStates(states: readonly State[], query: string): State[] {
  const found = filterBySearch(states, query, (s) => [s.state_name, s.sigla]);
  const terms = searchTerms(query);
  if (terms.length !== 1) return found;
  const exact = found.findIndex((s) => s.sigla.toLowerCase() === terms[0]);
  if (exact <= 0) return found;
  return [found[exact]!, ...found.slice(0, exact), ...found.slice(exact + 1)];
}

/** The state for a sigla in the address, in any case ("sp" or "SP"). */
export function findStateBySigla(states: readonly State[], sigla: string | undefined): State | undefined {
  const wanted = sigla?.trim().toUpperCase();
  if (!wanted) return undefined;
  return states.find((s) => s.sigla === wanted);
}

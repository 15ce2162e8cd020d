// DECISIONS.md 7: the 27 federative units, ids 1–27 in alphabetical order of their names.
// states.json is the one source: the shell publishes it as /states.json and ships the images.
import type { State } from './types';
import statesJson from './states.json';

export const RECEITA_FEDERAL_ID = 28;
export const RELACIONADAS_ID = 29;
export const ALL_STATES_ID = 30;

export const STATES: State[] = statesJson as State[];

/** Names for the special ids, for pickers that list states plus 28, 29 and 30. */
export const SPECIAL_STATE_NAMES: Record<number, string> = {
  [RECEITA_FEDERAL_ID]: 'Receita Federal',
  [RELACIONADAS_ID]: 'Relacionadas',
  [ALL_STATES_ID]: 'Todos os estados',
};

export function stateName(id: number): string {
  return STATES.find((s) => s.id === id)?.state_name ?? SPECIAL_STATE_NAMES[id] ?? `Estado ${id}`;
}

export function stateBySigla(sigla: string | undefined): State | undefined {
  if (!sigla) return undefined;
  const upper = sigla.toUpperCase();
  return STATES.find((s) => s.sigla === upper);
}

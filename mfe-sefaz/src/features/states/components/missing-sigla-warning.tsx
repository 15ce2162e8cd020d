import { useEffect } from 'react';
import { MSG } from '@semmultas/shared/messages';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

/**
 * SPEC §2's toast for a state without sigla, shown each time `at` changes (a click). Its own
 * chunk (issue 14); the toasts' code itself loads with the shell's message holders
 * (shared/src/ui/lazy-app.tsx).
 */
export function MissingSiglaWarning({ at }: { at: number }) {
  const { message } = useAppApis();
  useEffect(() => {
    void message.warning(MSG.stateWithoutSigla);
  }, [at, message]);
  return null;
}

import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { MSG } from '@semmultas/shared/messages';

/**
 * SPEC §2's toast for a state without sigla, shown each time `at` changes (a click). Its own
 * chunk (issue 14): antd's App, which brings Modal and the toasts' code, is needed only then.
 */
export function MissingSiglaWarning({ at }: { at: number }) {
  const { message } = AntApp.useApp();
  useEffect(() => {
    void message.warning(MSG.stateWithoutSigla);
  }, [at, message]);
  return null;
}

// SPEC §8 alerts through antd's message (DECISIONS.md 6): the spec's sentence exactly, with the
// database's own explanation under it when it refused an invalid value.
import { useMemo } from 'react';

import { logError } from '@semmultas/shared/supabase';
import { validationDetail } from './results';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

export function useNotify() {
  const { message } = useAppApis();
  return useMemo(
    () => ({
      error(text: string, error: unknown) {
        logError(text, error);
        const detail = validationDetail(error);
        message.error(
          detail ? (
            <span>
              <span>{text}</span>
              <span style={{ display: 'block', fontSize: 12, opacity: 0.8 }}>{detail}</span>
            </span>
          ) : (
            text
          ),
        );
      },
      success(text: string) {
        message.success(text);
      },
    }),
    [message],
  );
}

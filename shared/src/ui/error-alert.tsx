// Issue 14: antd's Alert (~15 KB of minified JavaScript with its icons) for an error that shows
// only after something failed: a write in a confirmation, a calculation's input. Fetched when a
// failure becomes possible (preloadErrorAlert: a dialog opens, the pointer reaches Calcular) and
// drawn at once when it is in; until then, or if it cannot come (the very network that failed),
// the same words. One live region around either, so the failure is said once.
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import type { AlertProps } from 'antd/es/alert';
import { lazyScreen } from '../lazy-screen';
import { logError } from '../supabase';

/** The failure in words, as antd's Alert says it. */
function InWords({ title, description }: Pick<AlertProps, 'title' | 'description'>) {
  return (
    <div>
      <strong>{title}</strong>
      <div>{description}</div>
    </div>
  );
}

const AntdAlert = lazyScreen<AlertProps>(() =>
  import('antd/es/alert').then(
    (m) => m.default,
    (error: unknown) => {
      logError('carregar o aviso de erro', error);
      return InWords;
    },
  ),
);

/** Starts fetching antd's Alert (once). */
export const preloadErrorAlert = AntdAlert.preload;

/** An error (antd's `<Alert type="error" showIcon>`) in its own live region. */
export function ErrorAlert({ title, description, style }: { title: ReactNode; description: ReactNode; style?: CSSProperties }) {
  return (
    <div role="alert" style={style}>
      <Suspense fallback={<InWords title={title} description={description} />}>
        <AntdAlert.Screen type="error" showIcon role="presentation" title={title} description={description} />
      </Suspense>
    </div>
  );
}

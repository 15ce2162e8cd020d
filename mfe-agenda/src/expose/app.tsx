import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { AgendaPage } from '../features/agenda/components/agenda-page';

/** Issue 14: the reminders and calendar page (its e-mail and feed settings) loads when opened. */
const Lembretes = lazyScreen<RemoteProps>(() => import('../features/agenda/components/lembretes-page').then((m) => m.LembretesPage));

export { AGENDA_TITLE } from '../features/agenda/utils/titulo';

/** /agenda-tributaria (issue 19): the due dates of the user's companies, and their reminders. */
function Area(props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<AgendaPage {...props} />} />
      <Route
        path="lembretes"
        element={
          <Suspense fallback={<PlainSkeleton label="Carregando a página" rows={5} />}>
            <Lembretes.Screen {...props} />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={props.basePath} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Area);

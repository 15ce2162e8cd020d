import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { AgendaPage } from '../features/agenda/components/agenda-page';
import { LembretesPage } from '../features/agenda/components/lembretes-page';

export { AGENDA_TITLE } from '../features/agenda/utils/titulo';

/** /agenda-tributaria (issue 19): the due dates of the user's companies, and their reminders. */
function Area(props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<AgendaPage {...props} />} />
      <Route path="lembretes" element={<LembretesPage {...props} />} />
      <Route path="*" element={<Navigate to={props.basePath} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Area);

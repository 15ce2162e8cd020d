import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { findArea } from '@semmultas/shared/routes';
import { StatesPage } from '../features/states/components/states-page';
import { StatePage } from '../app/pages/state-page';
import { ReceitaFederalPage } from '../app/pages/receita-federal-page';
import { RelacionadasPage } from '../app/pages/relacionadas-page';

/**
 * The shell mounts this one App at /sefaz-estaduais, /receita-federal and /relacionadas;
 * each base path has its own nested routes. Anything deeper than a page goes back to it.
 */
function Area({ supabase, user, basePath }: RemoteProps) {
  const title = findArea(basePath)?.title ?? 'SEFAZ Estaduais';
  const home = <Navigate to={basePath} replace />;
  if (basePath === '/receita-federal')
    return (
      <Routes>
        <Route index element={<ReceitaFederalPage supabase={supabase} user={user} />} />
        <Route path="*" element={home} />
      </Routes>
    );
  if (basePath === '/relacionadas')
    return (
      <Routes>
        <Route index element={<RelacionadasPage supabase={supabase} user={user} title={title} />} />
        <Route path="*" element={home} />
      </Routes>
    );
  return (
    <Routes>
      <Route index element={<StatesPage title={title} />} />
      <Route path=":sigla" element={<StatePage supabase={supabase} basePath={basePath} />} />
      <Route path="*" element={home} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Area);

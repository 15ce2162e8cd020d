import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { findArea } from '@semmultas/shared/routes';
import { StatesPage } from '../features/states/components/states-page';
import { PageSlot, ReceitaFederalScreen, RelacionadasScreen, StatePageScreen } from '../app/sefaz-pages';

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
        <Route
          index
          element={
            <PageSlot>
              <ReceitaFederalScreen.Screen supabase={supabase} user={user} />
            </PageSlot>
          }
        />
        <Route path="*" element={home} />
      </Routes>
    );
  if (basePath === '/relacionadas')
    return (
      <Routes>
        <Route
          index
          element={
            <PageSlot>
              <RelacionadasScreen.Screen supabase={supabase} user={user} title={title} />
            </PageSlot>
          }
        />
        <Route path="*" element={home} />
      </Routes>
    );
  return (
    <Routes>
      <Route index element={<StatesPage title={title} onOpening={StatePageScreen.preload} />} />
      <Route
        path=":sigla"
        element={
          <PageSlot>
            <StatePageScreen.Screen supabase={supabase} basePath={basePath} />
          </PageSlot>
        }
      />
      <Route path="*" element={home} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Area);

/**
 * Issue 14: the person is about to open the area at `basePath` (a menu entry's hover or focus, or
 * the visit's first page): its page's chunk starts; the states' list is in the first chunk.
 */
export const warm: WarmArea = ({ basePath }) => {
  if (basePath === '/receita-federal') void ReceitaFederalScreen.preload();
  if (basePath === '/relacionadas') void RelacionadasScreen.preload();
};

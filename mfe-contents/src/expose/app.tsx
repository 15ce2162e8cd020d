import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { ConteudosListPage } from '../features/conteudos/components/conteudos-list-page';
import { ConteudoDetailScreen } from '../features/conteudos/components/conteudo-detail-screen';
import { areaByPath, CONTEUDO_AREAS } from '../features/conteudos/utils/conteudo-types';

/**
 * The shell mounts this one App at /dicas-tributarias, /contadores-parceiros,
 * /indicacao-apps (the three lists) and /conteudos (the detail page, /conteudos/{id}).
 */
function Area({ supabase, user, basePath }: RemoteProps) {
  if (basePath === '/conteudos')
    return (
      <Routes>
        <Route
          path=":id"
          element={
            <Suspense fallback={<PlainSkeleton label="Carregando conteúdo" rows={8} />}>
              <ConteudoDetailScreen.Screen supabase={supabase} user={user} />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={CONTEUDO_AREAS[0]!.path} replace />} />
      </Routes>
    );
  // DECISIONS.md 1: the home card's spelling is an alias of the apps route.
  const area = areaByPath(basePath === '/indicacao-de-apps' ? '/indicacao-apps' : basePath) ?? CONTEUDO_AREAS[0]!;
  return (
    <Routes>
      <Route index element={<ConteudosListPage key={area.type} supabase={supabase} user={user} area={area} />} />
      <Route path="*" element={<Navigate to={area.path} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Area);

import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { FRESH_MS } from '@semmultas/shared/query';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { ConteudosListPage } from '../features/conteudos/components/conteudos-list-page';
import { ConteudoDetailScreen } from '../features/conteudos/components/conteudo-detail-screen';
import { areaByPath, CONTEUDO_AREAS } from '../features/conteudos/utils/conteudo-types';
import { conteudosFrom, conteudosQueryOptions } from '../features/conteudos/api/get-conteudos';
import { conteudosFirstRead, prefetchFirstRead } from '@semmultas/shared/first-read';

/** The list a base path opens (DECISIONS.md 1: the home card's spelling is an alias of the apps route). */
const listArea = (basePath: string) => areaByPath(basePath === '/indicacao-de-apps' ? '/indicacao-apps' : basePath);

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
  const area = listArea(basePath) ?? CONTEUDO_AREAS[0]!;
  return (
    <Routes>
      <Route index element={<ConteudosListPage key={area.type} supabase={supabase} user={user} area={area} />} />
      <Route path="*" element={<Navigate to={area.path} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
const App = withQueryProvider(Area);
export default App;

/**
 * Issue 14: the shell calls this when the person is about to open one of the lists (the pointer
 * rests on its menu entry, or the visit opens on it and this code has just arrived): the list's
 * read starts then, in the client the page takes when it mounts (withQueryProvider's warm),
 * instead of after the shell and the area have rendered. It counts as any read does (FRESH_MS).
 * What the plan may not read, the database refuses, as it would on the page. When the visit
 * opened on the list, index.html's script has already made that read (@semmultas/shared/first-read)
 * and painted its first cards: its answer is the page's first read.
 */
export const warm: WarmArea = ({ supabase, basePath }) => {
  const area = basePath ? listArea(basePath) : undefined;
  if (area)
    App.warm(
      (client) =>
        prefetchFirstRead(client, conteudosQueryOptions(supabase, area.type), conteudosFirstRead(area.type), conteudosFrom, FRESH_MS),
      FRESH_MS,
    );
};

import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { ABAS_CALCULADORAS, AreaCalculadoras } from '../app/area-calculadoras';

/**
 * Mounted by the shell at /calculadora-icms inside its layout, behind the premium guard
 * (the shell sends free and expired plans to /plano_premium before this renders).
 * DECISIONS.md 14: ICMS at the base path, then /simples, /mei and /atraso.
 */
function Area({ supabase, user, basePath }: RemoteProps) {
  const usuarioId = user?.id ?? null;
  return (
    <Routes>
      <Route element={<AreaCalculadoras basePath={basePath} />}>
        {/* Issue 14: each tab's page in its own chunk (app/area-calculadoras.tsx). */}
        {ABAS_CALCULADORAS.map(({ caminho, pagina: { Screen } }) => {
          const pagina = <Screen usuarioId={usuarioId} supabase={supabase} />;
          return caminho ? <Route key={caminho} path={caminho} element={pagina} /> : <Route key="" index element={pagina} />;
        })}
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Route>
    </Routes>
  );
}

/** The calculators' own query cache (issue 17): the late-payment page's Selic table. */
export default withQueryProvider(Area);

/** Issue 14: the person is about to open the area (hover or focus on its menu entry): its default tab's chunk starts. */
export const warm: WarmArea = () => {
  void ABAS_CALCULADORAS[0].pagina.preload();
};

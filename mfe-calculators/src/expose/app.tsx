import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { AreaCalculadoras } from '../app/area-calculadoras';
import { CalculadoraIcmsPage } from '../features/calculadora-icms/components/calculadora-icms-page';
import { AcrescimosPage } from '../features/acrescimos/components/acrescimos-page';
import { MeiPage } from '../features/mei/components/mei-page';
import { SimplesPage } from '../features/simples-nacional/components/simples-page';

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
        <Route index element={<CalculadoraIcmsPage usuarioId={usuarioId} />} />
        <Route path="simples" element={<SimplesPage usuarioId={usuarioId} />} />
        <Route path="mei" element={<MeiPage usuarioId={usuarioId} />} />
        <Route path="atraso" element={<AcrescimosPage usuarioId={usuarioId} supabase={supabase} />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Route>
    </Routes>
  );
}

/** The calculators' own query cache (issue 17): the late-payment page's Selic table. */
export default withQueryProvider(Area);

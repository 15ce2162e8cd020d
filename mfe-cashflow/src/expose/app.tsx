import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { FluxoCaixaPage } from '../features/fluxo-caixa/components/fluxo-caixa-page';

/**
 * /fluxo-caixa: premium writes; an expired plan still reads and exports its own entries
 * (issue 21: the data is always the owner's). The shell guards the route and the database
 * decides (RLS: the owner reads with any plan, writes only with an active one).
 */
function Cashflow({ supabase, basePath, plan }: RemoteProps) {
  return (
    <Routes>
      <Route index element={<FluxoCaixaPage supabase={supabase} readOnly={plan !== 'premium'} />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Cashflow);

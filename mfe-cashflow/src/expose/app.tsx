import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { LEDGER_FRESH_MS, ledgerQueryOptions } from '../features/fluxo-caixa/api/get-ledger';
import { FluxoCaixaPage } from '../features/fluxo-caixa/components/fluxo-caixa-page';

/**
 * /fluxo-caixa: premium writes; an expired plan still reads and exports its own entries
 * (issue 21: the data is always the owner's). The shell guards the route and the database
 * decides (RLS: the owner reads with any plan, writes only with an active one).
 */
function Cashflow({ supabase, basePath, plan }: RemoteProps) {
  const readOnly = plan !== 'premium';
  return (
    <Routes>
      <Route index element={<FluxoCaixaPage supabase={supabase} readOnly={readOnly} />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
const App = withQueryProvider(Cashflow);
export default App;

/**
 * The shell calls this when the person is about to open the area (the pointer rests on its
 * menu entry, or the keyboard focuses it): the page's own read starts then, in the client the
 * page will take when it mounts (withQueryProvider's warm), and counts for LEDGER_FRESH_MS, the
 * age at which the page would read again anyway. The free plan does not open the ledger.
 */
export const warm: WarmArea = ({ supabase, plan }) => {
  if (plan !== 'free') App.warm((client) => client.prefetchQuery(ledgerQueryOptions(supabase, plan !== 'premium')), LEDGER_FRESH_MS);
};

import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { ledgerPageOpen, warmLedger } from '../features/fluxo-caixa/api/get-ledger';
import { FluxoCaixaPage } from '../features/fluxo-caixa/components/fluxo-caixa-page';

/**
 * /fluxo-caixa: premium writes; an expired plan still reads and exports its own entries
 * (issue 21: the data is always the owner's). The shell guards the route and the database
 * decides (RLS: the owner reads with any plan, writes only with an active one).
 */
function Cashflow({ supabase, basePath, plan }: RemoteProps) {
  const readOnly = plan !== 'premium';
  // While the page is on screen a hover on its menu entry warms nothing (api/get-ledger.ts).
  useEffect(ledgerPageOpen, []);
  return (
    <Routes>
      <Route index element={<FluxoCaixaPage supabase={supabase} readOnly={readOnly} />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
export default withQueryProvider(Cashflow);

/**
 * The shell calls this when the person is about to open the area (the pointer rests on its
 * menu entry, or the keyboard focuses it): the ledger's read starts then, and the page takes
 * it when it mounts (api/get-ledger.ts). The free plan does not open the ledger: nothing to read.
 */
export const warm: WarmArea = ({ supabase, plan }) => {
  if (plan !== 'free') warmLedger(supabase, plan !== 'premium');
};

import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { FluxoCaixaPage } from '../features/fluxo-caixa/components/fluxo-caixa-page';

/** /fluxo-caixa (premium; the shell guards the route, the database refuses the data otherwise). */
export default function App({ supabase, basePath }: RemoteProps) {
  return (
    <Routes>
      <Route index element={<FluxoCaixaPage supabase={supabase} />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

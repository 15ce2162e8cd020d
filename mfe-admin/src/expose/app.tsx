// ./App of the admin remote: the shell mounts it at /admin (admin only) inside its admin frame.
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { AdminProvider, type AdminContextValue } from '../lib/admin-context';
import { AdminLayout } from '../app/admin-layout';
import { AtosPage } from '../features/atos/components/atos-page';
import { ConteudosPage } from '../features/conteudos/components/conteudos-page';
import { PagamentosPage } from '../features/pagamentos/components/pagamentos-page';
import { PaginasLegaisPage } from '../features/paginas-legais/components/paginas-legais-page';
import { PostsPage } from '../features/posts/components/posts-page';
import { TaxasSelicPage } from '../features/taxas-selic/components/taxas-selic-page';
import { UsuariosPage } from '../features/usuarios/components/usuarios-page';

function Area({ supabase, user, basePath, config }: RemoteProps) {
  const value = useMemo<AdminContextValue>(
    () => ({ supabase, userId: user?.id ?? null, basePath, ckeditorLicenseKey: config?.ckeditorLicenseKey || 'GPL' }),
    [supabase, user?.id, basePath, config?.ckeditorLicenseKey],
  );
  return (
    <AdminProvider value={value}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<PostsPage />} />
          <Route path="conteudos" element={<ConteudosPage />} />
          <Route path="usuarios" element={<UsuariosPage />} />
          <Route path="pagamentos" element={<PagamentosPage />} />
          <Route path="paginas-legais" element={<PaginasLegaisPage />} />
          <Route path="atos-extraordinarios" element={<AtosPage />} />
          <Route path="taxas-selic" element={<TaxasSelicPage />} />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Route>
      </Routes>
    </AdminProvider>
  );
}

/** The admin's own query cache (issue 17): its tables are read once and kept in step with its writes. */
export default withQueryProvider(Area);

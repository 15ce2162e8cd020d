// ./App of the admin remote: the shell mounts it at /admin (admin only) inside its admin frame.
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { AdminProvider, type AdminContextValue } from '../lib/admin-context';
import { AdminLayout } from '../app/admin-layout';
import { ADMIN_PAGES } from '../app/admin-pages';

function Area({ supabase, user, basePath, config }: RemoteProps) {
  const value = useMemo<AdminContextValue>(
    () => ({ supabase, userId: user?.id ?? null, basePath, ckeditorLicenseKey: config?.ckeditorLicenseKey || 'GPL' }),
    [supabase, user?.id, basePath, config?.ckeditorLicenseKey],
  );
  return (
    <AdminProvider value={value}>
      <Routes>
        <Route element={<AdminLayout />}>
          {/* Issue 14: each page in its own chunk (app/admin-pages.tsx); the layout shows a skeleton while one loads. */}
          {ADMIN_PAGES.map(({ path, screen: { Screen } }) =>
            path ? <Route key={path} path={path} element={<Screen />} /> : <Route key="" index element={<Screen />} />,
          )}
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Route>
      </Routes>
    </AdminProvider>
  );
}

/** The admin's own query cache (issue 17): its tables are read once and kept in step with its writes. */
export default withQueryProvider(Area);

/**
 * Issue 14: the shell calls this when the admin is about to open the panel (hover or focus on
 * its entry): the landing page's chunk starts then, so the click finds it in.
 */
export const warm: WarmArea = () => {
  void ADMIN_PAGES[0]!.screen.preload();
};

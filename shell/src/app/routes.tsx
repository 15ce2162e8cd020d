import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LEGAL_PAGES } from '@semmultas/shared/legal';
import { AREAS } from '@semmultas/shared/routes';
import { isRecoveryHash } from '../features/auth/recovery-tokens';
import { RecoveryRedirect } from '../features/auth/recovery-redirect';
import { LoginPage } from '../features/auth/login-page';
import { SignupPage } from '../features/auth/signup-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { Guard } from '../features/guards/guard';
import { AccountPage } from '../features/account/account-page';
import { HomePage } from '../features/home/home-page';
import { AdminLayout, AppLayout } from '../features/layout/app-layout';
import { SuccessPage } from '../features/pages/success-page';
import { RemoteRoute } from '../runtime/remote-route';

const REMOTE_AREAS = AREAS.filter((a) => a.remote && a.access !== 'admin');
const LegalPage = lazy(() => import(/* webpackChunkName: "legal-page" */ '../features/pages/legal-page'));

export function AppRoutes() {
  const { pathname, hash } = useLocation();
  // A recovery link may land anywhere: it wins over every guard.
  if (pathname !== '/redefinir-senha' && isRecoveryHash(hash)) return <RecoveryRedirect />;
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Guard>
            <RemoteRoute name="landing" basePath="/" />
          </Guard>
        }
      />
      <Route path="/login" element={<Guard><LoginPage /></Guard>} />
      <Route path="/cadastro" element={<Guard><SignupPage /></Guard>} />
      <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
      <Route path="/sucesso" element={<SuccessPage />} />
      {LEGAL_PAGES.map((p) => (
        <Route
          key={p.slug}
          path={p.path}
          element={
            <Suspense fallback={null}>
              <LegalPage slug={p.slug} />
            </Suspense>
          }
        />
      ))}
      <Route element={<Guard><AppLayout /></Guard>}>
        <Route path="/pagina-inicial" element={<HomePage />} />
        <Route path="/minha-conta" element={<AccountPage />} />
        {REMOTE_AREAS.map((area) => (
          <Route key={area.path} path={`${area.path}/*`} element={<RemoteRoute key={area.path} name={area.remote!} basePath={area.path} />} />
        ))}
      </Route>
      <Route
        path="/admin/*"
        element={
          <Guard>
            <AdminLayout>
              <RemoteRoute name="admin" basePath="/admin" />
            </AdminLayout>
          </Guard>
        }
      />
      <Route path="*" element={<Guard><Navigate to="/" replace /></Guard>} />
    </Routes>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LEGAL_PAGES } from '@semmultas/shared/legal';
import { AREAS } from '@semmultas/shared/routes';
import { isRecoveryHash } from '../features/auth/recovery-tokens';
import { RecoveryRedirect } from '../features/auth/recovery-redirect';
import { Guard } from '../features/guards/guard';
import { HomePage } from '../features/home/home-page';
import { AdminLayout, AppLayout } from '../features/layout/app-layout';
import { readStoredUser } from '../lib/session-storage';
import { RemoteRoute } from '../runtime/remote-route';

// Issue 14: the shell's first chunk holds what a signed-in visit shows first (the layout and
// the home page); the forms (antd Form, Input, Modal…) of the pages below load when opened.
// A visitor with no stored session is on the way to /login: its chunk starts loading now.
const loadLogin = () => import('../features/auth/login-page');
if (!readStoredUser()) void loadLogin();
const LoginPage = lazy(() => loadLogin().then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/signup-page').then((m) => ({ default: m.SignupPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })));
const SuccessPage = lazy(() => import('../features/pages/success-page').then((m) => ({ default: m.SuccessPage })));

/** While a page's chunk loads: nothing (it takes one request on a warm connection). */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const REMOTE_AREAS = AREAS.filter((a) => a.remote && a.access !== 'admin');
const LegalPage = lazy(() => import('../features/pages/legal-page'));

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
      <Route
        path="/login"
        element={
          <Guard>
            <Later>
              <LoginPage />
            </Later>
          </Guard>
        }
      />
      <Route
        path="/cadastro"
        element={
          <Guard>
            <Later>
              <SignupPage />
            </Later>
          </Guard>
        }
      />
      <Route
        path="/redefinir-senha"
        element={
          <Later>
            <ResetPasswordPage />
          </Later>
        }
      />
      <Route
        path="/sucesso"
        element={
          <Later>
            <SuccessPage />
          </Later>
        }
      />
      {LEGAL_PAGES.map((p) => (
        <Route
          key={p.slug}
          path={p.path}
          element={
            <Later>
              <LegalPage slug={p.slug} />
            </Later>
          }
        />
      ))}
      <Route
        element={
          <Guard>
            <AppLayout />
          </Guard>
        }
      >
        <Route path="/pagina-inicial" element={<HomePage />} />
        <Route
          path="/minha-conta"
          element={
            <Later>
              <AccountPage />
            </Later>
          }
        />
        {REMOTE_AREAS.map((area) => (
          <Route
            key={area.path}
            path={`${area.path}/*`}
            element={<RemoteRoute key={area.path} name={area.remote!} basePath={area.path} />}
          />
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
      <Route
        path="*"
        element={
          <Guard>
            <Navigate to="/" replace />
          </Guard>
        }
      />
    </Routes>
  );
}

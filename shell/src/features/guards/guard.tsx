import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useShell } from '../../lib/shell-context';
import { resolveGuard } from '../../lib/resolve-guard';

/** Renders its page, or redirects as SPEC §6 says. */
export function Guard({ children }: { children: ReactNode }) {
  const { user, plan } = useShell();
  const { pathname } = useLocation();
  const target = resolveGuard(pathname, user, plan);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}

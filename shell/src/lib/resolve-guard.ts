// SPEC §6 guards as one pure function, so every redirect is unit-tested without a DOM.
import { isLocked } from '@semmultas/shared/plan';
import { featureForPath, findArea, PLAN_PAGE, PUBLIC_PATHS, ROUTE_ALIASES, upsellHref } from '@semmultas/shared/routes';
import type { Plan, StoredUser } from '@semmultas/shared/types';
import { withoutTrailingSlash } from '@semmultas/shared/path';

const ADMIN_HOME = '/admin';
/** Pages the admin may still see: the recovery flow, the payment-done page, the legal texts. */
const ADMIN_ALLOWED_PUBLIC = new Set(['/redefinir-senha', '/sucesso', '/termos-de-uso', '/politica-de-privacidade']);

/** Where the user must go instead of `pathname`, or null to render it. */
export function resolveGuard(pathname: string, user: StoredUser | null, plan: Plan): string | null {
  const path = withoutTrailingSlash(pathname);
  const alias = ROUTE_ALIASES[path];
  if (alias) return alias;

  const isPublic = (PUBLIC_PATHS as readonly string[]).includes(path);
  const area = isPublic ? undefined : findArea(path);
  if (!isPublic && !area) return '/';

  if (area?.access === 'admin') return user?.is_admin ? null : '/login';
  if (user?.is_admin) return ADMIN_ALLOWED_PUBLIC.has(path) ? null : ADMIN_HOME;
  if (isPublic) return null;
  if (!user) return '/login';
  // The plan page names what was asked for (issue 21): /plano_premium?recurso=forum.
  // Issue 21: the ledger is the owner's data; an expired plan reads and exports it.
  if (plan === 'expired' && area?.readOnlyWhenExpired) return null;
  if (isLocked(area?.access, plan)) {
    const feature = featureForPath(path);
    return feature ? upsellHref(feature.id) : PLAN_PAGE;
  }
  return null;
}

// Issue 14: the remote a visit's first page shows, started beside the shell's own scripts.
// Opened by its address (/forum), an area waited for the whole shell to load and render before
// its remote's manifest was even asked for: manifest → remoteEntry → the area's chunks came one
// after the other behind react-dom, the router and antd. index.ts now asks for them as soon as
// /config.json is in, in parallel with the shell; RemoteRoute then finds the module loaded.
//
// Only where the shell will render that remote for this stored user: the guards' own answer
// (resolveGuard), so a free user opening a premium area, a signed-out visitor or the admin on a
// user's page downloads nothing they will not see. The recovery link is left to its own page.
import { findArea } from '@semmultas/shared/routes';
import { planStatus } from '@semmultas/shared/plan';
import type { RemoteName, StoredUser } from '@semmultas/shared/types';
import { isRecoveryHash } from '../features/auth/recovery-tokens';
import { resolveGuard } from '../lib/resolve-guard';
import { withoutTrailingSlash } from '@semmultas/shared/path';

export interface FirstRemote {
  name: RemoteName;
  module: string;
  /** The area's base path (a remote may serve several: SEFAZ, Receita Federal, Relacionadas). */
  basePath: string;
}

/** What the first render of `pathname` will load from a remote, or null. */
export function firstPageRemote(pathname: string, hash: string, user: StoredUser | null, now = new Date()): FirstRemote | null {
  // The visitor's "/" is the landing page's prerendered HTML (index.html), not the remote.
  if (!user || isRecoveryHash(hash)) return null;
  if (resolveGuard(pathname, user, planStatus(user, now)) !== null) return null;
  const path = withoutTrailingSlash(pathname);
  // The home page's week panel (shell/src/features/home/painel-da-semana.tsx).
  if (path === '/pagina-inicial') return { name: 'agenda', module: 'ProximosVencimentos', basePath: '/agenda-tributaria' };
  const area = findArea(path);
  return area?.remote ? { name: area.remote, module: 'App', basePath: area.path } : null;
}

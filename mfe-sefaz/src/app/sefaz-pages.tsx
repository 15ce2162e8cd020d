import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import type { RemoteProps } from '@semmultas/shared/types';

/**
 * Issue 14: /sefaz-estaduais shows the 27 states first; a state's page, the Receita Federal and
 * the related links (their posts, the post viewer with DOMPurify, the state's facts) are each
 * their own chunk, loaded when opened, or as the pointer rests on (or the keyboard reaches) a
 * state's card. Each base path's own page also starts when the shell warms the area.
 */
export const StatePageScreen = lazyScreen<Pick<RemoteProps, 'supabase' | 'basePath'>>(() =>
  import('./pages/state-page').then((m) => m.StatePage),
);
export const ReceitaFederalScreen = lazyScreen<Pick<RemoteProps, 'supabase' | 'user'>>(() =>
  import('./pages/receita-federal-page').then((m) => m.ReceitaFederalPage),
);
export const RelacionadasScreen = lazyScreen<Pick<RemoteProps, 'supabase' | 'user'> & { title: string }>(() =>
  import('./pages/relacionadas-page').then((m) => m.RelacionadasPage),
);

/** Where a lazy page goes while its chunk arrives. */
export function PageSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PlainSkeleton label="Carregando a página" rows={4} />}>{children}</Suspense>;
}

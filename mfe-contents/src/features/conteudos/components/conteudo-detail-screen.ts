import { lazyScreen } from '@semmultas/shared/lazy-screen';
import type { RemoteProps } from '@semmultas/shared/types';

/**
 * Issue 14: a content's page (its sanitized HTML, antd's Card, the partner's contacts) is its
 * own chunk, loaded when opened, or as the pointer rests on (or the keyboard reaches) a card of
 * the lists, which are what the area shows first.
 */
export const ConteudoDetailScreen = lazyScreen<Pick<RemoteProps, 'supabase' | 'user'>>(() =>
  import('./conteudo-detail-page').then((m) => m.ConteudoDetailPage),
);

import { Skeleton, theme } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { HtmlSheet } from '@semmultas/shared/ui/html-sheet';
import { queryState } from '@semmultas/shared/query';
import { usePostHtml } from '../api/get-post-html';

/** Type 2: the stored HTML, read when opened, sanitized, on a page-like sheet. */
export function PostSheet({ supabase, postId, title }: { supabase: SupabaseClient; postId: number; title: string }) {
  const { token } = theme.useToken();
  const html = queryState(usePostHtml(supabase, postId));
  if (html.status === 'loading')
    return (
      <div role="status" aria-label="Carregando documento">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (html.status === 'error') return <LoadError onRetry={html.retry} />;
  if (!html.data?.trim()) return <PlainEmpty description="Esta publicação ainda não tem conteúdo." />;
  return (
    <div style={{ background: token.colorFillTertiary, padding: 'clamp(4px, 2vw, 24px)', borderRadius: token.borderRadiusLG }}>
      <HtmlSheet html={html.data} label={title} />
    </div>
  );
}

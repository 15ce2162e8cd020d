import { useEffect } from 'react';
import { Skeleton, Typography } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import type { SupabaseClient } from '@supabase/supabase-js';
import { MSG } from '@semmultas/shared/messages';
import { isPermissionDenied } from '@semmultas/shared/supabase-errors';
import { logError } from '@semmultas/shared/supabase';
import { CardGrid } from '@semmultas/shared/ui/card-grid';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PremiumNotice } from '@semmultas/shared/ui/notices';
import { queryState } from '@semmultas/shared/query';
import { usePosts } from '../api/get-posts';
import { useOpenPost } from '../hooks/use-open-post';
import { groupPosts, type PostGroupSpec, type PostSummary } from '../utils/group-posts';
import { INVALID_URL, linkAction, opensInApp } from '../utils/link-action';
import { PostButton } from './post-button';
import { PostViewer } from './post-viewer';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

export interface PostsBoardProps {
  supabase: SupabaseClient;
  groups: readonly PostGroupSpec[];
  emptyMessage: string;
  /** For premium areas: what to call it, and whether this account should see it. */
  premium?: { what: string; active: boolean };
  /** Accessible name of the buttons' list when there is one group without a heading. */
  label: string;
}

function LoadingGrid() {
  return (
    <div
      role="status"
      aria-label="Carregando publicações"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 12 }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton.Button key={i} active block style={{ height: 88 }} />
      ))}
    </div>
  );
}

/** The grid of a page's post buttons, each opening by its link type, and the dialog they open. */
export function PostsBoard({ supabase, groups, emptyMessage, premium, label }: PostsBoardProps) {
  const request = queryState(
    usePosts(
      supabase,
      groups.map((g) => g.stateId),
    ),
  );
  const { message } = useAppApis();
  const { openId, open, close } = useOpenPost();
  const failure = request.status === 'error' ? request.error : null;
  useEffect(() => {
    if (failure) logError('carregar publicações', failure);
  }, [failure]);

  if (request.status === 'loading') return <LoadingGrid />;
  if (request.status === 'error') {
    if (premium && isPermissionDenied(request.error)) return <PremiumNotice what={premium.what} />;
    return <LoadError onRetry={request.retry} />;
  }

  const grouped = groupPosts(request.data, groups);
  // RLS answers a refused read of premium rows with zero rows, not an error.
  if (grouped.length === 0)
    return premium && !premium.active ? <PremiumNotice what={premium.what} /> : <PlainEmpty description={emptyMessage} />;

  const click = (post: PostSummary) => {
    const action = linkAction(post);
    if (opensInApp(action)) open(post.id);
    else if (action.kind === 'unknown') void message.error(MSG.unknownLinkType);
    else if (action.kind === 'invalid-url') void message.error(INVALID_URL);
  };

  const opened = openId === null ? undefined : request.data.find((p) => p.id === openId);
  const openedAction = opened ? linkAction(opened) : null;

  return (
    <>
      {grouped.map((group) => (
        <section key={group.stateId} aria-label={group.label ? undefined : label} style={{ marginBottom: 24 }}>
          {group.label ? (
            <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
              {group.label}
            </Typography.Title>
          ) : null}
          <CardGrid
            label={group.label ?? label}
            items={group.posts}
            getKey={(p) => p.id}
            minCardWidth={260}
            gap={12}
            renderItem={(post) => <PostButton post={post} action={linkAction(post)} onClick={() => click(post)} />}
          />
        </section>
      ))}
      {opened && openedAction && opensInApp(openedAction) ? (
        <PostViewer post={opened} action={openedAction} supabase={supabase} onClose={close} />
      ) : null}
    </>
  );
}

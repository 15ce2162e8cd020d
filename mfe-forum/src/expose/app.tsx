import { Suspense, useState } from 'react';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import type { RemoteProps, WarmArea } from '@semmultas/shared/types';
import { FRESH_MS } from '@semmultas/shared/query';
import { withoutTrailingSlash } from '@semmultas/shared/path';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { hasActivePlan } from '@semmultas/shared/plan';
import { isPermissionDenied } from '@semmultas/shared/supabase-errors';
import { PremiumNotice } from '@semmultas/shared/ui/notices';
import { FORUM_HEAD } from '@semmultas/shared/page-heads';
import { ForumBoard } from '../features/forum/components/forum-board';
import { ForumStyle } from '../features/forum/components/forum-style';
import type { ThreadViewProps } from '../features/forum/components/thread-view';
import type { Moderation } from '../features/forum/hooks/use-moderation';
import { useSearchQuery } from '@semmultas/shared/ui/search-box';
import { getThreads, threadsPageFrom, threadsQueryOptions, useThreadFeed, type ThreadFeed } from '../features/forum/api/get-threads';
import { forumThreadsFirstRead, takeFirstAnswer } from '@semmultas/shared/first-read';
import { FORUM_PAGE_SIZE } from '@semmultas/shared/forum-list';
import { useDisplayName } from '@semmultas/shared/use-display-name';

/**
 * Issue 14: an open thread (its replies, the reply form, antd's Result for a missing thread) is
 * its own chunk, loaded when a thread is opened, or as the pointer rests on (or the keyboard
 * reaches) a thread's link; the list is what /forum shows first.
 */
const Thread = lazyScreen<ThreadViewProps>(() => import('../features/forum/components/thread-view').then((m) => m.ThreadView));

/** The admin's deletions (through the shared confirmation): loaded for the admin only. */
const ModerationTools = lazyScreen(() => import('../features/forum/hooks/moderation-host').then((m) => m.ModerationHost));

// One name per area (issue 21, DECISIONS 19): the menu's "Fórum".
export const FORUM_TITLE = 'Fórum';

function ThreadRoute({
  supabase,
  feed,
  basePath,
  moderation,
}: Pick<RemoteProps, 'supabase' | 'basePath'> & { feed: ThreadFeed; moderation?: Moderation }) {
  const { id: param = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = /^\d{1,15}$/.test(param) ? Number(param) : null;
  const back = () => navigate(`${basePath}${search}`);
  return (
    <Suspense fallback={<PlainSkeleton label="Carregando o tópico" rows={4} />}>
      <Thread.Screen
        key={param}
        supabase={supabase}
        id={id}
        initial={feed.visible.find((t) => t.id === id)}
        pageTitle={FORUM_TITLE}
        onBack={back}
        backLabel="o fórum"
        moderation={moderation}
        onChanged={feed.changed}
        onDeleted={feed.removed}
      />
    </Suspense>
  );
}

/**
 * /forum (premium): threads newest first with search and paging; /forum/{id}: one thread with
 * its replies. The search stays in the address (?busca=) while a thread is open, so "Voltar"
 * returns to the same results. The admin gets the moderation buttons.
 */
function Forum({ supabase, user, basePath }: RemoteProps) {
  const [query, setQuery] = useSearchQuery();
  const { pathname, search } = useLocation();
  const onList = pathname.replace(/\/+$/, '') === basePath.replace(/\/+$/, '');
  const feed = useThreadFeed(supabase, query, onList);
  const [adminTools, setAdminTools] = useState<Moderation>();
  const moderation = user?.is_admin ? adminTools : undefined;
  const displayName = useDisplayName(supabase, user?.id);

  // The database hides the forum from accounts without an active plan (an empty list) or
  // refuses them: say why instead of showing an empty forum.
  const refused = isPermissionDenied(feed.error) || (feed.complete && feed.total === 0 && !(user && hasActivePlan(user)));

  return (
    <>
      <ForumStyle />
      {user?.is_admin ? (
        <Suspense fallback={null}>
          <ModerationTools.Screen supabase={supabase} onReady={setAdminTools} />
        </Suspense>
      ) : null}
      <Routes>
        <Route
          index
          element={
            refused ? (
              <section aria-labelledby="forum-title">
                <h2 id="forum-title" style={{ marginTop: 0 }}>
                  {FORUM_TITLE}
                </h2>
                <PremiumNotice what="O fórum de discussões" headingLevel={3} />
              </section>
            ) : (
              <ForumBoard
                supabase={supabase}
                feed={feed}
                query={query}
                onQueryChange={setQuery}
                opener={{ href: (id) => `${basePath}/${id}${search}`, preload: Thread.preload }}
                title={FORUM_TITLE}
                subtitle={FORUM_HEAD.subtitle}
                moderation={moderation}
                onCreated={feed.added}
                displayName={displayName}
                onNameChanged={feed.reload}
              />
            )
          }
        />
        <Route path=":id" element={<ThreadRoute supabase={supabase} feed={feed} basePath={basePath} moderation={moderation} />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </>
  );
}

/** The area inside its own server-state cache (shared/src/ui/query-provider.tsx). */
const App = withQueryProvider(Forum);
export default App;

/**
 * Issue 14: the shell calls this when the person is about to open the forum (the pointer rests on
 * its menu entry, or the visit opens on it and this code has just arrived): the list's first page
 * is read then, in the client the forum takes when it mounts (withQueryProvider's warm), instead
 * of after the shell and the forum have rendered. An observer holds the list until the forum
 * mounts (its own gcTime 0 would drop it at once, and a larger gcTime given here would stay with
 * the query for good: a search cleared later would bring back the old list): a click up to
 * FRESH_MS after the hover shows a list read that long ago, as any fresh read would be shown.
 * Only for the plan that opens the forum, and not where the address asks for a thread or a search.
 */
export const warm: WarmArea = ({ supabase, plan, basePath = '/forum' }) => {
  if (plan !== 'premium') return;
  const base = withoutTrailingSlash(basePath);
  const here = withoutTrailingSlash(location.pathname);
  if ((here === base && location.search) || here.startsWith(`${base}/`)) return;
  App.warm((client) => {
    const options = threadsQueryOptions(supabase, '');
    // When the visit opened on the forum, index.html's script has already read this first page
    // and painted it (@semmultas/shared/first-read): its answer is the list's first page, in the
    // cache at once when it is in, waited for when it is on its way (its own read if that failed).
    // Given through this observer, so the query is made with the list's own gcTime 0 (data set on
    // the client first would make it with the client's 5 minutes, kept for good).
    const first = takeFirstAnswer(forumThreadsFirstRead(), FRESH_MS, threadsPageFrom);
    const seed = first && 'data' in first ? { initialData: { pages: [first.data], pageParams: [0] }, initialDataUpdatedAt: first.at } : {};
    const later = first && 'later' in first ? first.later : null;
    const observer = new InfiniteQueryObserver(client, {
      ...options,
      ...seed,
      queryFn: ({ pageParam }) =>
        later && pageParam === 0
          ? later.catch(() => getThreads(supabase, '', 0, FORUM_PAGE_SIZE))
          : getThreads(supabase, '', pageParam, FORUM_PAGE_SIZE),
    });
    return observer.subscribe(() => undefined);
  }, FRESH_MS);
};

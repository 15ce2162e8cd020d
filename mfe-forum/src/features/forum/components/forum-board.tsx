// The forum's front page: write a thread, search, and the threads newest first, a page at a time.
import { Alert, Button, Flex } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { LoadingOutlined } from '@ant-design/icons';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import { searchTerms } from '@semmultas/shared/search';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { SearchBox } from '@semmultas/shared/ui/search-box';
import { createThread } from '../api/create-thread';
import type { ThreadFeed } from '../api/get-threads';
import type { Moderation } from '../hooks/use-moderation';
import type { DisplayName } from '@semmultas/shared/use-display-name';
import { DisplayNameBar } from '@semmultas/shared/ui/display-name-bar';
import { forumListStatus, NEW_TOPIC } from '@semmultas/shared/forum-list';
import { PostForm } from './post-form';
import { ThreadCard, type ThreadOpener } from './thread-card';
import { PlainParagraph } from '@semmultas/shared/ui/plain-typography';

export interface ForumBoardProps {
  supabase: SupabaseClient;
  feed: ThreadFeed;
  query: string;
  onQueryChange: (value: string) => void;
  opener: ThreadOpener;
  title: string;
  subtitle?: string;
  /** Present for the admin: every thread gets a delete button. */
  moderation?: Moderation;
  /** Lets the page start a new thread (the moderation panel may leave it out). */
  canPost?: boolean;
  onCreated?: (thread: ForumThreadSummary) => void;
  /** The signed-in user's forum name, shown with "Alterar" (the forum page; not the panel). */
  displayName?: DisplayName;
  onNameChanged?: (name: string) => void;
}

/** One line that says what the list holds, read out politely as it changes. */
function listStatus(feed: ThreadFeed, searching: boolean): string {
  return forumListStatus({ shown: feed.visible.length, total: feed.total ?? 0, complete: feed.complete, searching });
}

function LoadingThreads() {
  return (
    <div role="status" aria-label="Carregando tópicos">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="sm-forum-card" style={{ marginBottom: 12 }}>
          <PlainSkeleton rows={2} />
        </div>
      ))}
    </div>
  );
}

export function ForumBoard({
  supabase,
  feed,
  query,
  onQueryChange,
  opener,
  title,
  subtitle,
  moderation,
  canPost = true,
  onCreated,
  displayName,
  onNameChanged,
}: ForumBoardProps) {
  const searching = feed.shownQuery !== '';
  const typing = searchTerms(query).length > 0 ? query.trim().replace(/\s+/g, ' ') !== feed.shownQuery : feed.shownQuery !== '';
  const titleId = 'forum-title';
  const failedFirst = feed.error && feed.visible.length === 0;

  let body;
  if (feed.initialLoading) body = <LoadingThreads />;
  else if (failedFirst) body = <LoadError onRetry={feed.retry} />;
  else if (feed.visible.length === 0 && feed.complete)
    body = searching ? (
      <PlainEmpty description={`Nenhum tópico ou resposta com “${feed.shownQuery}”.`} />
    ) : (
      <PlainEmpty description="Nenhum tópico ainda. Comece a conversa com a primeira pergunta!" />
    );
  else if (feed.visible.length === 0) body = <LoadingThreads />;
  else
    body = (
      <>
        <ul className="sm-forum-list" aria-label="Tópicos do fórum" aria-busy={feed.loadingMore || typing || undefined}>
          {feed.visible.map((thread) => (
            <li key={thread.id}>
              <ThreadCard
                thread={thread}
                opener={opener}
                onDelete={moderation ? () => moderation.deleteThread(thread, () => feed.removed(thread.id)) : undefined}
              />
            </li>
          ))}
        </ul>
        {feed.error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title={MSG.loadError}
            action={
              <Button size="small" onClick={feed.retry}>
                {MSG.retry}
              </Button>
            }
          />
        ) : feed.hasMore ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            {/* antd's `loading` would add an English "loading" to the button's name. */}
            <Button
              onClick={feed.showMore}
              icon={feed.loadingMore ? <LoadingOutlined aria-hidden /> : undefined}
              aria-busy={feed.loadingMore || undefined}
            >
              {feed.loadingMore ? 'Carregando…' : 'Carregar mais'}
            </Button>
          </Flex>
        ) : null}
      </>
    );

  const status = feed.initialLoading || failedFirst ? '' : listStatus(feed, searching);
  return (
    <section aria-labelledby={titleId} className="sm-forum-page">
      <PageHeader
        title={title}
        titleId={titleId}
        subtitle={subtitle}
        extra={<SearchBox value={query} onChange={onQueryChange} label="Buscar no fórum" placeholder="Buscar em tópicos e respostas" />}
      />
      {displayName ? <DisplayNameBar displayName={displayName} onChanged={onNameChanged} /> : null}
      {canPost ? (
        <div className="sm-forum-card" style={{ marginBottom: 20 }}>
          <PostForm
            kind="thread"
            {...NEW_TOPIC}
            onPost={async (text) => {
              const thread = await createThread(supabase, text);
              onCreated?.(thread);
            }}
          />
        </div>
      ) : null}
      <PlainParagraph type="secondary" style={{ margin: '0 0 8px', minHeight: 22 }} aria-live="polite">
        {status}
      </PlainParagraph>
      {body}
    </section>
  );
}

// The forum's front page: write a thread, search, and the threads newest first, a page at a time.
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import { searchTerms } from '@semmultas/shared/search';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { SearchBox } from '@semmultas/shared/ui/search-box';
import { createThread } from '../api/create-thread';
import type { ThreadFeed } from '../hooks/use-thread-feed';
import type { Moderation } from '../hooks/use-moderation';
import { PostForm } from './post-form';
import { ThreadCard, type ThreadOpener } from './thread-card';

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
  onCreated?: (thread: ForumThread) => void;
}

const number = new Intl.NumberFormat('pt-BR');

function plural(n: number, one: string, many: string) {
  return `${number.format(n)} ${n === 1 ? one : many}`;
}

/** One line that says what the list holds, read out politely as it changes. */
function listStatus(feed: ThreadFeed, searching: boolean): string {
  if (searching) {
    if (feed.complete) return feed.matches === 0 ? '' : `${plural(feed.matches, 'tópico encontrado', 'tópicos encontrados')}`;
    const total = feed.total === null ? '' : ` de ${number.format(feed.total)}`;
    return `${plural(feed.matches, 'tópico encontrado', 'tópicos encontrados')} até agora · ${number.format(feed.scanned)}${total} verificados`;
  }
  const total = feed.total ?? feed.matches;
  return total === 0 ? '' : `Mostrando ${number.format(feed.visible.length)} de ${plural(total, 'tópico', 'tópicos')}`;
}

function LoadingThreads() {
  return (
    <div role="status" aria-label="Carregando tópicos">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="sm-forum-card" style={{ marginBottom: 12 }}>
          <Skeleton active avatar={{ size: 'small' }} title={false} paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

export function ForumBoard({ supabase, feed, query, onQueryChange, opener, title, subtitle, moderation, canPost = true, onCreated }: ForumBoardProps) {
  const searching = searchTerms(query).length > 0;
  const titleId = 'forum-title';
  const failedFirst = feed.error && feed.visible.length === 0;

  let body;
  if (feed.initialLoading) body = <LoadingThreads />;
  else if (failedFirst) body = <LoadError onRetry={feed.retry} />;
  else if (feed.visible.length === 0 && feed.complete)
    body = searching ? (
      <Empty description={`Nenhum tópico ou resposta com “${query.trim()}”.`} />
    ) : (
      <Empty description="Nenhum tópico ainda. Comece a conversa com a primeira pergunta!" />
    );
  else if (feed.visible.length === 0) body = <LoadingThreads />;
  else
    body = (
      <>
        <ul className="sm-forum-list" aria-label="Tópicos do fórum" aria-busy={feed.loadingMore || undefined}>
          {feed.visible.map((thread) => (
            <li key={thread.id}>
              <ThreadCard
                thread={thread}
                query={query}
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
            <Button onClick={feed.showMore} icon={feed.loadingMore ? <LoadingOutlined aria-hidden /> : undefined} aria-busy={feed.loadingMore || undefined}>
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
        extra={
          <SearchBox value={query} onChange={onQueryChange} label="Buscar no fórum" placeholder="Buscar em tópicos e respostas" />
        }
      />
      {canPost ? (
        <div className="sm-forum-card" style={{ marginBottom: 20 }}>
          <PostForm
            kind="thread"
            label="Novo tópico"
            placeholder="Escreva sua dúvida ou comentário para a comunidade"
            submitLabel="Publicar tópico"
            onPost={async (text) => {
              const thread = await createThread(supabase, text);
              onCreated?.(thread);
            }}
          />
        </div>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px', minHeight: 22 }} aria-live="polite">
        {status}
      </Typography.Paragraph>
      {body}
    </section>
  );
}

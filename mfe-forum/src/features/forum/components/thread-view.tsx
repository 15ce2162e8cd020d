// One thread: its text, its replies in the order they were written, and a reply box.
import { useEffect, useRef } from 'react';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, CompassOutlined, DeleteOutlined } from '@ant-design/icons';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { replyToThread } from '../api/reply-to-thread';
import type { Moderation } from '../hooks/use-moderation';
import { useThread } from '../hooks/use-thread';
import { repliesInOrder, replyCountLabel } from '../utils/thread-order';
import { AuthorLine } from './author-line';
import { LinkedText } from './linked-text';
import { PostForm } from './post-form';

export interface ThreadViewProps {
  supabase: SupabaseClient;
  /** null for an address that is not a thread id. */
  id: number | null;
  /** The copy already in the list, shown at once while the fresh one is read. */
  initial?: ForumThread;
  /** The page's h2 (the forum's name); the thread is an h3 under it. */
  pageTitle: string;
  onBack: () => void;
  backLabel: string;
  moderation?: Moderation;
  /** The thread changed here (a reply, a deleted reply): the list keeps its copy current. */
  onChanged?: (thread: ForumThread) => void;
  onDeleted?: (id: number) => void;
}

function BackButton({ onBack, backLabel }: Pick<ThreadViewProps, 'onBack' | 'backLabel'>) {
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} aria-label={`Voltar para ${backLabel}`}>
      Voltar
    </Button>
  );
}

function ThreadNotFound({ onBack, backLabel }: Pick<ThreadViewProps, 'onBack' | 'backLabel'>) {
  return (
    <Result
      icon={<CompassOutlined aria-hidden />}
      title={
        <span role="heading" aria-level={3}>
          Tópico não encontrado
        </span>
      }
      subTitle="Este tópico não existe ou foi removido pela moderação."
      extra={
        <Button type="primary" onClick={onBack}>
          Voltar para {backLabel}
        </Button>
      }
    />
  );
}

function PageTop({ pageTitle, onBack, backLabel, titleId }: Pick<ThreadViewProps, 'pageTitle' | 'onBack' | 'backLabel'> & { titleId: string }) {
  const ref = useRef<HTMLElement>(null);
  // A thread opened from far down the list starts at its top, and a screen reader hears the
  // new page's title instead of nothing.
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    if (header.getBoundingClientRect().top < 0) header.scrollIntoView?.({ block: 'start' });
    header.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, []);
  return (
    <header ref={ref} style={{ marginBottom: 16, scrollMarginTop: 80 }}>
      <div style={{ marginBottom: 12 }}>
        <BackButton onBack={onBack} backLabel={backLabel} />
      </div>
      <Typography.Title level={2} id={titleId} tabIndex={-1} style={{ margin: 0, outline: 'none' }}>
        {pageTitle}
      </Typography.Title>
    </header>
  );
}

export function ThreadView({ supabase, id, initial, pageTitle, onBack, backLabel, moderation, onChanged, onDeleted }: ThreadViewProps) {
  const { state, replace, markMissing, retry } = useThread(supabase, id, initial);
  const pageId = `forum-thread-page-${id ?? 'x'}`;
  const top = <PageTop pageTitle={pageTitle} onBack={onBack} backLabel={backLabel} titleId={pageId} />;

  if (state.status === 'missing')
    return (
      <section aria-labelledby={pageId} className="sm-forum-page">
        {top}
        <ThreadNotFound onBack={onBack} backLabel={backLabel} />
      </section>
    );
  if (state.status === 'loading')
    return (
      <section aria-labelledby={pageId} className="sm-forum-page">
        {top}
        <div className="sm-forum-card" role="status" aria-label="Carregando tópico">
          <Skeleton active avatar={{ size: 'small' }} paragraph={{ rows: 4 }} />
        </div>
      </section>
    );
  if (state.status === 'error')
    return (
      <section aria-labelledby={pageId} className="sm-forum-page">
        {top}
        <LoadError onRetry={retry} />
      </section>
    );

  const { thread } = state;
  const replies = repliesInOrder(thread.responses);
  const changed = (next: ForumThread) => {
    replace(next);
    onChanged?.(next);
  };
  const titleId = `forum-thread-${thread.id}`;
  const repliesId = `${titleId}-respostas`;

  return (
    <section aria-labelledby={pageId} className="sm-forum-page">
      {top}
      <article className="sm-forum-card" aria-labelledby={titleId}>
        <h3 id={titleId} style={{ margin: 0, font: 'inherit' }}>
          <AuthorLine email={thread.user_email} date={thread.created_at} />
        </h3>
        <div style={{ marginTop: 12 }}>
          <LinkedText text={thread.description} />
        </div>
        {moderation ? (
          <Flex justify="flex-end" style={{ marginTop: 12 }}>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() =>
                moderation.deleteThread(thread, () => {
                  markMissing();
                  onDeleted?.(thread.id);
                  onBack();
                })
              }
            >
              Excluir tópico
            </Button>
          </Flex>
        ) : null}
      </article>

      <Typography.Title level={4} id={repliesId} style={{ fontSize: 16, margin: '24px 0 12px' }}>
        {replyCountLabel(replies.length)}
      </Typography.Title>
      {replies.length ? (
        <ol className="sm-forum-list" aria-labelledby={repliesId}>
          {replies.map((reply, i) => (
            <li key={reply.id ?? `${reply.date}-${i}`} className="sm-forum-card">
              <article className="sm-forum-reply" aria-label={`Resposta de ${reply.user_email}`}>
                <AuthorLine email={reply.user_email} date={reply.date} small />
                <div style={{ marginTop: 8 }}>
                  <LinkedText text={reply.response} />
                </div>
                {moderation && reply.id ? (
                  <Flex justify="flex-end" style={{ marginTop: 8 }}>
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Excluir resposta de ${reply.user_email}`}
                      onClick={() => moderation.deleteReply(thread, reply, changed)}
                    >
                      Excluir
                    </Button>
                  </Flex>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <Typography.Paragraph type="secondary">Ainda não há respostas. Que tal ser o primeiro a responder?</Typography.Paragraph>
      )}

      <div className="sm-forum-card" style={{ marginTop: 20 }}>
        <PostForm
          kind="reply"
          label="Sua resposta"
          placeholder="Escreva uma resposta para este tópico"
          submitLabel="Responder"
          onPost={async (text) => changed(await replyToThread(supabase, thread.id, text))}
        />
      </div>
    </section>
  );
}

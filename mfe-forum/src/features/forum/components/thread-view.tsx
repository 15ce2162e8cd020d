// One thread: its text, its replies in the order they were written, and a reply box.
import { useEffect, useRef } from 'react';
import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, CompassOutlined, DeleteOutlined, LoadingOutlined } from '@ant-design/icons';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { replyToThread } from '../api/reply-to-thread';
import type { Moderation } from '../hooks/use-moderation';
import { useThread } from '../api/get-thread';
import { summaryOf } from '@semmultas/shared/forum-rows';
import { replyCountLabel } from '@semmultas/shared/forum-list';
import { AuthorLine } from './author-line';
import { LinkedText } from './linked-text';
import { PostForm } from './post-form';

/** A full thread (2,000 replies, the database's limit) stays readable and takes no more replies. */
export const FULL_TITLE = 'Este tópico atingiu o limite de 2.000 respostas.';
export const FULL_TEXT =
  'Ele continua disponível para leitura, mas não aceita novas respostas. Para continuar a conversa, abra um novo tópico.';

export interface ThreadViewProps {
  supabase: SupabaseClient;
  /** null for an address that is not a thread id. */
  id: number | null;
  /** The copy already in the list, shown at once while the fresh one is read. */
  initial?: ForumThreadSummary;
  /** The page's h2 (the forum's name); the thread is an h3 under it. */
  pageTitle: string;
  onBack: () => void;
  backLabel: string;
  moderation?: Moderation;
  /** The thread changed here (a reply, a deleted reply): the list keeps its copy current. */
  onChanged?: (thread: ForumThreadSummary) => void;
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

function PageTop({
  pageTitle,
  onBack,
  backLabel,
  titleId,
}: Pick<ThreadViewProps, 'pageTitle' | 'onBack' | 'backLabel'> & { titleId: string }) {
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
  const { state, loadMore, replied, removedReply, markFull, markMissing, retry } = useThread(supabase, id, initial);
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
  const replies = thread.replies;
  const left = thread.reply_count - replies.length;
  const titleId = `forum-thread-${thread.id}`;
  const repliesId = `${titleId}-respostas`;

  return (
    <section aria-labelledby={pageId} className="sm-forum-page">
      {top}
      <article className="sm-forum-card" aria-labelledby={titleId}>
        <h3 id={titleId} style={{ margin: 0, font: 'inherit' }}>
          <AuthorLine name={thread.author_name} date={thread.created_at} />
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
        {replyCountLabel(thread.reply_count)}
      </Typography.Title>
      {replies.length ? (
        <ol className="sm-forum-list" aria-labelledby={repliesId}>
          {replies.map((reply, i) => (
            <li key={reply.id ?? `${reply.date}-${i}`} className="sm-forum-card">
              <article className="sm-forum-reply" aria-label={`Resposta de ${reply.author_name}`}>
                <AuthorLine name={reply.author_name} date={reply.date} small />
                <div style={{ marginTop: 8 }}>
                  <LinkedText text={reply.response} />
                </div>
                {moderation && reply.id ? (
                  <Flex justify="flex-end" style={{ marginTop: 8 }}>
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Excluir resposta de ${reply.author_name}`}
                      onClick={() =>
                        moderation.deleteReply(thread, reply, () => {
                          removedReply(reply.id);
                          onChanged?.({ ...summaryOf(thread), reply_count: Math.max(0, thread.reply_count - 1), is_full: false });
                        })
                      }
                    >
                      Excluir
                    </Button>
                  </Flex>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : thread.reply_count === 0 ? (
        <Typography.Paragraph type="secondary">Ainda não há respostas. Que tal ser o primeiro a responder?</Typography.Paragraph>
      ) : null}
      {left > 0 ? (
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          {state.moreError ? <Typography.Text type="danger">{MSG.loadError}</Typography.Text> : null}
          {/* antd's `loading` would add an English "loading" to the button's name. */}
          <Button
            onClick={loadMore}
            icon={state.loadingMore ? <LoadingOutlined aria-hidden /> : undefined}
            aria-busy={state.loadingMore || undefined}
          >
            {state.loadingMore ? 'Carregando…' : `Carregar mais respostas (${left.toLocaleString('pt-BR')} restantes)`}
          </Button>
        </Flex>
      ) : null}

      {thread.is_full ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 20 }}
          title={FULL_TITLE}
          description={FULL_TEXT}
          action={
            <Button size="small" onClick={onBack}>
              Abrir novo tópico
            </Button>
          }
        />
      ) : (
        <div className="sm-forum-card" style={{ marginTop: 20 }}>
          <PostForm
            kind="reply"
            label="Sua resposta"
            placeholder="Escreva uma resposta para este tópico"
            submitLabel="Responder"
            onPost={async (text) => {
              try {
                const posted = await replyToThread(supabase, thread.id, text);
                replied(posted.reply, posted.reply_count, posted.is_full);
                onChanged?.({
                  ...summaryOf(thread),
                  reply_count: posted.reply_count,
                  is_full: posted.is_full,
                  last_reply_at: posted.reply.date,
                });
              } catch (error) {
                // Filled up meanwhile: the form gives way to the explanation.
                if ((error as { code?: unknown } | null)?.code === 'PT409') markFull();
                throw error;
              }
            }}
          />
        </div>
      )}
    </section>
  );
}

import { Button, Flex } from 'antd';
import { DeleteOutlined, LockOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { truncate } from '@semmultas/shared/format';
import { FORUM_PREVIEW_CHARS, replyCountLabel } from '@semmultas/shared/forum-list';
import { AuthorLine } from './author-line';
import { PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';
import { PlainTag } from '@semmultas/shared/ui/plain-card';

/** Where a thread opens: an address (the forum's own pages) or an action (a panel). */
/** `preload`: the pointer rests on (or the keyboard reaches) a thread's link, e.g. to start the thread view's chunk. */
export type ThreadOpener = { href: (id: number) => string; preload?: () => void } | { onOpen: (id: number) => void };

/** Said on a thread that holds the maximum of replies. */
export const FULL_TAG = 'Limite de respostas atingido';

export interface ThreadCardProps {
  thread: ForumThreadSummary;
  opener: ThreadOpener;
  onDelete?: () => void;
}

/** One thread in the list: author, date, the start of its text (the link), reply count. */
export function ThreadCard({ thread, opener, onDelete }: ThreadCardProps) {
  const preview = truncate(thread.description, FORUM_PREVIEW_CHARS);
  const found = thread.match;
  return (
    <article className="sm-forum-card" aria-label={`Tópico de ${thread.author_name}`}>
      <AuthorLine name={thread.author_name} date={thread.created_at} />
      <div style={{ marginTop: 8 }}>
        {'href' in opener ? (
          <Link className="sm-forum-open" to={opener.href(thread.id)} onMouseEnter={opener.preload} onFocus={opener.preload}>
            {preview}
          </Link>
        ) : (
          <button type="button" className="sm-forum-open sm-forum-open-button" onClick={() => opener.onOpen(thread.id)}>
            {preview}
          </button>
        )}
      </div>
      {found ? (
        <PlainParagraph type="secondary" style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
          Na resposta de {found.author_name}: “{truncate(found.response, 160)}”
        </PlainParagraph>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 10 }}>
        <Flex align="center" wrap gap={8}>
          <PlainText type="secondary">
            <MessageOutlined aria-hidden /> {replyCountLabel(thread.reply_count)}
          </PlainText>
          {thread.is_full ? (
            <PlainTag color="default" icon={<LockOutlined aria-hidden />} style={{ margin: 0 }}>
              {FULL_TAG}
            </PlainTag>
          ) : null}
        </Flex>
        {onDelete ? (
          <Button
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            onClick={onDelete}
            aria-label={`Excluir tópico de ${thread.author_name}`}
          >
            Excluir
          </Button>
        ) : null}
      </Flex>
    </article>
  );
}

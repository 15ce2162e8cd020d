import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { ForumThread } from '@semmultas/shared/types';
import { truncate } from '@semmultas/shared/format';
import { replyCountLabel } from '../utils/thread-order';
import { replyThatMatches } from '../utils/thread-search';
import { AuthorLine } from './author-line';

/** Where a thread opens: an address (the forum's own pages) or an action (a panel). */
export type ThreadOpener = { href: (id: number) => string } | { onOpen: (id: number) => void };

export const PREVIEW_CHARS = 280;

export interface ThreadCardProps {
  thread: ForumThread;
  query: string;
  opener: ThreadOpener;
  onDelete?: () => void;
}

/** One thread in the list: author, date, the start of its text (the link), reply count. */
export function ThreadCard({ thread, query, opener, onDelete }: ThreadCardProps) {
  const preview = truncate(thread.description, PREVIEW_CHARS);
  const found = replyThatMatches(thread, query);
  const count = thread.responses.length;
  return (
    <article className="sm-forum-card" aria-label={`Tópico de ${thread.user_email}`}>
      <AuthorLine email={thread.user_email} date={thread.created_at} />
      <div style={{ marginTop: 8 }}>
        {'href' in opener ? (
          <Link className="sm-forum-open" to={opener.href(thread.id)}>
            {preview}
          </Link>
        ) : (
          <button type="button" className="sm-forum-open sm-forum-open-button" onClick={() => opener.onOpen(thread.id)}>
            {preview}
          </button>
        )}
      </div>
      {found ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
          Na resposta de {found.user_email}: “{truncate(found.response, 160)}”
        </Typography.Paragraph>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 10 }}>
        <Typography.Text type="secondary">
          <MessageOutlined aria-hidden /> {replyCountLabel(count)}
        </Typography.Text>
        {onDelete ? (
          <Button danger size="small" icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-label={`Excluir tópico de ${thread.user_email}`}>
            Excluir
          </Button>
        ) : null}
      </Flex>
    </article>
  );
}

// ./Moderation: the forum's moderation for the admin panel (the admin only ever sees /admin).
// Load it at runtime like ./App, e.g. `loadRemote('forum/Moderation')` after registering the
// forum remote from /config.json, and render it with the shell's client:
// `<ForumModeration supabase={supabase} user={user} />`. It needs no routes of its own.
import { useState } from 'react';
import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { ForumBoard } from '../features/forum/components/forum-board';
import { ForumStyle } from '../features/forum/components/forum-style';
import { ThreadView } from '../features/forum/components/thread-view';
import { useModeration } from '../features/forum/hooks/use-moderation';
import { useThreadFeed } from '../features/forum/api/get-threads';

export const MODERATION_TITLE = 'Moderação do fórum';

export type ForumModerationProps = Pick<RemoteProps, 'supabase'> & Partial<Omit<RemoteProps, 'supabase'>>;

function Moderation({ supabase, user }: ForumModerationProps) {
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const feed = useThreadFeed(supabase, query, openId === null);
  const moderation = useModeration(supabase);

  if (user && !user.is_admin)
    return (
      <Result
        icon={<LockOutlined aria-hidden />}
        title={
          <span role="heading" aria-level={2}>
            {MODERATION_TITLE}
          </span>
        }
        subTitle="Somente o administrador pode moderar o fórum."
      />
    );

  return (
    <>
      <ForumStyle />
      {openId === null ? (
        <ForumBoard
          supabase={supabase}
          feed={feed}
          query={query}
          onQueryChange={setQuery}
          opener={{ onOpen: setOpenId }}
          title={MODERATION_TITLE}
          subtitle="Leia, busque e exclua tópicos ou respostas. As exclusões pedem confirmação e não podem ser desfeitas."
          moderation={moderation}
          canPost={false}
        />
      ) : (
        <ThreadView
          key={openId}
          supabase={supabase}
          id={openId}
          initial={feed.visible.find((t) => t.id === openId)}
          pageTitle={MODERATION_TITLE}
          onBack={() => setOpenId(null)}
          backLabel="a lista de tópicos"
          moderation={moderation}
          onChanged={feed.changed}
          onDeleted={feed.removed}
        />
      )}
    </>
  );
}

/** Its own server-state cache: the admin panel loads it like a remote's App. */
export const ForumModeration = withQueryProvider(Moderation);

export default ForumModeration;

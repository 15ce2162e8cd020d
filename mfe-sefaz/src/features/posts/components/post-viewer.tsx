import { Modal, Typography } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PostSummary } from '../utils/group-posts';
import type { LinkAction } from '../utils/link-action';
import { PostFrame } from './post-frame';
import { PostSheet } from './post-sheet';

/** The dialog a type-0 or type-2 post opens in; Esc, the close button or Back close it. */
export function PostViewer({
  post,
  action,
  supabase,
  onClose,
}: {
  post: PostSummary;
  action: Extract<LinkAction, { kind: 'frame' | 'html' }>;
  supabase: SupabaseClient;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={<span style={{ overflowWrap: 'anywhere' }}>{post.title}</span>}
      width={action.kind === 'frame' ? 1200 : 960}
      style={{ top: 16, paddingBottom: 16 }}
      destroyOnHidden
    >
      {post.description ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {post.description}
        </Typography.Paragraph>
      ) : null}
      {action.kind === 'frame' ? (
        <PostFrame url={action.url} title={post.title} />
      ) : (
        <PostSheet supabase={supabase} postId={post.id} title={post.title} />
      )}
    </Modal>
  );
}

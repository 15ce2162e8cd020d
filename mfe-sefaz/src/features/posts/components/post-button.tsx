import type { ReactNode } from 'react';
import { Button, Flex, Typography, theme } from 'antd';
import { ExclamationCircleOutlined, ExportOutlined, FileTextOutlined, GlobalOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { PostSummary } from '../utils/group-posts';
import { NEW_TAB_REL, type LinkAction } from '../utils/link-action';

const LOOK: Record<LinkAction['kind'], { icon: ReactNode; hint: string }> = {
  frame: { icon: <GlobalOutlined />, hint: 'Abre aqui no SemMultas' },
  'new-tab': { icon: <ExportOutlined />, hint: 'Abre em nova aba' },
  html: { icon: <FileTextOutlined />, hint: 'Documento' },
  'invalid-url': { icon: <ExclamationCircleOutlined />, hint: 'Endereço inválido' },
  unknown: { icon: <QuestionCircleOutlined />, hint: 'Tipo desconhecido' },
};

/**
 * One post as a button of the grid; type 1 is a real link to a new tab (DECISIONS.md 9). Heard
 * as it reads (issue 15, WCAG 2.5.3): title, description and what it opens ("Abre em nova aba").
 */
export function PostButton({ post, action, onClick }: { post: PostSummary; action: LinkAction; onClick: () => void }) {
  const { token } = theme.useToken();
  const { icon, hint } = LOOK[action.kind];
  const body = (
    <Flex gap={12} align="flex-start" style={{ width: '100%', minWidth: 0 }}>
      <span aria-hidden style={{ fontSize: 22, color: token.colorPrimary, lineHeight: 1, paddingTop: 2 }}>
        {icon}
      </span>
      {/* One line height for <a> and <button> alike (antd gives them different ones). */}
      <span style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: 1, lineHeight: 1.5 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Typography.Text>
        {post.description ? (
          // A plain span: antd's Typography sets its own line clamp and would drop this one.
          <span
            title={post.description}
            style={{
              color: token.colorTextSecondary,
              fontSize: 13,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {post.description}
          </span>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      </span>
    </Flex>
  );
  const style = {
    height: '100%',
    width: '100%',
    whiteSpace: 'normal',
    textAlign: 'left',
    justifyContent: 'flex-start',
    alignItems: 'flex-start',
    padding: '14px 16px',
  } as const;
  if (action.kind === 'new-tab')
    return (
      <Button href={action.url} target="_blank" rel={NEW_TAB_REL} style={style}>
        {body}
      </Button>
    );
  return (
    <Button style={style} onClick={onClick} aria-haspopup={action.kind === 'frame' || action.kind === 'html' ? 'dialog' : undefined}>
      {body}
    </Button>
  );
}

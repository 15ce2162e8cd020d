import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PlainParagraph, PlainTitle } from './plain-typography';

/** "Voltar" to a known page (not history: a shared link has no history to go back to). */
export function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to)} aria-label={`Voltar para ${label}`}>
      Voltar
    </Button>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** id of the h2, for the page section's aria-labelledby. */
  titleId?: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  /** Right-hand side on wide screens, below the title on narrow ones. */
  extra?: ReactNode;
}

/** The page's h2 (the shell owns the h1 area and the layout), with an optional back button. */
export function PageHeader({ title, titleId, subtitle, back, extra }: PageHeaderProps) {
  return (
    <header style={{ marginBottom: 16 }}>
      {back ? (
        <div style={{ marginBottom: 12 }}>
          <BackButton to={back.to} label={back.label} />
        </div>
      ) : null}
      {/* Issue 14: a plain flex row (antd's Flex would be one more component in the first chunks).
          The title sits at the row's top, not centred on the extra: its place then does not depend
          on the extra's height, which index.html's first paint cannot know at every width (the
          ledger's buttons take two rows or three). */}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 }}>
        <div style={{ minWidth: 0, flex: '1 1 280px' }}>
          <PlainTitle level={2} id={titleId} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {title}
          </PlainTitle>
          {subtitle ? (
            <PlainParagraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 760 }}>
              {subtitle}
            </PlainParagraph>
          ) : null}
        </div>
        {extra ? <div style={{ flex: '1 1 260px', maxWidth: 420 }}>{extra}</div> : null}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { Button, theme } from 'antd';
import { CompassOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PlainResult } from './plain-result';

/** Shown when the database refuses premium data to this account (RLS), instead of a blank page. */
export function PremiumNotice({ what, headingLevel = 3 }: { what: string; headingLevel?: 2 | 3 }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <PlainResult
      icon={<LockOutlined aria-hidden style={{ color: token.colorWarning }} />}
      title={
        <span role="heading" aria-level={headingLevel}>
          Conteúdo exclusivo do plano Premium
        </span>
      }
      subTitle={`${what} faz parte do plano Premium. Assine ou renove para ter acesso.`}
      extra={
        <Button type="primary" onClick={() => navigate('/plano_premium')}>
          Conhecer o Premium
        </Button>
      }
    />
  );
}

/** An address that points at nothing (unknown state, content id…): say so and offer a way out. */
export function NotFoundNotice({ title, detail, back }: { title: string; detail: ReactNode; back: { to: string; label: string } }) {
  // The notice is the whole page here, so its title is the page's h2.
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <PlainResult
      icon={<CompassOutlined aria-hidden style={{ color: token.colorPrimary }} />}
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => navigate(back.to)}>
          {back.label}
        </Button>
      }
    />
  );
}

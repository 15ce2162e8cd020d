import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { Logo } from './logo';

/** The frame of the public auth pages: logo, title, a centred card. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}
    >
      <Link to="/" aria-label="SemMultas — página inicial" style={{ marginBottom: 24 }}>
        <Logo />
      </Link>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
      {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
    </Flex>
  );
}

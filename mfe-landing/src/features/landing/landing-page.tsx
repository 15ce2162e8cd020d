import { Button, Flex, Layout, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';

/** The public landing page (SPEC §2 "Public"); issue 4 completes its sections. */
export function LandingPage({ config }: RemoteProps) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: token.colorBgContainer }}>
        <Link to="/" aria-label="SemMultas — início">
          <strong style={{ fontSize: 20, color: '#0b6e4f' }}>SemMultas</strong>
        </Link>
        <nav aria-label="Seções" style={{ display: 'flex', gap: 16 }}>
          <a href="#section-about">Sobre a solução</a>
          <a href="#section-plans">Planos</a>
        </nav>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Link to="/cadastro">
            <Button>Primeiro acesso</Button>
          </Link>
          <Link to="/login">
            <Button type="primary">Login</Button>
          </Link>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '48px 24px', maxWidth: 1100, margin: '0 auto', width: '100%' }}>
        <section id="section-about">
          <Typography.Title>Livre-se das multas tributárias</Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18 }}>
            Cálculos de impostos, dicas e informações de cada SEFAZ e da Receita Federal para a sua empresa não errar.
          </Typography.Paragraph>
          <Link to="/cadastro">
            <Button type="primary" size="large">
              CADASTRE-SE. É Grátis!
            </Button>
          </Link>
        </section>
        <section id="section-plans" style={{ marginTop: 48 }}>
          <Typography.Title level={2}>Planos sob medida</Typography.Title>
          <Typography.Paragraph>Free: R$ 00/mês · Premium: R$ 14,99/mês</Typography.Paragraph>
        </section>
      </Layout.Content>
      <Layout.Footer>
        © 2024 SemMultas · <a href={`mailto:${config?.contactEmail ?? ''}`}>{config?.contactEmail}</a>
      </Layout.Footer>
    </Layout>
  );
}

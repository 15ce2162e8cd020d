import { Card, Col, Row, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { isLocked } from '@semmultas/shared/plan';
import { FEATURES, findArea } from '@semmultas/shared/routes';
import { useDisplayName } from '@semmultas/shared/use-display-name';
import { CardLink } from '@semmultas/shared/ui/card-link';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import { useShell } from '../../lib/shell-context';
import { FirstSteps } from './first-steps';
import { PainelDaSemana } from './painel-da-semana';
import { iconFor } from '../../lib/nav-items';

/** /pagina-inicial: the nine feature cards of SPEC §2. */
export function HomePage() {
  const { supabase, user, plan } = useShell();
  // The name the user chose (or the first name from the e-mail), never the raw address.
  const { name } = useDisplayName(supabase, user?.id);
  return (
    <section aria-labelledby="home-title">
      {/* The name arrives after the first paint: on its own line it does not push the page
          down when it does (issue 14, CLS 0.31 on a phone). */}
      <Typography.Title level={2} id="home-title" style={{ marginTop: 0 }}>
        Olá{name ? `, ${name}` : ''}! <span style={{ display: 'block' }}>O que vamos resolver hoje?</span>
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {plan === 'premium'
          ? 'Seu plano Premium está ativo: todas as áreas estão liberadas.'
          : plan === 'expired'
            ? 'Seu plano Premium expirou. Renove para voltar a usar as áreas marcadas com cadeado.'
            : 'Você está no plano Grátis. As áreas marcadas com cadeado fazem parte do Premium.'}
      </Typography.Paragraph>
      <PainelDaSemana />
      <FirstSteps plan={plan} />
      <Row gutter={[16, 16]}>
        {FEATURES.map((feature) => {
          const locked = isLocked(findArea(feature.path)?.access, plan);
          return (
            <Col key={feature.path} xs={24} sm={12} lg={8}>
              <Card hoverable style={{ height: '100%', position: 'relative' }}>
                <Card.Meta
                  avatar={
                    <span style={{ fontSize: 28, color: '#0b6e4f' }}>
                      {iconFor(feature.path === '/indicacao-de-apps' ? '/indicacao-apps' : feature.path)}
                    </span>
                  }
                  title={
                    <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, whiteSpace: 'normal' }}>
                      <CardLink to={feature.path}>
                        {feature.title}
                        {locked ? <VisuallyHidden> (Premium)</VisuallyHidden> : null}
                      </CardLink>
                      {locked ? (
                        <Tag icon={<LockOutlined />} color="gold" style={{ marginInlineEnd: 0 }} aria-hidden>
                          Premium
                        </Tag>
                      ) : null}
                    </span>
                  }
                  description={feature.text}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

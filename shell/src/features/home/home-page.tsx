import { Col, Row, theme } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { isLocked } from '@semmultas/shared/plan';
import { FEATURES, findArea } from '@semmultas/shared/routes';
import { useDisplayName } from '@semmultas/shared/use-display-name';
import { CardLink } from '@semmultas/shared/ui/card-link';
import { PlainCard, PlainTag } from '@semmultas/shared/ui/plain-card';
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
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="home-title">
      {/* The name arrives after the first paint: on its own line it does not push the page
          down when it does (issue 14, CLS 0.31 on a phone); and that line never wraps (a long
          name ends in "…" on a phone: the whole name is still what a screen reader hears), so
          the question below stays where index.html's static frame painted it. */}
      {/* Issue 14: antd's Typography.Title and Paragraph as the h2 and p they render, with the
          same tokens; Typography (with its editing and copying code, Input, TextArea) no longer
          sits in the shell's first chunk. */}
      <h2
        id="home-title"
        style={{
          marginTop: 0,
          marginBottom: '0.5em',
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeHeading2,
          lineHeight: token.lineHeightHeading2,
        }}
      >
        <span style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Olá{name ? `, ${name}` : ''}!
        </span>{' '}
        <span style={{ display: 'block' }}>O que vamos resolver hoje?</span>
      </h2>
      <p style={{ marginTop: 0, marginBottom: '1em', color: token.colorTextSecondary }}>
        {plan === 'premium'
          ? 'Seu plano Premium está ativo: todas as áreas estão liberadas.'
          : plan === 'expired'
            ? 'Seu plano Premium expirou. Renove para voltar a usar as áreas marcadas com cadeado.'
            : 'Você está no plano Grátis. As áreas marcadas com cadeado fazem parte do Premium.'}
      </p>
      <PainelDaSemana />
      <FirstSteps plan={plan} />
      <Row gutter={[16, 16]}>
        {FEATURES.map((feature) => {
          const locked = isLocked(findArea(feature.path)?.access, plan);
          return (
            <Col key={feature.path} xs={24} sm={12} lg={8}>
              {/* Issue 14: antd's Card and Card.Meta as plain boxes (plain-card.tsx); same layout. */}
              <PlainCard hoverable style={{ height: '100%', position: 'relative' }}>
                <div style={{ display: 'flex', marginBlock: -4 }}>
                  <div style={{ paddingInlineEnd: token.padding }}>
                    <span style={{ fontSize: 28, color: '#0b6e4f' }}>
                      {iconFor(feature.path === '/indicacao-de-apps' ? '/indicacao-apps' : feature.path)}
                    </span>
                  </div>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <div
                      style={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        gap: 8,
                        marginBottom: token.marginXS,
                        color: token.colorTextHeading,
                        fontWeight: token.fontWeightStrong,
                        fontSize: token.fontSizeLG,
                      }}
                    >
                      <CardLink to={feature.path}>
                        {feature.title}
                        {locked ? <VisuallyHidden> (Premium)</VisuallyHidden> : null}
                      </CardLink>
                      {locked ? (
                        <PlainTag icon={<LockOutlined />} color="gold" style={{ marginInlineEnd: 0 }} aria-hidden>
                          Premium
                        </PlainTag>
                      ) : null}
                    </div>
                    <div style={{ color: token.colorTextDescription }}>{feature.text}</div>
                  </div>
                </div>
              </PlainCard>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

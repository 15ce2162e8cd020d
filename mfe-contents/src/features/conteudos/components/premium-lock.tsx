// Issue 21: what a free account sees of a premium tip. The database already cut its text
// (conteudos_visiveis, `bloqueado`); these say so and lead to the plan page naming the feature.
import { Flex, Tag, theme } from 'antd';
import { PlainParagraph, PlainTitle } from '@semmultas/shared/ui/plain-typography';
import { LockOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { DICAS_PREMIUM, upsellHref } from '@semmultas/shared/routes';
import type { Conteudo } from '@semmultas/shared/types';

export const DICAS_PREMIUM_HREF = upsellHref(DICAS_PREMIUM.id);

/** The card's badge: a padlock on the free plan, a star for subscribers; nothing on a basic tip. */
export function PremiumBadge({ conteudo }: { conteudo: Pick<Conteudo, 'is_premium' | 'bloqueado'> }) {
  if (!conteudo.is_premium && !conteudo.bloqueado) return null;
  return conteudo.bloqueado ? (
    <Tag color="gold" icon={<LockOutlined aria-hidden />} style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>
      Premium
    </Tag>
  ) : (
    <Tag color="gold" icon={<StarFilled aria-hidden />} style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>
      Dica Premium
    </Tag>
  );
}

/** Under the first lines of a locked tip: the rest is Premium, and where to get it. */
export function LockedRest() {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby="dica-premium-bloqueada"
      style={{
        marginTop: 24,
        padding: 'clamp(16px, 3vw, 24px)',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorWarningBorder}`,
        background: token.colorWarningBg,
      }}
    >
      <Flex gap={16} align="flex-start">
        <LockOutlined aria-hidden style={{ fontSize: 28, color: token.colorWarningText, marginTop: 4 }} />
        <div style={{ minWidth: 0 }}>
          <PlainTitle level={3} id="dica-premium-bloqueada" style={{ fontSize: token.fontSizeLG, marginTop: 0 }}>
            Esta é uma dica Premium
          </PlainTitle>
          <PlainParagraph style={{ marginBottom: 12 }}>Você leu as primeiras linhas. {DICAS_PREMIUM.text}</PlainParagraph>
          <Link
            to={DICAS_PREMIUM_HREF}
            style={{
              display: 'inline-block',
              padding: '8px 16px',
              borderRadius: token.borderRadius,
              background: token.colorPrimary,
              color: token.colorTextLightSolid,
              fontWeight: 600,
            }}
          >
            Continue lendo com o Premium
          </Link>
        </div>
      </Flex>
    </section>
  );
}

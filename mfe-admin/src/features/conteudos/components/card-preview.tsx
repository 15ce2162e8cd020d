// The card as users will see it in the lists of mfe-contents: image (none for tips), title cut
// at 60, content at 120 as plain text, author and date (SPEC §9). It mirrors that remote's card;
// the cutting rules come from @semmultas/shared/card-text, the same for both.
import { useState } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import { AppstoreOutlined, BulbOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { cardExcerpt, cardTitle } from '@semmultas/shared/card-text';
import { htmlToText } from '@semmultas/shared/html-text';
import { formatDateBR } from '@semmultas/shared/format';
import type { ConteudoFormValues } from '../utils/conteudo-form';
import { imageAllowed } from '../utils/conteudo-form';

function TypeIcon({ type }: { type: unknown }) {
  if (type === 0) return <BulbOutlined />;
  if (type === 1) return <TeamOutlined />;
  if (type === 2) return <AppstoreOutlined />;
  return <FileTextOutlined />;
}

function PreviewImage({ src, type }: { src: string | null; type: unknown }) {
  const { token } = theme.useToken();
  const [broken, setBroken] = useState<string | null>(null);
  const radius = `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`;
  if (!src || broken === src)
    return (
      <div
        aria-hidden
        style={{
          height: 150,
          display: 'grid',
          placeItems: 'center',
          fontSize: 48,
          color: token.colorPrimary,
          background: token.colorFillTertiary,
          borderRadius: radius,
        }}
      >
        <TypeIcon type={type} />
      </div>
    );
  return (
    <img
      src={src}
      alt=""
      referrerPolicy="no-referrer"
      onError={() => setBroken(src)}
      style={{
        display: 'block',
        width: '100%',
        height: 150,
        objectFit: 'cover',
        borderRadius: radius,
        background: token.colorFillTertiary,
      }}
    />
  );
}

export function CardPreview({ values }: { values: Partial<ConteudoFormValues> }) {
  const type = values.type ?? null;
  const image = imageAllowed(type) ? values.image?.trim() || null : null;
  const title = cardTitle(values.title) || 'Título do conteúdo';
  const excerpt = cardExcerpt(htmlToText(values.content));
  return (
    <figure aria-label="Prévia do card" style={{ margin: 0 }}>
      <Card
        style={{ width: '100%', maxWidth: 300, display: 'flex', flexDirection: 'column' }}
        cover={<PreviewImage src={image} type={type} />}
        styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 } }}
      >
        <Typography.Title
          level={3}
          style={{ fontSize: 16, lineHeight: 1.35, margin: 0, overflowWrap: 'anywhere' }}
          data-testid="preview-title"
        >
          {title}
        </Typography.Title>
        {excerpt ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 14, overflowWrap: 'anywhere' }} data-testid="preview-text">
            {excerpt}
          </Typography.Paragraph>
        ) : null}
        <Flex wrap gap={8} justify="space-between" style={{ marginTop: 'auto', paddingTop: 4 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {values.author?.trim() ?? ''}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateBR(values.data)}
          </Typography.Text>
        </Flex>
      </Card>
      <figcaption>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Prévia: o card como aparece na lista para os usuários.
        </Typography.Text>
      </figcaption>
    </figure>
  );
}

import { Flex } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { formatDateBR } from '@semmultas/shared/format';
import { cardExcerpt, cardTitle } from '@semmultas/shared/card-text';
import { CardLink } from '@semmultas/shared/ui/card-link';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { PlainParagraph, PlainText, PlainTitle } from '@semmultas/shared/ui/plain-typography';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import type { ConteudoListItem } from '../utils/card-text';
import { ConteudoIcon } from './conteudo-icon';
import { ConteudoImage } from './conteudo-image';
import { PremiumBadge } from './premium-lock';
import { ParceiroResumo } from './parceiro-contatos';
import { ConteudoDetailScreen } from './conteudo-detail-screen';

/**
 * A card of the grid: image, title (60), text (120), author and date; the whole card follows
 * the title's link. A premium tip on the free plan carries a padlock and is heard as "(Premium)".
 */
export function ConteudoCard({ item, from }: { item: ConteudoListItem; from: string }) {
  const title = cardTitle(item.title);
  const excerpt = cardExcerpt(item.text);
  // On a phone a card without a picture has no band at all: the text starts at the top.
  const phone = useScreens().sm === false;
  const band = Boolean(item.image) || !phone;
  return (
    <div style={{ display: 'flex', width: '100%' }} onMouseEnter={ConteudoDetailScreen.preload} onFocus={ConteudoDetailScreen.preload}>
      {/* Issue 14: a box with the theme's tokens, not antd's Card (which brings Tabs, Dropdown, Menu). */}
      <PlainCard
        hoverable
        style={{ width: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
        // No image (tips never have one): a slim band with the area's icon, not a big empty frame.
        cover={
          band ? (
            <ConteudoImage src={item.image} alt="" icon={<ConteudoIcon type={item.type} />} height={item.image ? 150 : 64} />
          ) : undefined
        }
        bodyStyle={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 }}
      >
        <PremiumBadge conteudo={item} />
        <PlainTitle
          level={3}
          style={{ fontSize: 16, lineHeight: 1.35, margin: 0, overflowWrap: 'anywhere' }}
          title={title !== item.title ? item.title : undefined}
        >
          <CardLink to={`/conteudos/${item.id}`} state={{ from }}>
            {/* A cut title is seen cut and heard whole. */}
            {title !== item.title ? (
              <>
                <span aria-hidden>{title}</span>
                <VisuallyHidden>{item.title}</VisuallyHidden>
              </>
            ) : (
              title
            )}
            {item.bloqueado ? <VisuallyHidden> (Premium)</VisuallyHidden> : null}
          </CardLink>
        </PlainTitle>
        {item.type === 1 ? <ParceiroResumo parceiro={item} /> : null}
        {excerpt ? (
          <PlainParagraph type="secondary" style={{ margin: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
            {excerpt}
          </PlainParagraph>
        ) : null}
        <Flex wrap gap={8} justify="space-between" style={{ marginTop: 'auto', paddingTop: 4 }}>
          <PlainText type="secondary" style={{ fontSize: 12 }}>
            {item.author ?? ''}
          </PlainText>
          <PlainText type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={item.data ?? undefined}>{formatDateBR(item.data)}</time>
          </PlainText>
        </Flex>
      </PlainCard>
    </div>
  );
}

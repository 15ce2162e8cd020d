import { Flex, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { formatDateTimeBR } from '@semmultas/shared/format';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

/**
 * antd's Avatar with an icon, drawn with the theme's tokens and Avatar's measures (32 px, 24
 * small; the icon 18 and 14 px): issue 14, the forum's first screen without Avatar's code.
 */
function UserPicture({ small }: { small: boolean }) {
  const { token } = theme.useToken();
  const size = small ? token.controlHeightSM : token.controlHeight;
  return (
    <span
      aria-hidden
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        display: 'inline-flex',
        justifyContent: 'center',
        alignItems: 'center',
        overflow: 'hidden',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        background: token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
        fontSize: small ? token.fontSize : Math.round((token.fontSizeLG + token.fontSizeXL) / 2),
        lineHeight: token.lineHeight,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      <UserOutlined />
    </span>
  );
}

/** Who wrote it (their forum name, never an e-mail) and when, the date in pt-BR
 *  ("21/11/2026 às 14:05"). Phrasing content only, so it can sit inside a heading. */
export function AuthorLine({ name, date, small = false }: { name: string; date: string | undefined; small?: boolean }) {
  return (
    <Flex component="span" wrap align="center" gap={small ? 6 : 8} style={{ minWidth: 0 }}>
      <UserPicture small={small} />
      <PlainText strong style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {name}
      </PlainText>
      <PlainText type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
        <time dateTime={date}>{formatDateTimeBR(date)}</time>
      </PlainText>
    </Flex>
  );
}

import type { ReactNode } from 'react';
import { theme } from 'antd';

// Issue 14, sixth round: LoadError and the notices are on every remote's first screen only in
// case something fails, but antd's Result came with them (~18 KB of each remote's first chunk).
// This draws Result's measures with the theme's tokens, as PlainCard does Card's: padding
// 48 × 32, the icon at three times the h3 size, the title at the h3 size, the sub-title in the
// description colour, the actions 24 px below, centred. Dark mode follows the one ConfigProvider.
export function PlainResult({
  icon,
  title,
  subTitle,
  extra,
}: {
  icon: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, fontFamily: token.fontFamily }}>
      <div
        style={{
          marginBottom: token.paddingLG,
          textAlign: 'center',
          fontSize: typeof token.fontSizeHeading3 === 'number' ? token.fontSizeHeading3 * 3 : `calc(${token.fontSizeHeading3} * 3)`,
          lineHeight: 1,
        }}
      >
        {icon}
      </div>
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
          textAlign: 'center',
        }}
      >
        {title}
      </div>
      {subTitle ? (
        <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight, textAlign: 'center' }}>
          {subTitle}
        </div>
      ) : null}
      {extra ? (
        <div style={{ marginTop: token.paddingLG, display: 'flex', justifyContent: 'center', gap: token.paddingXS, flexWrap: 'wrap' }}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

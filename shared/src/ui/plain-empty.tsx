import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

// Issue 14: an empty list's message is on the first screen of the forum, Dicas, SEFAZ, the ledger
// and the calculators only in case, but antd's Empty came with it: its style hook, its locale and
// its two pictures, 9 KB of the forum's first JavaScript. This is Empty drawn from the theme's
// tokens (dark mode follows the shell's one ConfigProvider): antd 6's measures (the picture 2.5 ×
// controlHeightLG tall, or controlHeightLG for the simple one with 32 px above and below), its
// two pictures with the same colours laid solid on the container's background as antd's
// getAsSolidColor does, the description in the description colour, a footer 16 px below.
// The pictures are decoration: the description says it (antd also names them "Não há dados").

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * A token's colour as [r, g, b, alpha], in the forms antd 6's algorithms give its tokens (#rgb,
 * #rrggbb(aa), rgb()/rgba()). Other CSS forms (hsl(), names) are not parsed: the colour is then
 * used as it is, translucent. theme.tsx sets none of the tokens the pictures use.
 */
function channels(color: string): [number, number, number, number] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const at = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [at(0), at(2), at(4), full.length === 8 ? at(6) / 255 : 1];
  }
  const parts = /^rgba?\(([^)]+)\)$/i
    .exec(color.trim())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts && parts.length >= 3 && parts.every((n) => Number.isFinite(n))) return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  return null;
}

/**
 * antd's getAsSolidColor (fast-color's onBackground, then toHexString): a translucent token laid
 * on the container's background. A colour in a form not listed above (a CSS variable) is kept as
 * it is, as antd keeps a variable. plain-empty.test.tsx compares the pictures with antd's own.
 */
function solid(color: string, background: string): string {
  const fg = channels(color);
  const bg = channels(background);
  if (!fg || !bg) return color;
  const alpha = fg[3] + bg[3] * (1 - fg[3]);
  const channel = (i: 0 | 1 | 2) => Math.round((fg[i] * fg[3] + bg[i] * bg[3] * (1 - fg[3])) / alpha);
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `#${hex(channel(0))}${hex(channel(1))}${hex(channel(2))}${alpha < 1 ? hex(Math.round(alpha * 255)) : ''}`;
}

const IMAGE_STYLE: CSSProperties = { maxWidth: '100%', height: '100%', margin: 'auto' };

function DefaultImage({ token }: { token: Token }) {
  const detail = solid(token.colorFill, token.colorBgContainer);
  return (
    <svg
      width="184"
      height="152"
      viewBox="0 0 184 152"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden
      focusable="false"
      style={IMAGE_STYLE}
    >
      <g fill="none" fillRule="evenodd">
        <g transform="translate(24 31.7)">
          <ellipse
            fillOpacity=".8"
            fill={solid(token.colorFillSecondary, token.colorBgContainer)}
            cx="67.8"
            cy="106.9"
            rx="67.8"
            ry="12.7"
          />
          <path
            fill={solid(token.colorTextQuaternary, token.colorBgContainer)}
            d="M122 69.7 98.1 40.2a6 6 0 0 0-4.6-2.2H42.1a6 6 0 0 0-4.6 2.2l-24 29.5V85H122z"
          />
          <path
            fill={solid(token.colorFillTertiary, token.colorBgContainer)}
            d="M33.8 0h68a4 4 0 0 1 4 4v93.3a4 4 0 0 1-4 4h-68a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4"
          />
          <path
            fill={detail}
            d="M42.7 10h50.2a2 2 0 0 1 2 2v25a2 2 0 0 1-2 2H42.7a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2m.2 39.8h49.8a2.3 2.3 0 1 1 0 4.5H42.9a2.3 2.3 0 0 1 0-4.5m0 11.7h49.8a2.3 2.3 0 1 1 0 4.6H42.9a2.3 2.3 0 0 1 0-4.6m79 43.5a7 7 0 0 1-6.8 5.4H20.5a7 7 0 0 1-6.7-5.4l-.2-1.8V69.7h26.3c2.9 0 5.2 2.4 5.2 5.4s2.4 5.4 5.3 5.4h34.8c2.9 0 5.3-2.4 5.3-5.4s2.3-5.4 5.2-5.4H122v33.5q0 1-.2 1.8"
          />
        </g>
        <path
          fill={detail}
          d="m149.1 33.3-6.8 2.6a1 1 0 0 1-1.3-1.2l2-6.2q-4.1-4.5-4.2-10.4c0-10 10.1-18.1 22.6-18.1S184 8.1 184 18.1s-10.1 18-22.6 18q-6.8 0-12.3-2.8"
        />
        <g fill={token.colorBgContainer} transform="translate(149.7 15.4)">
          <circle cx="20.7" cy="3.2" r="2.8" />
          <path d="M5.7 5.6H0L2.9.7zM9.3.7h5v5h-5z" />
        </g>
      </g>
    </svg>
  );
}

function SimpleImage({ token }: { token: Token }) {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg" aria-hidden focusable="false" style={IMAGE_STYLE}>
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill={solid(token.colorFillTertiary, token.colorBgContainer)} cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke={solid(token.colorFill, token.colorBgContainer)}>
          <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
          <path
            d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            fill={solid(token.colorFillQuaternary, token.colorBgContainer)}
          />
        </g>
      </g>
    </svg>
  );
}

export type PlainEmptyProps = {
  description: ReactNode;
  /** antd's PRESENTED_IMAGE_SIMPLE: the small picture, inside a card or a table. */
  image?: 'default' | 'simple';
  /** Below the description: what to do next (a button). */
  children?: ReactNode;
  style?: CSSProperties;
};

/** "Nothing here", as antd's Empty draws it (see above). */
export function PlainEmpty({ description, image = 'default', children, style }: PlainEmptyProps) {
  const { token } = theme.useToken();
  const simple = image === 'simple';
  return (
    <div
      style={{
        marginInline: token.marginXS,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        textAlign: 'center',
        ...(simple ? { marginBlock: token.marginXL, color: token.colorTextDescription } : {}),
        ...style,
      }}
    >
      <div
        style={{
          height: simple ? token.controlHeightLG : token.controlHeightLG * 2.5,
          marginBottom: token.marginXS,
          opacity: token.opacityImage,
        }}
      >
        {simple ? <SimpleImage token={token} /> : <DefaultImage token={token} />}
      </div>
      <div style={{ color: token.colorTextDescription }}>{description}</div>
      {children !== undefined && children !== null && children !== false && children !== '' ? (
        <div style={{ marginTop: token.margin }}>{children}</div>
      ) : null}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

// Issue 14: the first signed-in page drew every card with antd's Card, and Card imports Tabs
// (for its tab list), which brings rc-tabs, Dropdown and Menu: ~110 KB of source in the shell's
// first chunk and again in the agenda's home panel, for boxes with a title. These are the same
// boxes drawn with antd's theme tokens (so dark mode and the theme follow the shell's one
// ConfigProvider), with the measures of antd 6's Card: head 56 px (38 px small), padding 24
// (12 small), the border and radius tokens. Pages that need Card's features keep Card.
const CSS = `
.sm-plain-card { transition: box-shadow 0.2s; }
.sm-plain-card-head { padding-inline: var(--sm-card-padding); }
.sm-plain-card-body { padding: var(--sm-card-padding); }
.sm-plain-card-hoverable:hover { box-shadow: var(--sm-card-shadow); }
@keyframes sm-plain-skeleton { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
.sm-plain-skeleton-bar { background-size: 400% 100%; animation: sm-plain-skeleton 1.4s ease infinite; }
@media (prefers-reduced-motion: reduce) { .sm-plain-skeleton-bar { animation: none; } }
`;

function PlainStyle() {
  // React 19 hoists this into <head> once, however many cards render it.
  return (
    <style href="sm-plain-card" precedence="default">
      {CSS}
    </style>
  );
}

export type PlainCardProps = {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  hoverable?: boolean;
  /** On the card's box, beside its own: a page's styles reach the parts as `.sm-plain-card-head` and `-body`. */
  className?: string;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  /** Above the body, over the card's border, as antd's Card draws its `cover` (a picture). */
  cover?: ReactNode;
  children?: ReactNode;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A style without its undefined values. antd's Card draws its border from a class, so a caller's
 * `borderColor: undefined` did nothing there; here the border is inline, and React would empty it
 * (an emptied longhand of the border shorthand falls back to the text colour).
 */
function definedOnly(style: CSSProperties | undefined): CSSProperties {
  return style ? (Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined)) as CSSProperties) : {};
}

/** A titled box that looks like antd's Card (see above), without Card's code. */
export function PlainCard({
  title,
  extra,
  size = 'default',
  hoverable,
  className,
  style,
  bodyStyle,
  cover,
  children,
  ...aria
}: PlainCardProps) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const padding = small ? token.paddingSM : token.paddingLG;
  return (
    <div
      className={['sm-plain-card', hoverable ? 'sm-plain-card-hoverable' : '', className ?? ''].filter(Boolean).join(' ')}
      {...aria}
      style={
        {
          boxSizing: 'border-box',
          background: token.colorBgContainer,
          border,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
          '--sm-card-shadow': token.boxShadowTertiary,
          '--sm-card-padding': `${padding}px`,
          ...definedOnly(style),
        } as CSSProperties
      }
    >
      <PlainStyle />
      {title !== undefined || extra !== undefined ? (
        <div
          className="sm-plain-card-head"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: small ? 38 : 56,
            borderBottom: border,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          <div className="sm-plain-card-title" style={{ flex: 1, minWidth: 0, paddingBlock: small ? 4 : 8 }}>
            {title}
          </div>
          {extra !== undefined ? (
            <div style={{ marginInlineStart: 'auto', fontWeight: 'normal', fontSize: token.fontSize, color: token.colorText }}>{extra}</div>
          ) : null}
        </div>
      ) : null}
      {cover !== undefined ? <div style={{ margin: `-${token.lineWidth}px -${token.lineWidth}px 0` }}>{cover}</div> : null}
      <div className="sm-plain-card-body" style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}

// antd 6 draws a Tag 'filled' unless told otherwise: a transparent border over the colour's light
// background (no colour: colorFillTertiary, laid on the card's background). As theme.tsx draws
// antd's tags (issue 15, contrast): a status tag's text in the status *text* colour; a preset
// colour's text in its shade 7, which theme.tsx darkens through a CSS variable.
const TAG_COLORS = {
  default: ['colorFillTertiary', 'colorText'],
  success: ['colorSuccessBg', 'colorSuccessText'],
  error: ['colorErrorBg', 'colorErrorText'],
  warning: ['colorWarningBg', 'colorWarningText'],
  gold: ['gold1', 'gold7'],
} as const;
const TAG_TEXT_VARIABLE: Partial<Record<keyof typeof TAG_COLORS, string>> = { gold: '--ant-gold-7' };

/** antd's Tag (no colour, or a status colour), as a span. */
export function PlainTag({
  color,
  icon,
  children,
  style,
  'aria-hidden': ariaHidden,
}: {
  color: keyof typeof TAG_COLORS;
  icon?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  'aria-hidden'?: boolean;
}) {
  const { token } = theme.useToken();
  const [bg, fg] = TAG_COLORS[color];
  return (
    <span
      aria-hidden={ariaHidden}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        // antd's space between the icon and the text: the tag's padding.
        gap: 7,
        height: 'auto',
        marginInlineEnd: token.marginXS,
        paddingInline: 7,
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        fontWeight: 'normal',
        whiteSpace: 'nowrap',
        background: token[bg],
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: token.borderRadiusSM,
        color: TAG_TEXT_VARIABLE[color] ? `var(${TAG_TEXT_VARIABLE[color]}, ${token[fg]})` : token[fg],
        verticalAlign: 'middle',
        ...style,
      }}
    >
      {icon}
      {children}
    </span>
  );
}

/** antd's Skeleton (active, a title and `rows` lines), as plain bars. Drawing only: aria-hidden. */
export function PlainSkeleton({
  rows = 3,
  label,
  title = true,
  fullWidth = false,
  style,
}: {
  rows?: number;
  label?: string;
  /** antd's `title={false}`: lines only. */
  title?: boolean;
  /** antd's `paragraph={{ width: '100%' }}`: the last line as long as the others. */
  fullWidth?: boolean;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const bar = (key: string, width: string, marginTop: number) => (
    <div
      key={key}
      className="sm-plain-skeleton-bar"
      style={{
        height: 16,
        width,
        marginTop,
        borderRadius: token.borderRadiusSM,
        backgroundImage: `linear-gradient(90deg, ${token.colorFillSecondary} 25%, ${token.colorFill} 37%, ${token.colorFillSecondary} 63%)`,
      }}
    />
  );
  const bars = (
    <div aria-hidden style={label ? undefined : style}>
      <PlainStyle />
      {title ? bar('title', '38%', 0) : null}
      {Array.from({ length: rows }, (_, i) =>
        bar(String(i), i === rows - 1 && !fullWidth ? '61%' : '100%', i === 0 ? (title ? 24 : 0) : 16),
      )}
    </div>
  );
  // With a label it is the place of something loading (a lazy screen's Suspense fallback): a
  // screen reader hears the label only, the bars being drawing, not content.
  return label ? (
    <div role="status" aria-label={label} style={style}>
      {bars}
    </div>
  ) : (
    bars
  );
}

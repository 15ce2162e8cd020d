import { useContext, type AnchorHTMLAttributes, type HTMLAttributes } from 'react';
import { ConfigContext } from 'antd/es/config-provider/context';
import useTypographyStyle from 'antd/es/typography/style';

// Issue 14, sixth round: antd's Typography brings Tooltip and @rc-component/trigger (for its
// ellipsis and copy buttons) and its editor: ~50 KB on the first screen of every remote that
// writes a heading or a grey line with it, before anyone hovers anything. These draw the same
// elements with the same classes (`ant-typography`, `ant-typography-secondary`, …) and antd's
// own Typography style hook, so they look exactly like Typography in both colour modes, with
// or without zero-runtime styles. `ellipsis` is antd's CSS-only one (its own classes and line
// clamp, what antd draws when it needs no tooltip, expand button or suffix), without antd's
// measuring of every cut text after the render. For a tooltip, copy or editing, use antd's.

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

/** The element's own attributes (id, title, role, aria-*, style…), as Typography passes them on. */
type PlainProps = HTMLAttributes<HTMLElement>;

function useTypographyClassName(type: Tone | 'link' | undefined, className: string | undefined, ellipsisRows?: number): string {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  const ellipsis =
    ellipsisRows === undefined ? undefined : `${prefixCls}-ellipsis ${prefixCls}-ellipsis-${ellipsisRows > 1 ? 'multiple' : 'single'}-line`;
  return [prefixCls, type && `${prefixCls}-${type}`, ellipsis, className, hashId, cssVarCls].filter(Boolean).join(' ');
}

/** `<Typography.Title level>`: an h1–h5. */
export function PlainTitle({ level = 1, type, className, ...rest }: PlainProps & { level?: 1 | 2 | 3 | 4 | 5; type?: Tone }) {
  const Heading = `h${level}` as const;
  return <Heading className={useTypographyClassName(type, className)} {...rest} />;
}

/** `<Typography.Paragraph>`: a div; `ellipsis={{ rows }}` cuts it after that many lines. */
export function PlainParagraph({ type, className, ellipsis, style, ...rest }: PlainProps & { type?: Tone; ellipsis?: { rows: number } }) {
  return (
    <div
      className={useTypographyClassName(type, className, ellipsis?.rows)}
      style={ellipsis && ellipsis.rows > 1 ? { ...style, WebkitLineClamp: ellipsis.rows } : style}
      {...rest}
    />
  );
}

/** `<Typography.Text>`: a span, its content in `<strong>` when `strong`. */
export function PlainText({ type, strong, className, children, ...rest }: PlainProps & { type?: Tone; strong?: boolean }) {
  return (
    <span className={useTypographyClassName(type, className)} {...rest}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/**
 * `<Typography.Link>`: an anchor; a new tab gets rel="noopener noreferrer" unless one is given.
 * `ellipsis` keeps it on one line, cut to its width.
 */
export function PlainLink({
  className,
  rel,
  target,
  ellipsis,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type'> & { ellipsis?: boolean }) {
  return (
    <a
      className={useTypographyClassName('link', className, ellipsis ? 1 : undefined)}
      target={target}
      rel={rel === undefined && target === '_blank' ? 'noopener noreferrer' : rel}
      {...rest}
    />
  );
}

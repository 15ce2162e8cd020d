// Database HTML on screen: always through SafeHtml (the one sanitizer), with typography that
// follows the theme, so an article reads the same in light and dark mode.
import { Typography, theme } from 'antd';
import { SafeHtml } from './safe-html';

function RichHtmlStyle() {
  const { token } = theme.useToken();
  return (
    <style>{`
      .sm-rich-html { overflow-wrap: anywhere; line-height: 1.7; color: ${token.colorText}; }
      .sm-rich-html img, .sm-rich-html video { max-width: 100%; height: auto; border-radius: ${token.borderRadius}px; }
      .sm-rich-html table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; margin: 1em 0; }
      .sm-rich-html th, .sm-rich-html td { border: 1px solid ${token.colorBorderSecondary}; padding: 6px 10px; text-align: left; vertical-align: top; overflow-wrap: normal; min-width: 5.5em; }
      .sm-rich-html th { background: ${token.colorFillQuaternary}; }
      .sm-rich-html a { color: ${token.colorLink}; text-decoration: underline; }
      .sm-rich-html blockquote { margin: 1em 0; padding: 0 1em; border-inline-start: 4px solid ${token.colorBorder}; color: ${token.colorTextSecondary}; }
      .sm-rich-html pre { overflow-x: auto; }
      .sm-rich-html > div > :first-child { margin-top: 0; }
      .sm-rich-html > div > :last-child { margin-bottom: 0; }
    `}</style>
  );
}

function RichHtmlBody({ html }: { html: string | null | undefined }) {
  return (
    <Typography className="sm-rich-html">
      <SafeHtml html={html} />
    </Typography>
  );
}

/** Sanitized HTML with the product's typography. */
export function RichHtml({ html }: { html: string | null | undefined }) {
  return (
    <>
      <RichHtmlStyle />
      <RichHtmlBody html={html} />
    </>
  );
}

/** Sanitized HTML on a page-like sheet (DECISIONS.md 9, link type 2). */
export function HtmlSheet({ html, label }: { html: string | null | undefined; label: string }) {
  const { token } = theme.useToken();
  return (
    <>
      <RichHtmlStyle />
      <article
      aria-label={label}
      style={{
        background: token.colorBgContainer,
        maxWidth: 820,
        margin: '0 auto',
        padding: 'clamp(14px, 5vw, 56px)',
        borderRadius: token.borderRadiusSM,
        boxShadow: token.boxShadowTertiary,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <RichHtmlBody html={html} />
      </article>
    </>
  );
}

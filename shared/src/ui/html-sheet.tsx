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
      .sm-rich-html table {
        display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; margin: 1em 0;
        /* A table wider than a phone scrolls sideways; shadows at the edges say there is more. */
        background:
          linear-gradient(to right, ${token.colorBgContainer} 30%, transparent) left / 32px 100% no-repeat local,
          linear-gradient(to left, ${token.colorBgContainer} 30%, transparent) right / 32px 100% no-repeat local,
          radial-gradient(farthest-side at 0 50%, ${token.colorFill}, transparent) left / 12px 100% no-repeat scroll,
          radial-gradient(farthest-side at 100% 50%, ${token.colorFill}, transparent) right / 12px 100% no-repeat scroll;
      }
      .sm-rich-html table th, .sm-rich-html table td { border: 1px solid ${token.colorBorderSecondary}; padding: 6px 10px; text-align: left; vertical-align: top; overflow-wrap: normal; min-width: 5.5em; }
      .sm-rich-html th { background: ${token.colorFillQuaternary}; }
      .sm-rich-html a { color: ${token.colorLink}; text-decoration: underline; }
      .sm-rich-html blockquote { margin: 1em 0; padding: 0 1em; border-inline-start: 4px solid ${token.colorBorder}; color: ${token.colorTextSecondary}; }
      .sm-rich-html pre { overflow-x: auto; }
      .sm-rich-html > div > :first-child { margin-top: 0; }
      .sm-rich-html > div > :last-child { margin-bottom: 0; }
      /* Last, so it wins over the rules above on a phone. */
      @media (max-width: 575px) {
        .sm-rich-html table { font-size: 14px; }
        .sm-rich-html table th, .sm-rich-html table td { padding: 6px; min-width: 4.5em; hyphens: auto; }
        .sm-rich-html h1 { font-size: 26px; }
        .sm-rich-html h2 { font-size: 21px; }
        .sm-rich-html h3 { font-size: 18px; }
      }
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
          padding: 'clamp(12px, 4vw, 56px)',
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

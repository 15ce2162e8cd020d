// The few rules inline styles cannot express (hover, descendants), with colours from the
// antd theme so light and dark mode both read well.
import { theme } from 'antd';

export function ForumStyle() {
  const { token } = theme.useToken();
  return (
    <style>{`
      .sm-forum-text { white-space: pre-wrap; overflow-wrap: anywhere; word-break: normal; margin: 0; color: ${token.colorText}; line-height: 1.6; }
      .sm-forum-text a { color: ${token.colorLink}; text-decoration: underline; }
      .sm-forum-text a:hover { color: ${token.colorLinkHover}; }
      .sm-forum-open { color: ${token.colorText}; display: block; overflow-wrap: anywhere; white-space: pre-line; line-height: 1.6; }
      .sm-forum-open:hover, .sm-forum-open:focus-visible { color: ${token.colorLink}; text-decoration: underline; }
      .sm-forum-open-button { all: unset; cursor: pointer; }
      .sm-forum-open-button:focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: 2px; border-radius: 4px; }
      /* room at the end of the page for the shell's floating support button */
      .sm-forum-page { padding-bottom: 72px; }
      .sm-forum-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
      .sm-forum-card { background: ${token.colorBgContainer}; border: 1px solid ${token.colorBorderSecondary}; border-radius: ${token.borderRadiusLG}px; padding: 16px; min-width: 0; }
      .sm-forum-reply { border-inline-start: 3px solid ${token.colorPrimaryBorder}; padding: 8px 0 8px 12px; }
      @media (max-width: 480px) { .sm-forum-card { padding: 12px; } }
    `}</style>
  );
}

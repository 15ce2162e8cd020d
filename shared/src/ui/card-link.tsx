import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

// Issue 15 (WCAG 2.5.3): a card that is one big link used to be named by an aria-label that
// hid the rest of its visible text. Now the link is the card's title, heard as just that (plus
// what the label adds, in words only a screen reader reads), and its ::after covers the card so
// a click or tap anywhere on it still follows the link. The card needs `position: relative`.
const CSS = `
.sm-card-link { color: inherit; }
.sm-card-link::after { content: ''; position: absolute; inset: 0; z-index: 1; border-radius: inherit; }
.sm-card-link:hover { color: inherit; }
.sm-card-link:focus-visible { outline: none; }
.sm-card-link:focus-visible::after { outline: 2px solid currentColor; outline-offset: 2px; }
`;

/** The title link of a card that is clickable as a whole (the card: `position: relative`). */
export function CardLink({ children, ...props }: Omit<LinkProps, 'className'> & { children: ReactNode }) {
  return (
    <>
      {/* React 19 hoists this into <head> once, however many cards render it. */}
      <style href="sm-card-link" precedence="default">
        {CSS}
      </style>
      <Link className="sm-card-link" {...props}>
        {children}
      </Link>
    </>
  );
}

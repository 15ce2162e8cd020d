import { useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { theme } from 'antd';

// Issue 14, sixth round: the shell's top bar showed antd's Tooltip on two icon buttons (the
// colour mode and support), and Tooltip brought @rc-component/trigger, its motion and resize
// observer to every first page, before anyone pointed at anything. Loading it at the first
// hover meant swapping the button for a new one under the pointer, which could swallow the click
// that followed. This is the same hint drawn by CSS alone (as GitHub's Primer draws its
// tooltips): the box, colours, radius and shadow of antd's Tooltip from the theme's tokens,
// under the control, after antd's 0.1 s, for a mouse (a touch never had these hover hints). The
// control's accessible name stays its own aria-label; the hint is for the eyes only.
// WCAG 1.4.13: the pointer can move from the control onto the hint (its top is a transparent
// bridge over the gap, so the hover never breaks), and Esc hides it until the pointer leaves.
const CSS = `
.sm-hint { position: relative; display: inline-flex; }
.sm-hint::before, .sm-hint::after { position: absolute; left: 50%; pointer-events: none; opacity: 0; visibility: hidden; transition: opacity 0.1s, visibility 0.1s; z-index: 1070; }
.sm-hint::after {
  content: attr(data-hint); top: 100%; transform: translateX(-50%); white-space: nowrap;
  min-height: 40px; box-sizing: border-box; padding: 6px 8px; border-top: 8px solid transparent; background-clip: padding-box;
  /* The top corners' vertical radius takes in the bridge, so the visible box keeps its radius. */
  border-radius: var(--sm-hint-radius) / calc(var(--sm-hint-radius) + 8px) calc(var(--sm-hint-radius) + 8px) var(--sm-hint-radius) var(--sm-hint-radius);
  background-color: var(--sm-hint-bg); color: var(--sm-hint-color);
  filter: drop-shadow(0 6px 8px rgba(0, 0, 0, 0.08)) drop-shadow(0 9px 14px rgba(0, 0, 0, 0.05));
  font-size: var(--sm-hint-font-size); line-height: var(--sm-hint-line-height); font-weight: normal; font-family: inherit;
}
.sm-hint::before { content: ''; top: calc(100% + 2px); transform: translateX(-50%); border: 6px solid transparent; border-top: 0; border-bottom-color: var(--sm-hint-bg); }
@media (hover: hover) {
  .sm-hint:hover::before, .sm-hint:hover::after { opacity: 1; visibility: visible; transition-delay: 0.1s; }
  .sm-hint:hover::after { pointer-events: auto; }
}
/* Above the control, ending at its right edge: inside a box that scrolls (a wide table), a hint
   under the last row, or past the last column, would make the box scroll; above a row it lies
   over the row before, or the header, and it extends to the left, into the table. */
.sm-hint-top::after {
  top: auto; bottom: 100%; left: auto; right: 0; transform: none; border-top: 0; border-bottom: 8px solid transparent;
  border-radius: var(--sm-hint-radius) / var(--sm-hint-radius) var(--sm-hint-radius) calc(var(--sm-hint-radius) + 8px) calc(var(--sm-hint-radius) + 8px);
}
.sm-hint-top::before { top: auto; bottom: calc(100% + 2px); border-bottom: 0; border-top: 6px solid var(--sm-hint-bg); border-bottom-color: transparent; }
.sm-hint-off::before, .sm-hint-off::after { display: none; }
@media print { .sm-hint::before, .sm-hint::after { display: none; } }
`;

/** A hover hint under one control, drawn like antd's Tooltip without its code (see above). */
export function HoverHint({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: 'bottom' | 'top-end';
  children: ReactElement;
}) {
  const { token } = theme.useToken();
  const box = useRef<HTMLSpanElement>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && box.current?.matches(':hover')) setDismissed(true);
    };
    // Capture: a focused control that stops Esc (a menu, a field) still lets the hint go.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <span
      ref={box}
      className={['sm-hint', placement === 'top-end' ? 'sm-hint-top' : '', dismissed ? 'sm-hint-off' : ''].filter(Boolean).join(' ')}
      onPointerLeave={() => setDismissed(false)}
      data-hint={title}
      style={
        {
          '--sm-hint-bg': token.colorBgSpotlight,
          '--sm-hint-color': token.colorTextLightSolid,
          '--sm-hint-radius': `${token.borderRadius}px`,
          '--sm-hint-font-size': `${token.fontSize}px`,
          '--sm-hint-line-height': token.lineHeight,
        } as CSSProperties
      }
    >
      {/* React 19 hoists this into <head> once, however many hints render it. */}
      <style href="sm-hover-hint" precedence="default">
        {CSS}
      </style>
      {children}
    </span>
  );
}

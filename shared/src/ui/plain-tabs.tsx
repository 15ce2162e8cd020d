import { useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';

// Issue 14: antd's Tabs brings rc-tabs, and with it Dropdown, Menu and rc-overflow for the "…"
// menu of tabs that do not fit: ~170 KB of source (≈ 60 KB minified) in the first chunk of the
// calculators, the agenda and the ledger (antd's Card imports Tabs too: see PlainCard), for a row
// of three labels. These are the same tabs drawn with antd 6's measures and theme tokens (the
// shell's one ConfigProvider, so dark mode follows), with the WAI-ARIA tabs pattern:
// - a tablist of buttons, one in the Tab order (the selected one); ←/→ (and Home/End) move the
//   focus to another tab, and Enter or Space opens it, as antd's do (opening a tab can be costly:
//   a calculator mounts, the admin's charges are fetched);
// - every panel is named by its tab; a panel once opened stays mounted, hidden, so what was typed
//   in it is still there when its tab is chosen again (antd's default), unless `destroyOnHidden`;
// - tabs that do not fit scroll sideways instead of hiding behind "…".
// The ink bar is drawn under the selected tab itself: it does not slide as antd's does, which
// would mean measuring the tabs after every render (a forced layout in React's commit).
const CSS = `
.sm-plain-tabs-nav { display: flex; position: relative; margin: 0 0 var(--sm-tabs-margin); overflow-x: auto; scrollbar-width: none;
  box-shadow: inset 0 calc(-1 * var(--sm-tabs-line)) 0 var(--sm-tabs-border); }
.sm-plain-tabs-nav::-webkit-scrollbar { display: none; }
.sm-plain-tabs-tab { position: relative; display: inline-flex; align-items: center; flex: none; padding: var(--sm-tabs-padding);
  margin: 0; font: inherit; font-size: var(--sm-tabs-font-size); line-height: inherit; white-space: nowrap; background: transparent;
  border: 0; outline: none; cursor: pointer; color: var(--sm-tabs-color); transition: color var(--sm-tabs-motion);
  -webkit-tap-highlight-color: transparent; }
.sm-plain-tabs-tab + .sm-plain-tabs-tab { margin-inline-start: var(--sm-tabs-gutter); }
.sm-plain-tabs-tab:hover { color: var(--sm-tabs-hover); }
.sm-plain-tabs-tab[aria-selected='true'] { color: var(--sm-tabs-selected); }
.sm-plain-tabs-tab:focus-visible { outline: var(--sm-tabs-focus); outline-offset: calc(-1 * var(--sm-tabs-focus-width)); border-radius: var(--sm-tabs-radius); }
.sm-plain-tabs-ink { position: absolute; inset-inline: 0; bottom: 0; height: var(--sm-tabs-ink); background: var(--sm-tabs-selected); pointer-events: none; }
.sm-plain-tabs-panel:focus-visible { outline: var(--sm-tabs-focus); outline-offset: 2px; }
`;

export type PlainTabItem = {
  key: string;
  label: ReactNode;
  children: ReactNode;
};

export type PlainTabsProps = {
  items: readonly PlainTabItem[];
  /** Controlled: the open tab. Without it the tabs keep their own, from `defaultActiveKey` or the first. */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Space between two tabs, in px (antd's `tabBarGutter`; 32 by default). */
  tabBarGutter?: number;
  /** Unmounts a panel when another tab opens (antd's `destroyOnHidden`). */
  destroyOnHidden?: boolean;
  /** Names the tab list for a screen reader, when the page has more than one. */
  'aria-label'?: string;
};

/** A row of tabs that looks like antd's Tabs (see above), without Tabs' code. */
export function PlainTabs({ items, activeKey, defaultActiveKey, onChange, tabBarGutter = 32, destroyOnHidden, ...aria }: PlainTabsProps) {
  const { token } = theme.useToken();
  const id = useId();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = items.find((item) => item.key === (activeKey ?? ownKey))?.key ?? items[0]?.key;
  // Panels opened once stay mounted (hidden): what was typed in them is kept.
  const [opened, setOpened] = useState<readonly string[]>([]);
  if (current !== undefined && !destroyOnHidden && !opened.includes(current)) setOpened([...opened, current]);
  const mounted = (key: string) => key === current || (!destroyOnHidden && opened.includes(key));

  function open(key: string) {
    if (key === current) return;
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    // Alt+← is the browser's Back; Ctrl/⌘ with an arrow is the system's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const last = items.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      step !== undefined ? (index + step + items.length) % items.length : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    // The tabs are the tablist's children, in the items' order.
    const tab = next < 0 ? undefined : event.currentTarget.parentElement?.children[next];
    if (!(tab instanceof HTMLElement)) return;
    event.preventDefault();
    // Focus only: the tab's own button opens it with Enter or Space (a click).
    tab.focus();
  }

  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  const vars = {
    '--sm-tabs-margin': `${token.margin}px`,
    '--sm-tabs-line': `${token.lineWidth}px`,
    '--sm-tabs-border': token.colorBorderSecondary,
    '--sm-tabs-padding': `${token.paddingSM}px 0`,
    '--sm-tabs-font-size': `${token.fontSize}px`,
    '--sm-tabs-gutter': `${tabBarGutter}px`,
    '--sm-tabs-color': token.colorText,
    // antd's itemHoverColor/itemSelectedColor are colorPrimaryHover/colorPrimary; the theme's dark
    // mode lightens them for contrast to its primary *text* colours (theme.tsx), which in light mode
    // are the same as colorPrimary's.
    '--sm-tabs-hover': token.colorPrimaryTextHover,
    '--sm-tabs-selected': token.colorPrimaryText,
    '--sm-tabs-ink': `${token.lineWidthBold}px`,
    '--sm-tabs-motion': token.motionDurationSlow,
    // Inside the tab, as antd draws it: the nav scrolls sideways, and clips what is outside it.
    '--sm-tabs-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    '--sm-tabs-focus-width': `${token.lineWidthFocus}px`,
    '--sm-tabs-radius': `${token.borderRadiusSM}px`,
  } as CSSProperties;

  return (
    <div className="sm-plain-tabs" style={vars}>
      <style href="sm-plain-tabs" precedence="default">
        {CSS}
      </style>
      <div className="sm-plain-tabs-nav" role="tablist" aria-label={aria['aria-label']}>
        {items.map((item, index) => {
          const selected = item.key === current;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className="sm-plain-tabs-tab"
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
              {selected ? <span className="sm-plain-tabs-ink" aria-hidden /> : null}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        // Every tab's aria-controls names a panel; one never opened is empty.
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          className="sm-plain-tabs-panel"
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== current}
          tabIndex={item.key === current ? 0 : -1}
        >
          {mounted(item.key) ? item.children : null}
        </div>
      ))}
    </div>
  );
}

// The panel's own menu (the shell draws the top bar and the 'Painel Admin' user menu): a side
// column on wide screens, a menu button above the page on phones. Issue 14: index.html paints
// these boxes before any script (shell/src/first-paint/page-head-html.ts, .sm-first-panel in
// the shell's index.html): a change of size here is a change there.
import { Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { useComponentToken } from '@semmultas/shared/ui/component-token';
import { DownOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { PageTitle } from '../components/page-title';
import { useAdmin } from '../lib/admin-context';
import { ADMIN_PAGES, currentPage, pageHref, type AdminPage } from './admin-pages';

// Issue 14, fourteenth round: the panel's menu is a list of links drawn as antd's inline Menu
// (its item height, indent, radius, and the theme's Menu colours from theme.tsx), and on a phone
// a button that shows the same list below it (a disclosure), instead of antd's Menu and Dropdown
// (rc-menu, rc-trigger, rc-overflow: ~100 KB of minified JavaScript on every admin page).
const CSS = `
.sm-admin-menu { margin: 0; padding: 4px; list-style: none; background: var(--sm-menu-bg); border-radius: var(--sm-menu-radius); }
.sm-admin-menu a {
  display: flex; align-items: center; gap: 10px; box-sizing: border-box; min-height: 40px; margin: 4px; padding: 10px 16px 10px 24px;
  line-height: 1.35; color: var(--sm-menu-fg); border-radius: var(--sm-menu-item-radius); text-decoration: none;
  transition: background-color 0.2s, color 0.2s;
}
.sm-admin-menu a:hover { background: var(--sm-menu-hover); color: var(--sm-menu-fg); }
.sm-admin-menu a[aria-current='page'] { background: var(--sm-menu-selected-bg); color: var(--sm-menu-selected-fg); }
.sm-admin-menu a:focus-visible { outline: var(--sm-menu-focus); outline-offset: 1px; }
.sm-admin-menu a > .anticon { flex: none; font-size: 14px; }
.sm-admin-menu-popup {
  position: absolute; inset-inline: 0; top: calc(100% + 4px); z-index: 1050;
  background: var(--sm-menu-popup-bg); box-shadow: var(--sm-menu-shadow);
}
@media (prefers-reduced-motion: reduce) { .sm-admin-menu a { transition: none; } }
@media (forced-colors: active) { .sm-admin-menu a[aria-current='page'] { outline: 2px solid Highlight; } }
`;

/** The pages as links; the one open is marked (aria-current), as antd's Menu marks it selected. */
function MenuList({ id, current, className, onChoose }: { id?: string; current: AdminPage; className: string; onChoose?: () => void }) {
  const { basePath } = useAdmin();
  return (
    <ul id={id} className={className}>
      {ADMIN_PAGES.map((p) => (
        <li key={p.path}>
          {/* The page's chunk starts when the pointer rests on its entry or the keyboard reaches it. */}
          <Link
            to={pageHref(basePath, p)}
            aria-current={p.path === current.path ? 'page' : undefined}
            onMouseEnter={p.screen.preload}
            onFocus={p.screen.preload}
            onClick={onChoose}
          >
            {p.icon}
            <span>{p.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** On a phone: a button named by the page open; it shows the list below it until a choice, Esc or a press elsewhere. */
function PhoneMenu({ current }: { current: AdminPage }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  // A page chosen (the one open too: onChoose), or any other navigation, closes the list.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  // The chosen link leaves the page with the list: the focus goes back to the button, not to <body>.
  const choose = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div
      ref={box}
      style={{ position: 'relative' }}
      // Tab out of the list closes it, as antd's Dropdown did: nothing it covers is focused unseen.
      onBlur={(e) => {
        if (open && !box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        block
        size="large"
        icon={current.icon}
        aria-label={`Páginas do painel: ${current.label}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        style={{
          justifyContent: 'space-between',
          textAlign: 'left',
          height: 'auto',
          minHeight: 48,
          padding: '10px 14px',
          whiteSpace: 'normal',
          lineHeight: 1.3,
        }}
      >
        <span style={{ flex: 1 }}>{current.label}</span>
        <DownOutlined aria-hidden />
      </Button>
      {open ? <MenuList id={listId} current={current} className="sm-admin-menu sm-admin-menu-popup" onChoose={choose} /> : null}
    </div>
  );
}

export function AdminLayout() {
  const { basePath } = useAdmin();
  const { pathname } = useLocation();
  const token = useComponentToken('Menu');
  const screens = useScreens();
  const wide = Boolean(screens.lg);
  const current = currentPage(pathname, basePath);
  const menuVars = {
    '--sm-menu-bg': token.colorBgContainer,
    '--sm-menu-popup-bg': token.colorBgElevated,
    '--sm-menu-shadow': token.boxShadowSecondary,
    '--sm-menu-radius': `${token.borderRadiusLG}px`,
    '--sm-menu-item-radius': `${token.borderRadiusLG}px`,
    '--sm-menu-fg': token.itemColor ?? token.colorText,
    '--sm-menu-hover': token.itemHoverBg ?? token.colorBgTextHover,
    '--sm-menu-selected-bg': token.itemSelectedBg ?? token.controlItemBgActive,
    '--sm-menu-selected-fg': token.itemSelectedColor ?? token.colorPrimary,
    '--sm-menu-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
  } as CSSProperties;

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        gap: wide ? 24 : 12,
        alignItems: 'flex-start',
        maxWidth: 1400,
        margin: '0 auto',
        ...menuVars,
      }}
    >
      {/* React 19 hoists this into <head> once. */}
      <style href="sm-admin-menu" precedence="default">
        {CSS}
      </style>
      {wide ? (
        <nav aria-label="Menu do painel" style={{ width: 272, flex: '0 0 272px', position: 'sticky', top: 80 }}>
          <MenuList current={current} className="sm-admin-menu" />
        </nav>
      ) : (
        <nav aria-label="Menu do painel" style={{ width: '100%' }}>
          <PhoneMenu current={current} />
        </nav>
      )}
      {/* The shell's frame already is the page's one <main>: the panel's column is a plain box. */}
      <div
        style={{
          flex: 1,
          minWidth: 0,
          width: '100%',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: wide ? 24 : 12,
        }}
      >
        {/* Issue 14: each page is its own chunk; its place holds its header (where index.html and the
            shell drew it, for the first page) and a skeleton while it loads. */}
        <Suspense
          fallback={
            <>
              {current.head ? <PageTitle title={current.head.title} subtitle={current.head.subtitle} /> : null}
              <PlainSkeleton label="Carregando a página" rows={5} />
            </>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

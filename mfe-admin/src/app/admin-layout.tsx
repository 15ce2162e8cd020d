// The panel's own menu (the shell draws the top bar and the 'Painel Admin' user menu): a side
// column on wide screens, a menu button above the page on phones. Issue 14: index.html paints
// these boxes before any script (shell/src/first-paint/page-head-html.ts, .sm-first-panel in
// the shell's index.html): a change of size here is a change there.
import { Suspense } from 'react';
import { Button, Dropdown, Menu, theme } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { DownOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { PageTitle } from '../components/page-title';
import { useAdmin } from '../lib/admin-context';
import { ADMIN_PAGES, currentPage, pageHref } from './admin-pages';

export function AdminLayout() {
  const { basePath } = useAdmin();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const screens = useScreens();
  const wide = Boolean(screens.lg);
  const current = currentPage(pathname, basePath);

  const items = ADMIN_PAGES.map((p) => ({
    key: p.path,
    icon: p.icon,
    // The page's chunk starts when the pointer rests on its entry or the keyboard reaches it.
    label: (
      <Link to={pageHref(basePath, p)} onMouseEnter={p.screen.preload} onFocus={p.screen.preload}>
        {p.label}
      </Link>
    ),
  }));

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        gap: wide ? 24 : 12,
        alignItems: 'flex-start',
        maxWidth: 1400,
        margin: '0 auto',
      }}
    >
      <style>{`
        .sm-admin-menu .ant-menu-item { height: auto; min-height: 40px; line-height: 1.35; padding-block: 10px; white-space: normal; }
        .sm-admin-menu .ant-menu-title-content { white-space: normal; }
      `}</style>
      {wide ? (
        <nav aria-label="Menu do painel" style={{ width: 272, flex: '0 0 272px', position: 'sticky', top: 80 }}>
          <Menu
            className="sm-admin-menu"
            mode="inline"
            selectedKeys={[current.path]}
            items={items}
            style={{ borderInlineEnd: 0, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: 4 }}
          />
        </nav>
      ) : (
        <nav aria-label="Menu do painel" style={{ width: '100%' }}>
          <Dropdown menu={{ items, selectedKeys: [current.path], className: 'sm-admin-menu' }} trigger={['click']}>
            <Button
              block
              size="large"
              icon={current.icon}
              aria-label={`Páginas do painel: ${current.label}`}
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
          </Dropdown>
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

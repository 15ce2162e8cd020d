import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { useShell } from '../../lib/shell-context';
import { InstallPrompt } from '../../components/install-prompt';
import { Logo } from '../../components/logo';
import { NAV_ITEMS, remoteOpenedBy, selectedMenuKey } from '../../lib/nav-items';
import { prefetchWhenIdle, shouldPrefetchAreas } from '../../runtime/idle-prefetch';
import { SUPPORT_BUTTON_CLEARANCE, SupportButton, SupportHeaderButton } from './support-button';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const MenuDrawer = lazy(() => import('./menu-drawer'));

// Issue 14: antd's Menu (rc-menu, its overflow, Dropdown for the collapsed menu's pop-ups) is
// not in the shell's first chunk. On a phone the menu is only in the drawer, so it loads when the
// drawer first opens; on a wider screen (antd's md, 768 px) the sider shows it at once, so its
// chunk is requested as soon as this module runs, beside the page's. The sider keeps its
// width while it loads: nothing moves.
const loadNavMenu = () => import('./nav-menu');
const NavMenu = lazy(loadNavMenu);
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches) void loadNavMenu();

function GlobalStyle() {
  const { token } = theme.useToken();
  return (
    <style>{`
      .sm-user-button { background: none; border: 0; cursor: pointer; padding: 4px 8px; border-radius: 8px; color: ${token.colorText}; font: inherit; }
      .sm-user-button:hover, .sm-user-button:focus-visible { background: ${token.colorFillSecondary}; }
      .sm-user-face { display: inline-flex; align-items: center; gap: 8px; }
      .sm-user-avatar { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; border: 1px solid transparent; background: #0b6e4f; color: #fff; font-size: 14px; flex: none; }
      .sm-user-text { display: inline-flex; flex-direction: column; line-height: 1.2; text-align: left; font-size: 12px; }
      .sm-user-text strong { font-size: 13px; }
      @media (max-width: 575px) { .sm-user-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; } }
      .sm-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1000; padding: 8px 16px; border-radius: 8px; background: ${token.colorBgContainer}; color: ${token.colorText}; font-weight: 600; }
      /* The shadow only when shown: above the page, its blur reached into the top bar's corner. */
      .sm-skip-link:focus { top: 8px; box-shadow: ${token.boxShadow}; outline: 2px solid ${token.colorText}; outline-offset: 2px; }
      #conteudo:focus { outline: none; }
      @media print { .sm-chrome { display: none !important; } .ant-layout-content { margin: 0 !important; padding: 0 !important; } }
    `}</style>
  );
}

/** WCAG 2.4.1: the first Tab stop jumps over the top bar and the menu to the page itself. */
function SkipLink() {
  return (
    <a
      className="sm-skip-link"
      href="#conteudo"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('conteudo')?.focus();
      }}
    >
      Pular para o conteúdo
    </a>
  );
}

function TopBar({
  onMenu,
  menuOpen,
  right,
  menuButton = true,
}: {
  onMenu?: () => void;
  menuOpen?: boolean;
  right: ReactNode;
  menuButton?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      className="sm-chrome"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {menuButton ? (
        <Button
          type="text"
          aria-label={menuOpen ? 'Recolher menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onMenu}
        />
      ) : null}
      <Link to="/pagina-inicial" aria-label="SemMultas — início" style={{ display: 'flex' }}>
        <Logo height={30} />
      </Link>
      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 8 }}>{right}</div>
    </Layout.Header>
  );
}

/** The signed-in frame of SPEC §2: top bar, ten-entry menu, content, support button. */
export function AppLayout() {
  const screens = useScreens();
  const mobile = !screens.md;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads the first time it opens (menu-drawer.tsx).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const { registry, plan, user } = useShell();
  const { token } = theme.useToken();
  const selected = selectedMenuKey(pathname);

  // On a desktop, the areas the plan opens are loaded in idle time, so a first click is quick.
  useEffect(() => {
    if (!shouldPrefetchAreas()) return;
    // What a click opens (the guards' answer: an expired plan's ledger too), not the plan page.
    const open = NAV_ITEMS.flatMap((item) => remoteOpenedBy(item, user, plan) ?? []);
    return prefetchWhenIdle((name) => registry.prefetch(name), open);
  }, [registry, plan, user]);

  const menu = (
    <Suspense fallback={null}>
      <NavMenu selected={selected} onNavigate={() => setDrawerOpen(false)} />
    </Suspense>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <GlobalStyle />
      <SkipLink />
      <TopBar
        menuOpen={mobile ? drawerOpen : !collapsed}
        onMenu={() => {
          if (mobile) {
            setDrawerUsed(true);
            setDrawerOpen((o) => !o);
          } else setCollapsed((c) => !c);
        }}
        right={
          <>
            {mobile ? <SupportHeaderButton /> : null}
            <ThemeToggle />
            <UserMenu />
          </>
        }
      />
      <Layout>
        {mobile ? (
          drawerUsed ? (
            <Suspense fallback={null}>
              <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                {menu}
              </MenuDrawer>
            </Suspense>
          ) : null
        ) : (
          <Layout.Sider
            className="sm-chrome"
            width={248}
            collapsedWidth={72}
            collapsed={collapsed}
            theme="light"
            style={{ background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
          >
            <nav style={{ position: 'sticky', top: 64, paddingTop: 8 }}>{menu}</nav>
          </Layout.Sider>
        )}
        <Layout.Content
          id="conteudo"
          tabIndex={-1}
          style={{
            paddingTop: mobile ? 16 : 24,
            paddingInline: mobile ? 16 : 24,
            paddingBottom: mobile ? 24 : SUPPORT_BUTTON_CLEARANCE,
            minWidth: 0,
          }}
        >
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
      {mobile ? null : <SupportButton />}
      <InstallPrompt />
    </Layout>
  );
}

/** The admin's frame: no product menu, the admin user menu (SPEC §2 "Admin"). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <GlobalStyle />
      <SkipLink />
      <TopBar
        menuButton={false}
        right={
          <>
            <ThemeToggle />
            <UserMenu admin />
          </>
        }
      />
      <Layout.Content id="conteudo" tabIndex={-1} style={{ padding: 16 }}>
        {children}
      </Layout.Content>
    </Layout>
  );
}

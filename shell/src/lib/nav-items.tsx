import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BulbOutlined,
  CalendarOutlined,
  CalculatorOutlined,
  CommentOutlined,
  HomeOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MobileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { theme } from 'antd';
import { isLocked } from '@semmultas/shared/plan';
import { AREAS, MENU_PATHS, type Access } from '@semmultas/shared/routes';
import type { Plan, RemoteName, StoredUser } from '@semmultas/shared/types';
import { resolveGuard } from './resolve-guard';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';

const ICONS: Record<string, ReactNode> = {
  '/pagina-inicial': <HomeOutlined />,
  '/sefaz-estaduais': <AppstoreOutlined />,
  '/dicas-tributarias': <BulbOutlined />,
  '/fluxo-caixa': <LineChartOutlined />,
  '/calculadora-icms': <CalculatorOutlined />,
  '/forum': <CommentOutlined />,
  '/relacionadas': <LinkOutlined />,
  '/contadores-parceiros': <TeamOutlined />,
  '/receita-federal': <BankOutlined />,
  '/indicacao-apps': <MobileOutlined />,
  '/agenda-tributaria': <CalendarOutlined />,
};

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
  remote: RemoteName | null;
  access: Access;
}

export const NAV_ITEMS: NavItem[] = MENU_PATHS.map((path) => {
  const area = AREAS.find((a) => a.path === path)!;
  return { path, label: area.title, icon: ICONS[path], remote: area.remote, access: area.access };
});

/**
 * The remote a click on `item` opens for this user, or null: none, or the guards send the click
 * elsewhere (the plan page). What the menu warms on hover and the layout preloads in idle time.
 */
export function remoteOpenedBy(item: NavItem, user: StoredUser | null, plan: Plan): RemoteName | null {
  return item.remote && resolveGuard(item.path, user, plan) === null ? item.remote : null;
}

/**
 * The padlock of a premium place on the free and expired plans (issue 21): seen as an icon,
 * heard as "(Premium)" after the entry's name.
 */
export function PremiumLock() {
  const { token } = theme.useToken();
  return (
    <span className="sm-premium-lock" style={{ color: token.colorWarningText, marginInlineStart: 8 }} title="Exclusivo do plano Premium">
      <LockOutlined aria-hidden />
      <VisuallyHidden> (Premium)</VisuallyHidden>
    </span>
  );
}

/** A menu entry's text: its name, with the padlock when the plan does not open it. */
export function NavLabel({ item, plan }: { item: NavItem; plan: Plan }) {
  return (
    <>
      {item.label}
      {isLocked(item.access, plan) ? <PremiumLock /> : null}
    </>
  );
}

export function iconFor(path: string): ReactNode {
  return ICONS[path] ?? <AppstoreOutlined />;
}

/** The menu entry to highlight for a location (detail pages highlight their list). */
export function selectedMenuKey(pathname: string): string | undefined {
  if (pathname.startsWith('/conteudos/')) return undefined;
  return NAV_ITEMS.find((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))?.path;
}

import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BulbOutlined,
  CalculatorOutlined,
  CommentOutlined,
  HomeOutlined,
  LineChartOutlined,
  LinkOutlined,
  MobileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { AREAS, MENU_PATHS } from '@semmultas/shared/routes';
import type { RemoteName } from '@semmultas/shared/types';

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
};

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
  remote: RemoteName | null;
  premium: boolean;
}

export const NAV_ITEMS: NavItem[] = MENU_PATHS.map((path) => {
  const area = AREAS.find((a) => a.path === path)!;
  return { path, label: area.title, icon: ICONS[path], remote: area.remote, premium: area.access === 'premium' };
});

export function iconFor(path: string): ReactNode {
  return ICONS[path] ?? <AppstoreOutlined />;
}

/** The menu entry to highlight for a location (detail pages highlight their list). */
export function selectedMenuKey(pathname: string): string | undefined {
  if (pathname.startsWith('/conteudos/')) return undefined;
  return NAV_ITEMS.find((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))?.path;
}

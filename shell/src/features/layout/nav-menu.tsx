import { Menu } from 'antd';
import { Link } from 'react-router-dom';
import { NAV_ITEMS, NavLabel, remoteOpenedBy, type NavItem } from '../../lib/nav-items';
import { useShell } from '../../lib/shell-context';

/** The ten-entry menu of SPEC §2 (the sider's, or the phone's drawer's); app-layout.tsx loads it. */
export default function NavMenu({ selected, onNavigate }: { selected: string | undefined; onNavigate: () => void }) {
  const { registry, plan, supabase, user } = useShell();
  // About to open an area (the pointer rests on its entry, or the keyboard reaches it): its code
  // and its first read start (the remote's `warm`), unless the click leads elsewhere (the plan page).
  const warm = (item: NavItem) => {
    const remote = remoteOpenedBy(item, user, plan);
    if (remote) void registry.prefetch(remote, { supabase, plan, basePath: item.path });
  };
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      aria-label="Navegação principal"
      style={{ borderInlineEnd: 0 }}
      items={NAV_ITEMS.map((item) => ({
        key: item.path,
        icon: item.icon,
        label: (
          <Link to={item.path} onMouseEnter={() => warm(item)} onFocus={() => warm(item)}>
            <NavLabel item={item} plan={plan} />
          </Link>
        ),
      }))}
      onClick={onNavigate}
    />
  );
}

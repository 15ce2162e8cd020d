import { Menu } from 'antd';
import { Link } from 'react-router-dom';
import { NAV_ITEMS, NavLabel } from '../../lib/nav-items';
import { useShell } from '../../lib/shell-context';

/** The ten-entry menu of SPEC §2 (the sider's, or the phone's drawer's); app-layout.tsx loads it. */
export default function NavMenu({ selected, onNavigate }: { selected: string | undefined; onNavigate: () => void }) {
  const { registry, plan, supabase } = useShell();
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
          <Link
            to={item.path}
            onMouseEnter={() => item.remote && registry.prefetch(item.remote, { supabase, plan, basePath: item.path })}
            onFocus={() => item.remote && registry.prefetch(item.remote, { supabase, plan, basePath: item.path })}
          >
            <NavLabel item={item} plan={plan} />
          </Link>
        ),
      }))}
      onClick={onNavigate}
    />
  );
}

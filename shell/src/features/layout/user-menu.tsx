import { lazy, Suspense, useState } from 'react';
import { Avatar, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import { useShell } from '../../lib/shell-context';

// Issue 14: the dropdown (antd's Dropdown and Menu) is not in the shell's first chunk: it loads
// when the pointer or the focus reaches the button, and opens on the first press.
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/** SPEC §2: avatar, 'Usuário' (or 'Painel Admin'), the e-mail, 'Configurações', 'Sair'. */
export function UserMenu({ admin = false }: { admin?: boolean }) {
  const { user } = useShell();
  const [pressed, setPressed] = useState(false);
  const label = admin ? 'Painel Admin' : 'Usuário';
  const button = (
    // Heard as what it shows (issue 15, WCAG 2.5.3), after what it is; on a phone the text is hidden from sight only.
    <button
      type="button"
      className="sm-user-button"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={pressed ? undefined : () => setPressed(true)}
    >
      <VisuallyHidden>Menu do usuário: </VisuallyHidden>
      <Space size={8}>
        <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#0b6e4f' }} />
        <span className="sm-user-text">
          <strong>{label}</strong> <span>{user?.email}</span>
        </span>
      </Space>
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown admin={admin}>{button}</UserMenuDropdown>
    </Suspense>
  );
}

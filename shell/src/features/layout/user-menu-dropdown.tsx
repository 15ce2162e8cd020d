import { useState, type ReactElement } from 'react';
import { Dropdown, theme, type MenuProps } from 'antd';
import { IdcardOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../../lib/shell-context';

/**
 * SPEC §2's user menu: the e-mail, 'Minha conta', 'Configurações', 'Sair'. user-menu.tsx loads
 * it on the first press of its button, so it mounts open.
 */
export default function UserMenuDropdown({ admin, children }: { admin: boolean; children: ReactElement }) {
  const { user, signOut } = useShell();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(true);
  const items: MenuProps['items'] = [
    { key: 'who', disabled: true, label: <span style={{ color: token.colorTextSecondary }}>{user?.email}</span> },
    { type: 'divider' },
    ...(admin
      ? []
      : [
          { key: 'conta', icon: <IdcardOutlined />, label: 'Minha conta' },
          { key: 'config', icon: <SettingOutlined />, label: 'Configurações' },
        ]),
    { key: 'sair', icon: <LogoutOutlined />, label: 'Sair', danger: true },
  ];
  const onClick: MenuProps['onClick'] = async ({ key }) => {
    setOpen(false);
    if (key === 'conta') navigate('/minha-conta');
    if (key === 'config') navigate('/plano_premium');
    if (key === 'sair') {
      await signOut();
    }
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}

import { Avatar, Dropdown, Space, theme, type MenuProps } from 'antd';
import { IdcardOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import { useShell } from '../../lib/shell-context';

/** SPEC §2: avatar, 'Usuário' (or 'Painel Admin'), the e-mail, 'Configurações', 'Sair'. */
export function UserMenu({ admin = false }: { admin?: boolean }) {
  const { user, signOut } = useShell();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const label = admin ? 'Painel Admin' : 'Usuário';
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
    if (key === 'conta') navigate('/minha-conta');
    if (key === 'config') navigate('/plano_premium');
    if (key === 'sair') {
      await signOut();
    }
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* Heard as what it shows (issue 15, WCAG 2.5.3), after what it is; on a phone the text is hidden from sight only. */}
      <button type="button" className="sm-user-button">
        <VisuallyHidden>Menu do usuário: </VisuallyHidden>
        <Space size={8}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#0b6e4f' }} />
          <span className="sm-user-text">
            <strong>{label}</strong> <span>{user?.email}</span>
          </span>
        </Space>
      </button>
    </Dropdown>
  );
}

import { lazy, Suspense, useState } from 'react';
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
      {/* antd's small Avatar and Space, drawn without their code (issue 14: with Avatar came its
          Popover and the tooltip's trigger, ~45 KB of the shell's first chunk). */}
      <span className="sm-user-face">
        <span className="sm-user-avatar" aria-hidden>
          <UserOutlined />
        </span>
        <span className="sm-user-text">
          <strong>{label}</strong> <span>{user?.email}</span>
        </span>
      </span>
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown admin={admin}>{button}</UserMenuDropdown>
    </Suspense>
  );
}

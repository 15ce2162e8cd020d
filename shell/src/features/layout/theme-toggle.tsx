import { Button, Tooltip } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useShell } from '../../lib/shell-context';

export function ThemeToggle() {
  const { colorMode, toggleColorMode } = useShell();
  const dark = colorMode === 'dark';
  const label = dark ? 'Usar modo claro' : 'Usar modo escuro';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={dark}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleColorMode}
      />
    </Tooltip>
  );
}

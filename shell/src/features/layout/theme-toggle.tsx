import { Button } from 'antd';
import { HoverHint } from '@semmultas/shared/ui/hover-hint';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useShell } from '../../lib/shell-context';

export function ThemeToggle() {
  const { colorMode, toggleColorMode } = useShell();
  const dark = colorMode === 'dark';
  const label = dark ? 'Usar modo claro' : 'Usar modo escuro';
  return (
    <HoverHint title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={dark}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleColorMode}
      />
    </HoverHint>
  );
}

import { FloatButton } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useShell } from '../../app/shell-context';

const INSET = 24;
const SIZE = 40; // antd's FloatButton

/** Room to leave below the page so its last line (a table's pager) can scroll clear of the button. */
export const SUPPORT_BUTTON_CLEARANCE = INSET + SIZE + 16;

/** The floating support button: the configured support page, else an e-mail to the team. */
export function SupportButton() {
  const { config } = useShell();
  const href = config.supportUrl || `mailto:${config.contactEmail}?subject=${encodeURIComponent('Suporte SemMultas')}`;
  return (
    <FloatButton
      className="sm-chrome"
      icon={<CustomerServiceOutlined />}
      type="primary"
      href={href}
      target={config.supportUrl ? '_blank' : undefined}
      tooltip="Fale com o suporte"
      aria-label="Fale com o suporte"
      style={{ insetInlineEnd: INSET, bottom: INSET }}
    />
  );
}

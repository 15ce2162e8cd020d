import { FloatButton } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useShell } from '../../app/shell-context';

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
      style={{ insetInlineEnd: 24, bottom: 24 }}
    />
  );
}

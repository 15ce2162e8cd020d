import { Button, FloatButton, Tooltip } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useShell } from '../../lib/shell-context';

const INSET = 24;
const SIZE = 40; // antd's FloatButton

/** Room to leave below the page so its last line (a table's pager) can scroll clear of the button. */
export const SUPPORT_BUTTON_CLEARANCE = INSET + SIZE + 16;

function useSupportLink() {
  const { config } = useShell();
  return {
    href: config.supportUrl || `mailto:${config.contactEmail}?subject=${encodeURIComponent('Suporte SemMultas')}`,
    external: Boolean(config.supportUrl),
  };
}

/** The floating support button (wide screens): the configured support page, else an e-mail. */
export function SupportButton() {
  const { href, external } = useSupportLink();
  return (
    <FloatButton
      className="sm-chrome"
      icon={<CustomerServiceOutlined />}
      type="primary"
      href={href}
      target={external ? '_blank' : undefined}
      tooltip="Fale com o suporte"
      aria-label="Fale com o suporte"
      style={{ insetInlineEnd: INSET, bottom: INSET }}
    />
  );
}

/**
 * On a phone the same link sits in the top bar (issue 21 finding 10): a floating button there
 * covered SEFAZ cards, the ledger's filters and the forum's "Responder" as the page scrolled.
 */
export function SupportHeaderButton() {
  const { href, external } = useSupportLink();
  return (
    <Tooltip title="Fale com o suporte">
      <Button
        type="text"
        shape="circle"
        icon={<CustomerServiceOutlined />}
        href={href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        aria-label="Fale com o suporte"
      />
    </Tooltip>
  );
}

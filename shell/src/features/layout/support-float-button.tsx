import { FloatButton } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { INSET, useSupportLink } from './support-link';

/** The floating support button of support-button.tsx. */
export default function SupportFloatButton() {
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

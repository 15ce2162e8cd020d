import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { HoverHint } from '@semmultas/shared/ui/hover-hint';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useSupportLink } from './support-link';

export { SUPPORT_BUTTON_CLEARANCE } from './support-link';

/**
 * On a phone the same link sits in the top bar (issue 21 finding 10): a floating button there
 * covered SEFAZ cards, the ledger's filters and the forum's "Responder" as the page scrolled.
 */
export function SupportHeaderButton() {
  const { href, external } = useSupportLink();
  return (
    <HoverHint title="Fale com o suporte">
      <Button
        type="text"
        shape="circle"
        icon={<CustomerServiceOutlined />}
        href={href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        aria-label="Fale com o suporte"
      />
    </HoverHint>
  );
}

// Issue 14: FloatButton (and the Badge it imports) load after the page's first chunk; the
// button is fixed in a corner, so nothing moves when it appears.
const SupportFloatButton = lazy(() => import('./support-float-button'));

/** The floating support button (wide screens): the configured support page, else an e-mail. */
export function SupportButton() {
  return (
    <Suspense fallback={null}>
      <SupportFloatButton />
    </Suspense>
  );
}

// The support link, for the top bar's button (support-button.tsx) and the floating one
// (support-float-button.tsx).
import { useShell } from '../../lib/shell-context';

export const INSET = 24;
const SIZE = 40; // antd's FloatButton

/** Room to leave below the page so its last line (a table's pager) can scroll clear of the button. */
export const SUPPORT_BUTTON_CLEARANCE = INSET + SIZE + 16;

export function useSupportLink() {
  const { config } = useShell();
  return {
    href: config.supportUrl || `mailto:${config.contactEmail}?subject=${encodeURIComponent('Suporte SemMultas')}`,
    external: Boolean(config.supportUrl),
  };
}

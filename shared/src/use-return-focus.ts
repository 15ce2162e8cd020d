import { useEffect, useState } from 'react';

/**
 * Issue 15 (WCAG 2.4.3): a dialog rendered only while open (`{open ? <Modal open …/> : null}`)
 * is unmounted on close, before antd can give the focus back to what opened it, and a keyboard
 * user is left at the top of the page. Called in the dialog, this takes note of the element
 * that had the focus when it opened and focuses it again when the dialog goes away.
 */
export function useReturnFocus() {
  // Read on the first render, before the dialog moves the focus into itself.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      if (opener && opener !== document.body && opener.isConnected) setTimeout(() => opener.focus(), 0);
    },
    [opener],
  );
}

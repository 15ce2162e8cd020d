import { lazy, Suspense, useEffect, useState } from 'react';
import { DISMISSED_KEY, QUIET_DAYS, type BeforeInstallPromptEvent } from './install-event';

// Issue 14: the card's antd code (Card, Space…) loads only when the browser offers installation.
const InstallCard = lazy(() => import('./install-card'));

function recentlyDismissed(): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < QUIET_DAYS * 86_400_000;
}

/** SPEC §4: appears when the browser offers installation; accepting or declining hides it. */
export function InstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      if (!recentlyDismissed()) setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!event) return null;

  return (
    <Suspense fallback={null}>
      <InstallCard event={event} onDone={() => setEvent(null)} />
    </Suspense>
  );
}

// What install-prompt.tsx and install-card.tsx both need.
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const DISMISSED_KEY = 'installPromptDismissedAt';
export const QUIET_DAYS = 30;

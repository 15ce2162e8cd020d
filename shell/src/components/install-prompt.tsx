import { useEffect, useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'installPromptDismissedAt';
const QUIET_DAYS = 30;

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

  const install = async () => {
    setEvent(null);
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  };
  const decline = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setEvent(null);
  };

  return (
    <Card
      role="dialog"
      aria-label="Instalar o SemMultas"
      className="sm-chrome"
      size="small"
      style={{ position: 'fixed', insetInlineStart: 16, bottom: 16, zIndex: 30, maxWidth: 340, boxShadow: '0 6px 24px rgba(0,0,0,.18)' }}
    >
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        <strong>Instale o SemMultas</strong> no seu dispositivo para abrir mais rápido, direto da tela inicial.
      </Typography.Paragraph>
      <Space>
        <Button type="primary" icon={<DownloadOutlined />} onClick={install}>
          Instalar
        </Button>
        <Button onClick={decline}>Agora não</Button>
      </Space>
    </Card>
  );
}

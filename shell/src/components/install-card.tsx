// Issue 14: the card itself loads when the browser offers installation (install-prompt.tsx).
import { Button, Space } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { DownloadOutlined } from '@ant-design/icons';
import { DISMISSED_KEY, type BeforeInstallPromptEvent } from './install-event';

export default function InstallCard({ event, onDone }: { event: BeforeInstallPromptEvent; onDone: () => void }) {
  const install = async () => {
    onDone();
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  };
  const decline = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    onDone();
  };

  return (
    // A plain card (issue 14): Lighthouse's Chromium, like a phone's, offers installation on
    // the first page, and antd's Card brought Tabs and Typography back with this chunk.
    <div
      role="dialog"
      aria-label="Instalar o SemMultas"
      className="sm-chrome"
      style={{ position: 'fixed', insetInlineStart: 16, bottom: 16, zIndex: 30, maxWidth: 340 }}
    >
      <PlainCard size="small" style={{ boxShadow: '0 6px 24px rgba(0,0,0,.18)' }}>
        <p style={{ marginTop: 0, marginBottom: 12 }}>
          <strong>Instale o SemMultas</strong> no seu dispositivo para abrir mais rápido, direto da tela inicial.
        </p>
        <Space>
          <Button type="primary" icon={<DownloadOutlined />} onClick={install}>
            Instalar
          </Button>
          <Button onClick={decline}>Agora não</Button>
        </Space>
      </PlainCard>
    </div>
  );
}

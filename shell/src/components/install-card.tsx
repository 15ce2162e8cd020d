// Issue 14: the card itself loads when the browser offers installation (install-prompt.tsx).
import { Button, Card, Space, Typography } from 'antd';
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

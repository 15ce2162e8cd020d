import { useState } from 'react';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { frameSandbox, NEW_TAB_REL, OPEN_IN_NEW_TAB } from '../utils/link-action';

/** Type 0: the address in a sandboxed frame, and always a way out to a real tab. */
export function PostFrame({ url, title }: { url: string; title: string }) {
  const { token } = theme.useToken();
  const [loaded, setLoaded] = useState(false);
  return (
    <Flex vertical gap={12}>
      <Flex wrap align="center" justify="space-between" gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 13, flex: '1 1 260px' }}>
          Muitos portais do governo não permitem ser exibidos dentro de outro site. Se a página abaixo ficar em branco ou mostrar um erro,
          abra-a em uma nova aba.
        </Typography.Text>
        <Button type="primary" href={url} target="_blank" rel={NEW_TAB_REL} icon={<ExportOutlined aria-hidden />}>
          {OPEN_IN_NEW_TAB}
        </Button>
      </Flex>
      <div style={{ position: 'relative' }}>
        {!loaded ? (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Spin description="Carregando a página…">
              <div style={{ width: 160, height: 60 }} />
            </Spin>
          </div>
        ) : null}
        <iframe
          src={url}
          title={title}
          sandbox={frameSandbox(url, window.location.origin)}
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          style={{
            display: 'block',
            width: '100%',
            height: 'max(360px, calc(100vh - 280px))',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            background: token.colorBgContainer,
          }}
        />
      </div>
    </Flex>
  );
}

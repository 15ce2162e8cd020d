import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { DownOutlined, UpOutlined } from '@ant-design/icons';

/**
 * A state's (or the Receita Federal's) header: picture, name as the page's h2 and a short
 * text. Folding it leaves more of a phone's screen for the buttons.
 */
export function CollapsibleHeader({
  title,
  titleId,
  picture,
  children,
}: {
  title: string;
  titleId: string;
  picture: (size: number) => ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const wide = useScreens().sm ?? true;
  const size = open ? (wide ? 96 : 56) : 40;
  return (
    <Card style={{ marginBottom: 20 }} styles={{ body: { padding: open && wide ? 20 : 12 } }}>
      <Flex gap={wide ? 16 : 12} align="center">
        <div aria-hidden style={{ width: size, flex: 'none', display: 'flex', justifyContent: 'center' }}>
          {picture(size)}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={2} id={titleId} style={{ margin: 0, fontSize: open && wide ? undefined : 22, overflowWrap: 'anywhere' }}>
            {title}
          </Typography.Title>
          <div id={bodyId} hidden={!open} style={{ marginTop: 6 }}>
            {children}
          </div>
        </div>
        <Button
          type="text"
          icon={open ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? 'Recolher cabeçalho' : 'Expandir cabeçalho'}
          onClick={() => setOpen((o) => !o)}
          style={{ alignSelf: 'flex-start', flex: 'none' }}
        />
      </Flex>
    </Card>
  );
}

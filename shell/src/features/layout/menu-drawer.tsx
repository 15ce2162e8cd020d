import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The phone's menu. Issue 14: a chunk of its own (antd's Drawer and rc-drawer, ~13 KB), loaded
 * the first time the menu button is pressed, not on every first page.
 */
export default function MenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} width={280} title="Menu" styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/**
 * "Novo …" above an admin table: opens the form of a new row. Its dialog's chunk (issue 14)
 * starts as the pointer rests on the button or the keyboard reaches it.
 */
export function NewRowButton({ form, children }: { form: { startNew: () => void; preload?: () => void }; children: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={form.startNew} onMouseEnter={form.preload} onFocus={form.preload}>
      {children}
    </Button>
  );
}

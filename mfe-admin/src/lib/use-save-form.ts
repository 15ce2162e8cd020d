// What the post and content dialogs do on "Salvar": check the fields first (they say what is
// wrong, nothing is sent), then write, then say so (SPEC §8) and hand the saved row back.
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useNotify } from './use-notify';

export function useSaveForm<Row>(
  form: FormInstance,
  write: () => Promise<Row>,
  messages: { saved: string; failed: string },
  onSaved: (row: Row) => void,
) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    setSaving(true);
    try {
      const row = await write();
      notify.success(messages.saved);
      onSaved(row);
    } catch (error) {
      notify.error(messages.failed, error);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}

// "Seu nome no fórum: X · Alterar": the name others see instead of the e-mail (LGPD), and a
// dialog to change it. The dialog checks the name as the database will (2–40 characters, no
// blank, control or invisible characters), shows what is wrong under the field, and keeps
// what was typed when the database refuses it.
import { useId, useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { logError } from '../supabase';
import { writeErrorMessage } from '../supabase-errors';
import type { DisplayName } from '../use-display-name';
import { DISPLAY_NAME_MAX, checkDisplayName } from '../forum-text';

export const NAME_DIALOG_TITLE = 'Seu nome no fórum';

export function DisplayNameBar({ displayName, onChanged }: { displayName: DisplayName; onChanged?: (name: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setText(displayName.name ?? '');
    setProblem(null);
    setOpen(true);
  };
  const save = async () => {
    if (saving) return;
    const check = checkDisplayName(text);
    if (check.status === 'invalid') {
      setProblem(check.message);
      return;
    }
    setSaving(true);
    try {
      const saved = await displayName.save(check.name);
      setOpen(false);
      onChanged?.(saved);
    } catch (error) {
      logError('alterar seu nome no fórum', error);
      setProblem(writeErrorMessage(error, 'Não foi possível salvar o nome. Tente novamente.'));
    } finally {
      setSaving(false);
    }
  };

  const helpId = `${id}-ajuda`;
  const errorId = `${id}-erro`;
  return (
    <>
      {/* One line however long the name (issue 14): when it arrived it wrapped on a phone and
          pushed the forum's list down (CLS 0.129 at 390 px). The name ends in "…" if it must
          (a screen reader hears it whole); "Alterar" never shrinks. */}
      <Typography.Paragraph style={{ margin: '0 0 12px', display: 'flex', alignItems: 'baseline', whiteSpace: 'pre' }}>
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <Typography.Text type="secondary">Seu nome no fórum: </Typography.Text>
          <Typography.Text strong data-testid="forum-display-name">
            {displayName.loading ? '…' : (displayName.name ?? 'Usuário')}
          </Typography.Text>
        </span>
        <Typography.Text type="secondary" style={{ flex: 'none' }}>
          {' · '}
        </Typography.Text>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          onClick={start}
          style={{ padding: 0, flex: 'none' }}
          aria-label="Alterar seu nome no fórum"
        >
          Alterar
        </Button>
      </Typography.Paragraph>
      <Modal
        open={open}
        title={NAME_DIALOG_TITLE}
        okText="Salvar"
        cancelText="Cancelar"
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'aria-busy': saving || undefined }}
        destroyOnHidden
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Typography.Text strong>
            <label htmlFor={id}>Nome exibido nos seus tópicos e respostas</label>
          </Typography.Text>
          <Input
            id={id}
            value={text}
            autoFocus
            maxLength={DISPLAY_NAME_MAX + 20}
            onChange={(e) => {
              setText(e.target.value);
              if (problem) setProblem(null);
            }}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
            style={{ marginTop: 6 }}
          />
          <Typography.Text type="secondary" id={helpId} style={{ display: 'block', marginTop: 6, fontSize: 13 }}>
            De 2 a 40 caracteres. Os outros assinantes veem este nome; seu e-mail não aparece no fórum.
          </Typography.Text>
          {problem ? (
            <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block', marginTop: 6 }}>
              {problem}
            </Typography.Text>
          ) : null}
        </form>
      </Modal>
    </>
  );
}

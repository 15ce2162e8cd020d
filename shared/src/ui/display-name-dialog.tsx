// The dialog of DisplayNameBar, in its own chunk (issue 14): antd's Modal and Input load when
// the person is about to change the name, not with the forum. The state stays in the bar.
import { Modal } from 'antd';
import { DISPLAY_NAME_MAX } from '../forum-text';
import { BaseInput } from './base-input';
import { PlainText } from './plain-typography';

export const NAME_DIALOG_TITLE = 'Seu nome no fórum';

export interface DisplayNameDialogProps {
  id: string;
  open: boolean;
  saving: boolean;
  text: string;
  problem: string | null;
  onText: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

export function DisplayNameDialog({ id, open, saving, text, problem, onText, onSave, onCancel }: DisplayNameDialogProps) {
  const helpId = `${id}-ajuda`;
  const errorId = `${id}-erro`;
  return (
    <Modal
      open={open}
      title={NAME_DIALOG_TITLE}
      okText="Salvar"
      cancelText="Cancelar"
      onOk={onSave}
      onCancel={onCancel}
      okButtonProps={{ 'aria-busy': saving || undefined }}
      destroyOnHidden
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <PlainText strong>
          <label htmlFor={id}>Nome exibido nos seus tópicos e respostas</label>
        </PlainText>
        <BaseInput
          id={id}
          value={text}
          autoFocus
          maxLength={DISPLAY_NAME_MAX + 20}
          onChange={(e) => onText(e.target.value)}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
          style={{ marginTop: 6 }}
        />
        <PlainText type="secondary" id={helpId} style={{ display: 'block', marginTop: 6, fontSize: 13 }}>
          De 2 a 40 caracteres. Os outros assinantes veem este nome; seu e-mail não aparece no fórum.
        </PlainText>
        {problem ? (
          <PlainText type="danger" id={errorId} role="alert" style={{ display: 'block', marginTop: 6 }}>
            {problem}
          </PlainText>
        ) : null}
      </form>
    </Modal>
  );
}

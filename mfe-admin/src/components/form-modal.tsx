import { Modal, type ModalProps } from 'antd';

type FormModalProps = Omit<ModalProps, 'open' | 'okText' | 'cancelText' | 'onOk' | 'confirmLoading' | 'mask'> & {
  /** The write is running: "Salvar" spins and cannot be pressed twice. */
  saving: boolean;
  onSave: () => void;
};

/**
 * The admin's one form dialog: "Salvar" and "Cancelar" (SPEC §8), the spinner while saving, and
 * no closing by a click beside it, so a stray click never loses what was typed.
 */
export function FormModal({ saving, onSave, children, ...props }: FormModalProps) {
  return (
    <Modal open okText="Salvar" cancelText="Cancelar" onOk={onSave} confirmLoading={saving} mask={{ closable: false }} {...props}>
      {children}
    </Modal>
  );
}

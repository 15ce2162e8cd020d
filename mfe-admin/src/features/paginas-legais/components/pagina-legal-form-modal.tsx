import { useMemo } from 'react';
import { Form, Input, Typography } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { LEGAL_MARKERS, type PaginaLegal } from '@semmultas/shared/legal';
import { useAdmin } from '../../../lib/admin-context';
import { HtmlEditor } from '../../../components/html-editor';
import { useFormRules } from '../../../lib/form-rules';
import { useSaveForm } from '../../../lib/use-save-form';
import { updatePaginaLegal } from '../api/paginas-legais';
import { LEGAL_TITLE_MAX, validatePaginaLegal, type PaginaLegalFormValues } from '../utils/pagina-legal-form';

export function PaginaLegalFormModal({
  pagina,
  onClose,
  onSaved,
}: {
  pagina: PaginaLegal;
  onClose: () => void;
  onSaved: (p: PaginaLegal) => void;
}) {
  const { supabase, ckeditorLicenseKey } = useAdmin();
  const [form] = Form.useForm<PaginaLegalFormValues>();
  const initial = useMemo<PaginaLegalFormValues>(() => ({ title: pagina.title, content: pagina.content }), [pagina]);
  const { rule, values } = useFormRules(form, initial, validatePaginaLegal);
  const { save, saving } = useSaveForm(
    form,
    () => {
      const v = values();
      return updatePaginaLegal(supabase, pagina.slug, { title: v.title.trim(), content: v.content });
    },
    { saved: 'Página atualizada.', failed: 'Erro ao atualizar a página' },
    onSaved,
  );

  return (
    <FormModal title={`Editar ${pagina.title}`} onSave={save} onCancel={onClose} saving={saving} width={960}>
      <Form<PaginaLegalFormValues> form={form} layout="vertical" initialValues={initial} name="pagina-legal">
        <Form.Item name="title" label="Título" required rules={[rule('title')]}>
          <Input maxLength={LEGAL_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label="Texto"
          required
          rules={[rule('content')]}
          extra={
            <Typography.Text type="secondary">
              Os dados da empresa vêm da configuração do site: escreva{' '}
              {Object.entries(LEGAL_MARKERS).map(([key, what], i, all) => (
                <span key={key}>
                  <Typography.Text code>{`{{${key}}}`}</Typography.Text> para {what}
                  {i < all.length - 1 ? ', ' : '.'}
                </span>
              ))}
            </Typography.Text>
          }
        >
          <HtmlEditor label="Texto" licenseKey={ckeditorLicenseKey} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

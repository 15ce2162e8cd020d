import { useMemo } from 'react';
import { Col, DatePicker, Form, Input, Radio, Row, Switch } from 'antd';
import { FormModal } from '../../../components/form-modal';
import dayjs, { type Dayjs } from 'dayjs';
import { ERR } from '@semmultas/shared/messages';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import type { Conteudo } from '@semmultas/shared/types';
import { useAdmin } from '../../../lib/admin-context';
import { HtmlEditor } from '../../../components/html-editor';
import { useFormRules } from '../../../lib/form-rules';
import { useSaveForm } from '../../../lib/use-save-form';
import { insertConteudo, updateConteudo } from '../api/conteudos';
import {
  AUTHOR_MAX,
  CONTEUDO_TITLE_MAX,
  CONTEUDO_TYPES,
  conteudoToFormValues,
  imageAllowed,
  partnerFieldsAllowed,
  premiumAllowed,
  toConteudoPayload,
  validateConteudo,
  type ConteudoFormValues,
} from '../utils/conteudo-form';
import { CardPreview } from './card-preview';
import { ParceiroFields } from './parceiro-fields';

export interface ConteudoFormModalProps {
  conteudo: Conteudo | null;
  onClose: () => void;
  onSaved: (conteudo: Conteudo) => void;
}

/** Create or edit a tip, partner accountant or app, with a live preview of its card. */
export function ConteudoFormModal({ conteudo, onClose, onSaved }: ConteudoFormModalProps) {
  const { supabase, ckeditorLicenseKey } = useAdmin();
  const [form] = Form.useForm<ConteudoFormValues>();
  const initial = useMemo(() => conteudoToFormValues(conteudo, todayInSaoPaulo()), [conteudo]);
  const { rule, values } = useFormRules(form, initial, validateConteudo);
  // Every field, so the preview follows each keystroke.
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<ConteudoFormValues> | undefined;
  const type = watched?.type ?? initial.type;
  const editing = conteudo !== null;

  const { save, saving } = useSaveForm(
    form,
    () => {
      const payload = toConteudoPayload(values());
      return editing ? updateConteudo(supabase, conteudo.id, payload) : insertConteudo(supabase, payload);
    },
    editing ? { saved: 'Conteúdo atualizado.', failed: ERR.updateTip } : { saved: 'Conteúdo adicionado.', failed: ERR.addTip },
    onSaved,
  );

  return (
    <FormModal
      title={editing ? 'Editar conteúdo' : 'Novo conteúdo'}
      onSave={save}
      onCancel={onClose}
      saving={saving}
      width={1040}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Form<ConteudoFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        name="conteudo"
        onValuesChange={(changed: Partial<ConteudoFormValues>) => {
          // Tips have no picture: the field is disabled and emptied (SPEC §2 Admin).
          if ('type' in changed && !imageAllowed(changed.type ?? null)) form.setFieldValue('image', '');
        }}
      >
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Form.Item name="title" label="Título" required rules={[rule('title')]}>
              <Input maxLength={CONTEUDO_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="type" label="Tipo" required rules={[rule('type')]}>
              <Radio.Group options={CONTEUDO_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
            </Form.Item>
            {premiumAllowed(type) ? (
              <Form.Item
                name="is_premium"
                label="Dica Premium"
                valuePropName="checked"
                extra="No plano Grátis aparecem só o título e as primeiras linhas, com um convite para o Premium."
              >
                <Switch checkedChildren="Premium" unCheckedChildren="Básica" />
              </Form.Item>
            ) : null}
            <Row gutter={16}>
              <Col xs={24} sm={14}>
                <Form.Item name="author" label="Autor" rules={[rule('author')]}>
                  <Input maxLength={AUTHOR_MAX} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={10}>
                <Form.Item
                  name="data"
                  label="Data"
                  required
                  rules={[rule('data')]}
                  getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
                  normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
                >
                  <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="image"
              label="Link da imagem"
              dependencies={['type']}
              rules={[rule('image')]}
              extra={
                imageAllowed(type)
                  ? 'https://… ou um caminho do próprio site, como /parceiros/logo.png'
                  : type === 0
                    ? 'Dicas tributárias não têm imagem.'
                    : 'Escolha o tipo: contadores parceiros e apps têm imagem; dicas, não.'
              }
            >
              <Input type="url" inputMode="url" placeholder="https://" disabled={!imageAllowed(type)} autoComplete="off" />
            </Form.Item>
            {partnerFieldsAllowed(type) ? <ParceiroFields rule={rule} /> : null}
            <Form.Item name="content" label="Conteúdo" required rules={[rule('content')]}>
              <HtmlEditor label="Conteúdo" licenseKey={ckeditorLicenseKey} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <CardPreview values={{ ...initial, ...watched }} />
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}

import { useMemo } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useAdmin } from '../../../lib/admin-context';
import { useFormRules } from '../../../lib/form-rules';
import { useSaveForm } from '../../../lib/use-save-form';
import { saveAto, type AtoAdmin } from '../api/atos';
import {
  ATO_MAX,
  DESCRICAO_MAX,
  OBRIGACAO_OPTIONS,
  TERRITORIOS,
  UFS,
  atoToFormValues,
  toAtoPayload,
  validateAto,
  type AtoFormValues,
} from '../utils/ato-form';

export function AtoFormModal({ ato, onClose, onSaved }: { ato: AtoAdmin | null; onClose: () => void; onSaved: (a: AtoAdmin) => void }) {
  const { supabase } = useAdmin();
  const [form] = Form.useForm<AtoFormValues>();
  const initial = useMemo(() => atoToFormValues(ato), [ato]);
  const { rule, values } = useFormRules(form, initial, validateAto);
  const territorio = Form.useWatch('territorio_tipo', form) ?? initial.territorio_tipo;
  const { save, saving } = useSaveForm(
    form,
    () => saveAto(supabase, ato?.id ?? null, toAtoPayload(values())),
    {
      saved: ato ? 'Ato atualizado. As agendas já mostram a nova data.' : 'Ato cadastrado. As agendas já mostram a nova data.',
      failed: 'Erro ao salvar o ato',
    },
    onSaved,
  );

  return (
    <FormModal
      title={ato ? 'Editar ato extraordinário' : 'Novo ato extraordinário'}
      onSave={save}
      onCancel={onClose}
      saving={saving}
      width={720}
    >
      <Form<AtoFormValues> form={form} layout="vertical" initialValues={initial} name="ato-extraordinario">
        <Form.Item
          name="ato"
          label="Ato"
          required
          rules={[rule('ato')]}
          extra="Como é citado: Res. CGSN 179/2025, Portaria Normativa MF 1.137/2025…"
        >
          <Input maxLength={ATO_MAX} showCount />
        </Form.Item>
        <Form.Item name="obrigacoes" label="Obrigações" required rules={[rule('obrigacoes')]}>
          <Select
            mode="multiple"
            options={OBRIGACAO_OPTIONS}
            optionFilterProp="label"
            placeholder="Escolha as obrigações que o ato prorrogou"
          />
        </Form.Item>
        <Form.Item
          name="competencias"
          label="Competências"
          required
          rules={[rule('competencias')]}
          extra="Digite e tecle Enter: 10/2025 (mês), 2025-Q1 (trimestre) ou 2025 (ano)."
        >
          <Select mode="tags" tokenSeparators={[',', ';', ' ']} open={false} suffixIcon={null} placeholder="10/2025" />
        </Form.Item>
        <Form.Item name="territorio_tipo" label="Território" required>
          <Radio.Group options={TERRITORIOS.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        {territorio !== 'brasil' ? (
          <Form.Item name="uf" label="UF" required rules={[rule('uf')]}>
            <Select options={UFS.map((uf) => ({ value: uf, label: uf }))} showSearch placeholder="UF" style={{ maxWidth: 160 }} />
          </Form.Item>
        ) : null}
        {territorio === 'municipio' ? (
          <Form.Item name="municipio" label="Município" required rules={[rule('municipio')]}>
            <Input maxLength={80} />
          </Form.Item>
        ) : null}
        <Form.Item name="nova_data" label="Nova data de vencimento" required rules={[rule('nova_data')]}>
          <Input type="date" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="fonte"
          label="Link da fonte oficial"
          required
          rules={[rule('fonte')]}
          extra="O Diário Oficial, a página da Receita Federal ou do Simples Nacional que publicou o ato."
        >
          <Input type="url" inputMode="url" maxLength={2048} placeholder="https://www.in.gov.br/…" />
        </Form.Item>
        <Form.Item name="descricao" label="Descrição (opcional)" rules={[rule('descricao')]}>
          <Input.TextArea maxLength={DESCRICAO_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

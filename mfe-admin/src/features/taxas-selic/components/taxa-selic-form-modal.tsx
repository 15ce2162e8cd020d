import { useMemo } from 'react';
import { Checkbox, Form, Input } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useAdmin } from '../../../lib/admin-context';
import { useFormRules } from '../../../lib/form-rules';
import { useSaveForm } from '../../../lib/use-save-form';
import { insertTaxaSelic, updateTaxaSelic } from '../api/taxas-selic';
import {
  FONTE_MAX,
  paraGravar,
  validateTaxaSelic,
  valoresIniciais,
  type LinhaSelic,
  type TaxaSelicFormValues,
} from '../utils/taxa-selic-form';

/** Add a month's Selic rate or correct one (the month itself is the row's key and stays). */
export function TaxaSelicFormModal({
  linha,
  onClose,
  onSaved,
}: {
  linha: LinhaSelic | null;
  onClose: () => void;
  onSaved: (l: LinhaSelic) => void;
}) {
  const { supabase } = useAdmin();
  const [form] = Form.useForm<TaxaSelicFormValues>();
  const initial = useMemo(() => valoresIniciais(linha), [linha]);
  const { rule, values } = useFormRules(form, initial, validateTaxaSelic);
  const editing = linha !== null;
  const { save, saving } = useSaveForm(
    form,
    () => {
      const v = paraGravar(values());
      return editing
        ? updateTaxaSelic(supabase, linha.mes, { taxa: v.taxa, fonte: v.fonte, fonte_unica: v.fonte_unica })
        : insertTaxaSelic(supabase, v);
    },
    editing
      ? { saved: 'Taxa Selic atualizada.', failed: 'Erro ao atualizar a taxa Selic' }
      : { saved: 'Taxa Selic adicionada.', failed: 'Erro ao adicionar a taxa Selic' },
    onSaved,
  );

  return (
    <FormModal title={editing ? `Editar ${linha.title}` : 'Nova taxa Selic'} onSave={save} onCancel={onClose} saving={saving}>
      <Form<TaxaSelicFormValues> form={form} layout="vertical" initialValues={initial} name="taxa-selic">
        <Form.Item
          name="mes"
          label="Mês"
          required
          rules={[rule('mes')]}
          extra={
            editing
              ? 'O mês não muda; para outro mês, cadastre uma nova taxa.'
              : 'MM/AAAA: o mês da taxa, que vale para pagamentos a partir do mês seguinte.'
          }
        >
          <Input placeholder="01/2026" inputMode="numeric" maxLength={7} disabled={editing} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="taxa"
          label="Taxa (% ao mês)"
          required
          rules={[rule('taxa')]}
          extra="Como na tabela da Receita Federal, com vírgula: 1,05."
        >
          <Input inputMode="decimal" maxLength={5} suffix="%" autoComplete="off" />
        </Form.Item>
        <Form.Item name="fonte" label="Fonte" required rules={[rule('fonte')]}>
          <Input maxLength={FONTE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="fonte_unica"
          valuePropName="checked"
          extra="Marque se a taxa ainda não foi conferida na tabela oficial: a calculadora avisa o usuário."
        >
          <Checkbox>Fonte única (ainda não conferida)</Checkbox>
        </Form.Item>
      </Form>
    </FormModal>
  );
}

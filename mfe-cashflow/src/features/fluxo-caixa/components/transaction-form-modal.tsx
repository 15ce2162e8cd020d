// New / edit transaction. SPEC §5: description and a numeric amount, or 'Por favor, preencha
// todos os campos corretamente.'. The amount is typed as cents (DECISIONS 10). A failed save
// keeps the dialog open with everything the user typed and says so.
import { useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import type { Category, TransactionType } from '@semmultas/shared/types';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import type { CashflowTransaction, TransactionInput } from '../utils/ledger';
import { sortCategories, TYPES } from '../utils/ledger';
import { CATEGORY_NAME_MAX, DESCRIPTION_MAX, FIELD_HINTS, validateDraft, type DraftField, type TransactionDraft } from '../utils/validate';
import { useReturnFocus } from '@semmultas/shared/use-return-focus';

export interface TransactionFormModalProps {
  /** null: a new transaction */
  editing: CashflowTransaction | null;
  categories: Category[];
  today: string;
  /** Resolves when saved; rejects with a sentence for the user when not. */
  onSave: (input: TransactionInput) => Promise<void>;
  onClose: () => void;
}

export function TransactionFormModal({ editing, categories, today, onSave, onClose }: TransactionFormModalProps) {
  useReturnFocus();
  const [draft, setDraft] = useState<TransactionDraft>(() =>
    editing
      ? { description: editing.description, amount: editing.amount, type: editing.type, category: editing.category, date: editing.date }
      : { description: '', amount: null, type: 'Entrada', category: null, date: today },
  );
  const [invalid, setInvalid] = useState<DraftField[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [categorySearch, setCategorySearch] = useState('');

  const set = <K extends keyof TransactionDraft>(key: K, value: TransactionDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (invalid.includes(key as DraftField)) setInvalid((f) => f.filter((x) => x !== key));
  };

  // Typing a name that does not exist offers to create it: the database creates a missing
  // category when a transaction names it.
  const categoryOptions = useMemo(() => {
    const options = sortCategories(categories).map((c) => ({ value: c.name, label: c.name }));
    const typed = categorySearch.trim();
    if (typed && typed.length <= CATEGORY_NAME_MAX && !categories.some((c) => c.name.toLowerCase() === typed.toLowerCase()))
      options.push({ value: typed, label: `Criar categoria “${typed}”` });
    if (draft.category && !options.some((o) => o.value === draft.category)) options.push({ value: draft.category, label: draft.category });
    return options;
  }, [categories, categorySearch, draft.category]);

  async function submit() {
    if (saving) return;
    const check = validateDraft(draft);
    if (!check.ok) {
      setInvalid(check.fields);
      setProblem(check.message);
      return;
    }
    setInvalid([]);
    setProblem(null);
    setSaving(true);
    try {
      await onSave(check.value);
    } catch (reason) {
      setProblem(reason instanceof Error ? reason.message : String(reason));
      setSaving(false);
    }
  }

  const status = (field: DraftField) => (invalid.includes(field) ? ('error' as const) : undefined);
  const hint = (field: DraftField) => (invalid.includes(field) ? FIELD_HINTS[field] : undefined);
  const title = editing ? 'Editar transação' : 'Nova transação';

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void submit()}>
          Salvar
        </Button>,
      ]}
    >
      <Form layout="vertical" component="form" onFinish={() => void submit()} aria-label={title} requiredMark={false}>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item label="Descrição" htmlFor="tx-description" validateStatus={status('description')} help={hint('description')}>
          <Input
            id="tx-description"
            value={draft.description}
            maxLength={DESCRIPTION_MAX}
            onChange={(e) => set('description', e.target.value)}
            aria-invalid={invalid.includes('description')}
            autoComplete="off"
            placeholder="Ex.: Venda à vista, aluguel, DAS"
          />
        </Form.Item>
        <Form.Item
          label="Valor"
          htmlFor="tx-amount"
          validateStatus={status('amount')}
          help={hint('amount')}
          extra={<span id="tx-amount-hint">Digite só os números: 123456 vira R$ 1.234,56.</span>}
        >
          <MoneyInput
            id="tx-amount"
            value={draft.amount}
            onChange={(reais) => set('amount', reais)}
            aria-invalid={invalid.includes('amount')}
            aria-describedby="tx-amount-hint"
          />
        </Form.Item>
        <Form.Item label={<span id="tx-type-label">Tipo</span>} validateStatus={status('type')} help={hint('type')}>
          <Radio.Group
            aria-labelledby="tx-type-label"
            optionType="button"
            buttonStyle="solid"
            value={draft.type}
            onChange={(e) => set('type', e.target.value as TransactionType)}
            options={TYPES.map((t) => ({ value: t, label: t }))}
          />
        </Form.Item>
        <Form.Item label="Categoria" htmlFor="tx-category">
          <Select
            id="tx-category"
            showSearch={{
              onSearch: setCategorySearch,
              filterOption: (input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.trim().toLowerCase()) || String(option?.label ?? '').startsWith('Criar'),
            }}
            allowClear
            placeholder="Sem categoria"
            value={draft.category ?? undefined}
            onChange={(value?: string) => {
              set('category', value ?? null);
              setCategorySearch('');
            }}
            options={categoryOptions}
            notFoundContent="Nenhuma categoria. Digite um nome para criar."
          />
        </Form.Item>
        <Form.Item label="Data" htmlFor="tx-date" validateStatus={status('date')} help={hint('date')}>
          <DatePicker
            id="tx-date"
            format="DD/MM/YYYY"
            allowClear={false}
            style={{ width: '100%' }}
            value={draft.date ? dayjs(draft.date) : null}
            onChange={(d) => set('date', d ? d.format('YYYY-MM-DD') : null)}
            aria-invalid={invalid.includes('date')}
          />
        </Form.Item>
        {/* Enter in a field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

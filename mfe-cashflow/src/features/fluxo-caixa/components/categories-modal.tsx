// Categories: add, rename, delete (SPEC §5: blank names refused with the spec's sentence).
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Input, List, Modal, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Category } from '@semmultas/shared/types';
import { categoryUsage, sortCategories, type CashflowTransaction } from '../utils/ledger';
import { CATEGORY_NAME_MAX, validateCategoryName } from '../utils/validate';
import { lancamentos } from '../utils/words';
import { useReturnFocus } from '@semmultas/shared/use-return-focus';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

export interface CategoriesModalProps {
  categories: Category[];
  transactions: CashflowTransaction[];
  /** Each resolves when saved and rejects with a sentence for the user when not. */
  onAdd: (name: string) => Promise<void>;
  onRename: (category: Category, name: string) => Promise<void>;
  onDelete: (category: Category) => void;
  onClose: () => void;
}

function RenameRow({
  category,
  categories,
  onRename,
  onCancel,
}: {
  category: Category;
  categories: Category[];
  onRename: CategoriesModalProps['onRename'];
  onCancel: () => void;
}) {
  const [name, setName] = useState(category.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = validateCategoryName(name, categories, category.id);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setSaving(true);
    try {
      await onRename(category, check.name);
    } catch (reason) {
      setProblem(reason instanceof Error ? reason.message : String(reason));
      setSaving(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={`Novo nome da categoria ${category.name}`}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
          autoFocus
        />
        <Button htmlType="submit" type="primary" loading={saving}>
          Salvar
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
      </Space.Compact>
      {problem ? (
        <PlainText type="danger" role="alert">
          {problem}
        </PlainText>
      ) : null}
    </form>
  );
}

export function CategoriesModal({ categories, transactions, onAdd, onRename, onDelete, onClose }: CategoriesModalProps) {
  useReturnFocus();
  // The question asked when a category in use is deleted (useCategoryActions): fetched now.
  useEffect(() => {
    // A failure here is said when the question is asked (useCategoryActions).
    import('./category-in-use-choice').catch(() => undefined);
  }, []);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const usage = categoryUsage(transactions);

  async function add(e: FormEvent) {
    e.preventDefault();
    const check = validateCategoryName(name, categories);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setAdding(true);
    try {
      await onAdd(check.name);
      setName('');
      setProblem(null);
    } catch (reason) {
      setProblem(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Modal open title="Categorias" onCancel={onClose} footer={<Button onClick={onClose}>Fechar</Button>} destroyOnHidden>
      <form onSubmit={(e) => void add(e)} aria-label="Adicionar categoria" style={{ marginBottom: 16 }}>
        <label htmlFor="new-category-name" style={{ display: 'block', marginBottom: 4 }}>
          Nova categoria
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="new-category-name"
            value={name}
            maxLength={CATEGORY_NAME_MAX}
            placeholder="Ex.: Impostos, Aluguel, Vendas"
            status={problem ? 'error' : undefined}
            aria-invalid={Boolean(problem)}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            autoComplete="off"
          />
          <Button htmlType="submit" type="primary" loading={adding}>
            Adicionar
          </Button>
        </Space.Compact>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} /> : null}
      </form>
      <List
        aria-label="Categorias cadastradas"
        locale={{ emptyText: 'Nenhuma categoria ainda.' }}
        dataSource={sortCategories(categories)}
        rowKey="id"
        renderItem={(c) => (
          <List.Item
            actions={
              renaming === c.id
                ? []
                : [
                    <Button
                      key="rename"
                      type="text"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={`Renomear categoria ${c.name}`}
                      onClick={() => setRenaming(c.id)}
                    />,
                    <Button
                      key="delete"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Excluir categoria ${c.name}`}
                      onClick={() => onDelete(c)}
                    />,
                  ]
            }
          >
            {renaming === c.id ? (
              <RenameRow
                category={c}
                categories={categories}
                onRename={async (cat, newName) => {
                  await onRename(cat, newName);
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <Flex vertical style={{ minWidth: 0 }}>
                <PlainText strong style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </PlainText>
                <PlainText type="secondary">{lancamentos(usage.get(c.name.toLowerCase()) ?? 0)}</PlainText>
              </Flex>
            )}
          </List.Item>
        )}
      />
    </Modal>
  );
}

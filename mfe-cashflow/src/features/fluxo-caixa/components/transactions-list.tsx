// The page of transactions (newest first; 5 per page as SPEC §9 says unless the user chose
// more, issue 21). A table on wide screens and one card per entry on phones, fed by the same
// page slice from utils/ledger's paginate().
import { memo } from 'react';
import { Button, Flex, theme } from 'antd';
import { PlainTag } from '@semmultas/shared/ui/plain-card';
import { PlainPagination } from '@semmultas/shared/ui/plain-pagination';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatBRL, formatDateBR } from '@semmultas/shared/format';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import { needsPager } from '@semmultas/shared/use-page-size';
import { NO_CATEGORY_LABEL, signedCents, type CashflowTransaction, type Page } from '../utils/ledger';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { PlainTable, type PlainColumn } from '@semmultas/shared/ui/plain-table';

export interface TransactionsListProps {
  page: Page<CashflowTransaction>;
  pageSize: number;
  /** A page change, or a size change with the page that keeps the first row in view. */
  onPage: (page: number, pageSize: number) => void;
  /** Without these the list is read-only (an expired plan: issue 21). */
  onEdit?: (t: CashflowTransaction) => void;
  onDelete?: (t: CashflowTransaction) => void;
}

/** "+ R$ 10,00" / "− R$ 10,00": the sign is written, not only coloured. */
export function SignedAmount({ t }: { t: CashflowTransaction }) {
  const cents = signedCents(t);
  return (
    <PlainText type={cents < 0 ? 'danger' : 'success'} strong style={{ whiteSpace: 'nowrap' }}>
      {cents < 0 ? '− ' : '+ '}
      {formatBRL(Math.abs(cents) / 100)}
    </PlainText>
  );
}

function TypeTag({ type }: { type: CashflowTransaction['type'] }) {
  return (
    <PlainTag color={type === 'Entrada' ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {type}
    </PlainTag>
  );
}

function Actions({
  t,
  onEdit,
  onDelete,
}: {
  t: CashflowTransaction;
  onEdit: NonNullable<TransactionsListProps['onEdit']>;
  onDelete: NonNullable<TransactionsListProps['onDelete']>;
}) {
  return (
    <Flex gap={4} justify="flex-end">
      <Button
        type="text"
        icon={<EditOutlined aria-hidden />}
        aria-label={`Editar "${t.description}"`}
        title="Editar"
        onClick={() => onEdit(t)}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Excluir "${t.description}"`}
        title="Excluir"
        onClick={() => onDelete(t)}
      />
    </Flex>
  );
}

export const TransactionsList = memo(function TransactionsList({ page, pageSize, onPage, onEdit, onDelete }: TransactionsListProps) {
  const screens = useScreens();
  const { token } = theme.useToken();
  const narrow = screens.md === false;
  const actions = onEdit && onDelete ? { onEdit, onDelete } : null;

  const columns: PlainColumn<CashflowTransaction>[] = [
    { title: 'Data', key: 'date', width: 110, render: (t) => formatDateBR(t.date) },
    { title: 'Descrição', key: 'description', render: (t) => <span style={{ overflowWrap: 'anywhere' }}>{t.description}</span> },
    {
      title: 'Categoria',
      key: 'category',
      width: 180,
      render: (t) => (t.category ? t.category : <PlainText type="secondary">{NO_CATEGORY_LABEL}</PlainText>),
    },
    { title: 'Tipo', key: 'type', width: 90, render: (t) => <TypeTag type={t.type} /> },
    { title: 'Valor', key: 'amount', align: 'right', width: 160, render: (t) => <SignedAmount t={t} /> },
  ];
  if (actions)
    columns.push({
      title: <VisuallyHidden>Ações</VisuallyHidden>,
      key: 'actions',
      width: 96,
      render: (t) => <Actions t={t} {...actions} />,
    });

  return (
    <div>
      {narrow ? (
        <ul aria-label="Transações" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {page.items.map((t) => (
            <li
              key={t.id}
              style={{
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
                padding: '10px 12px',
              }}
            >
              <Flex justify="space-between" align="flex-start" gap={8}>
                <div style={{ minWidth: 0 }}>
                  <PlainText strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {t.description}
                  </PlainText>
                  <PlainText type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {formatDateBR(t.date)} · {t.category ?? NO_CATEGORY_LABEL}
                  </PlainText>
                </div>
                <SignedAmount t={t} />
              </Flex>
              <Flex justify="space-between" align="center" style={{ marginTop: 4 }}>
                <TypeTag type={t.type} />
                {actions ? <Actions t={t} {...actions} /> : null}
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <PlainTable<CashflowTransaction>
          aria-label="Transações"
          size="middle"
          rowKey={(t) => t.id}
          columns={columns}
          rows={page.items}
          tableLayout="fixed"
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <PlainText type="secondary" aria-live="polite">
          {page.total ? `${page.from}–${page.to} de ${page.total.toLocaleString('pt-BR')}` : ''}
        </PlainText>
        {needsPager(page.total) ? (
          <PlainPagination
            current={page.page}
            pageSize={pageSize}
            table="fluxo-caixa"
            total={page.total}
            onChange={onPage}
            simple={narrow}
            aria-label="Páginas de transações"
          />
        ) : null}
      </Flex>
    </div>
  );
});

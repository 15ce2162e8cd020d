// Loaded on demand: the review step of an OFX import. Every statement line is listed with a
// checkbox; lines already in the ledger (same date, amount and description), repeated in the
// file or of zero value start unticked. Nothing is saved until "Importar".
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Modal, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Category } from '@semmultas/shared/types';
import { formatBRL, formatDateBR } from '@semmultas/shared/format';
import { sortCategories, type CashflowTransaction, type TransactionInput } from '../utils/ledger';
import type { OfxStatement } from '../utils/ofx';
import { buildImportRows, chunk, FLAG_LABEL, rowsToTransactions, type ImportRow } from '../utils/ofx-import';
import { lancamentos } from '../utils/words';

export interface OfxReviewModalProps {
  fileName: string;
  statement: OfxStatement;
  transactions: CashflowTransaction[];
  categories: Category[];
  /** Saves one batch (≤ 1000) atomically; rejects with a sentence for the user. */
  onImport: (items: TransactionInput[]) => Promise<void>;
  onDone: (count: number) => void;
  onClose: () => void;
}

export default function OfxReviewModal({ fileName, statement, transactions, categories, onImport, onDone, onClose }: OfxReviewModalProps) {
  // Flags are worked out once, against the ledger as it was when the file was opened.
  const [rows, setRows] = useState<ImportRow[]>(() => buildImportRows(statement.transactions, transactions));
  const [category, setCategory] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  const selected = rows.filter((r) => r.selected).length;
  const flagged = rows.filter((r) => r.flag === 'no-ledger').length;
  const allTicked = selected === rows.length && rows.length > 0;
  const toggle = (key: string, value: boolean) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, selected: value } : r)));

  const columns: ColumnsType<ImportRow> = useMemo(
    () => [
      {
        key: 'pick',
        width: 48,
        title: (
          <Checkbox
            aria-label="Marcar todos os lançamentos"
            checked={allTicked}
            indeterminate={selected > 0 && !allTicked}
            onChange={(e) => setRows((rs) => rs.map((r) => ({ ...r, selected: e.target.checked })))}
          />
        ),
        render: (_, r) => (
          <Checkbox
            aria-label={`Importar "${r.description}" de ${formatDateBR(r.date)}`}
            checked={r.selected}
            onChange={(e) => toggle(r.key, e.target.checked)}
          />
        ),
      },
      { key: 'date', title: 'Data', dataIndex: 'date', width: 104, render: (d: string) => formatDateBR(d) },
      {
        key: 'description',
        title: 'Descrição',
        dataIndex: 'description',
        render: (d: string, r) => (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <span style={{ overflowWrap: 'anywhere' }}>{d}</span>
            {r.flag ? (
              <span>
                <Tag color={r.flag === 'no-ledger' ? 'warning' : 'default'}>{FLAG_LABEL[r.flag]}</Tag>
              </span>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'amount',
        title: 'Valor',
        align: 'right',
        width: 140,
        render: (_, r) => (
          <Typography.Text type={r.amountCents < 0 ? 'danger' : 'success'} style={{ whiteSpace: 'nowrap' }}>
            {r.amountCents < 0 ? '− ' : '+ '}
            {formatBRL(Math.abs(r.amountCents) / 100)}
          </Typography.Text>
        ),
      },
    ],
    [allTicked, selected],
  );

  async function save() {
    const items = rowsToTransactions(rows, category);
    if (!items.length || saving) return;
    setSaving(true);
    setProblem(null);
    const picked = rows.filter((r) => r.selected).map((r) => r.key);
    let saved = 0;
    try {
      for (const batch of chunk(items)) {
        await onImport(batch);
        saved += batch.length;
      }
      onDone(saved);
    } catch (reason) {
      // Batches already saved are untouched by a later failure: drop them from the list so a
      // retry does not save them twice, and keep everything else as the user left it.
      const done = new Set(picked.slice(0, saved));
      setRows((rs) => rs.filter((r) => !done.has(r.key)));
      setProblem(`${reason instanceof Error ? reason.message : String(reason)}${saved ? ` ${lancamentos(saved)} já foram importados.` : ''}`);
      setSaving(false);
    }
  }

  const period = statement.startDate && statement.endDate ? `${formatDateBR(statement.startDate)} a ${formatDateBR(statement.endDate)}` : null;

  return (
    <Modal
      open
      width={880}
      title="Revisar importação do extrato"
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancelar
        </Button>,
        <Button key="import" type="primary" loading={saving} disabled={selected === 0} onClick={() => void save()}>
          {`Importar ${lancamentos(selected)}`}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        <strong style={{ overflowWrap: 'anywhere' }}>{fileName}</strong>
        {statement.accountId ? ` · conta ${statement.accountId}` : ''}
        {period ? ` · ${period}` : ''}
        <br />
        {`${lancamentos(rows.length)} no arquivo`}
        {flagged ? `, ${flagged === 1 ? '1 já está' : `${flagged} já estão`} no caixa e ${flagged === 1 ? 'foi desmarcado' : 'foram desmarcados'}` : ''}. Desmarque o que não quiser
        importar.
      </Typography.Paragraph>
      {statement.currency && statement.currency !== 'BRL' ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`O extrato está em ${statement.currency}; os valores serão importados como reais.`} />
      ) : null}
      {statement.problems.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${lancamentos(statement.problems.length)} do arquivo não ${statement.problems.length === 1 ? 'pôde' : 'puderam'} ser lido${statement.problems.length === 1 ? '' : 's'}:`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {statement.problems.slice(0, 10).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {problem ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={problem} /> : null}
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <label htmlFor="ofx-category">Categoria dos lançamentos importados</label>
        <Select
          id="ofx-category"
          allowClear
          placeholder="Sem categoria"
          style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
          value={category ?? undefined}
          onChange={(v?: string) => setCategory(v ?? null)}
          options={sortCategories(categories).map((c) => ({ value: c.name, label: c.name }))}
        />
      </Flex>
      <Table<ImportRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 560 }}
        tableLayout="fixed"
        pagination={rows.length > 10 ? { current: page, pageSize: 10, onChange: setPage, showSizeChanger: false, size: 'small' } : false}
      />
    </Modal>
  );
}

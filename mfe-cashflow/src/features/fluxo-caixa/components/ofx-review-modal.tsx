// Loaded on demand: the review step of an OFX import. A file with several accounts first asks
// which one to import. Every statement line is listed with a checkbox and its own category
// (suggested from the ledger: the category last used for the same payee); lines already in
// the ledger (same date, amount and description), repeated in the file or of zero value start
// unticked. Nothing is saved until "Importar".
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Modal, Radio, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Category } from '@semmultas/shared/types';
import { formatBRL, formatDateBR } from '@semmultas/shared/format';
import { sortCategories, type CashflowTransaction, type TransactionInput } from '../utils/ledger';
import type { OfxFile, OfxStatement } from '../utils/ofx';
import { buildImportRows, chunk, FLAG_LABEL, rowsToTransactions, withCategory, type ImportRow } from '../utils/ofx-import';
import { lancamentos } from '../utils/words';
import { useReturnFocus } from '@semmultas/shared/use-return-focus';
import { PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';

const KIND_LABEL: Record<OfxStatement['kind'], string> = { banco: 'Conta', cartao: 'Cartão de crédito', investimento: 'Investimentos' };
const ACCOUNT_TYPE_LABEL: Record<string, string> = {
  CHECKING: 'corrente',
  SAVINGS: 'poupança',
  MONEYMRKT: 'aplicação',
  CREDITLINE: 'cheque especial',
  CD: 'CDB',
};

/** "Conta corrente · banco 0341 · nº 12345-6": what the user recognises an account by. */
export function describeAccount(a: OfxStatement): string {
  const type = a.accountType ? (ACCOUNT_TYPE_LABEL[a.accountType] ?? a.accountType.toLowerCase()) : null;
  return [
    type ? `${KIND_LABEL[a.kind]} ${type}` : KIND_LABEL[a.kind],
    a.bankId ? `banco ${a.bankId}` : null,
    a.accountId ? `nº ${a.accountId}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface OfxReviewModalProps {
  fileName: string;
  file: OfxFile;
  transactions: CashflowTransaction[];
  categories: Category[];
  /** Saves one batch (≤ 1000) atomically; rejects with a sentence for the user. */
  onImport: (items: TransactionInput[]) => Promise<void>;
  onDone: (count: number) => void;
  onClose: () => void;
}

const NO_CATEGORY = '\u0000sem-categoria'; // the "apply to all" choice that clears them

export default function OfxReviewModal({ fileName, file, transactions, categories, onImport, onDone, onClose }: OfxReviewModalProps) {
  useReturnFocus();
  const withLines = file.accounts.filter((a) => a.transactions.length > 0);
  // One account with lines: no question. Several: the user picks; nothing is pre-chosen.
  const [accountNo, setAccountNo] = useState<number | null>(() => (withLines.length === 1 ? file.accounts.indexOf(withLines[0]!) : null));
  const statement = accountNo === null ? null : file.accounts[accountNo]!;
  // Flags and suggestions are worked out against the ledger as it was when the file was opened.
  const rowsFor = (a: OfxStatement) => buildImportRows(a.transactions, transactions, categories);
  const [rows, setRows] = useState<ImportRow[]>(() => (statement ? rowsFor(statement) : []));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  const selected = rows.filter((r) => r.selected).length;
  const flagged = rows.filter((r) => r.flag === 'no-ledger').length;
  const allTicked = selected === rows.length && rows.length > 0;
  const toggle = (key: string, value: boolean) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, selected: value } : r)));
  const categoryOptions = useMemo(() => sortCategories(categories).map((c) => ({ value: c.name, label: c.name })), [categories]);
  const suggestedCount = rows.filter((r) => r.suggested).length;

  const chooseAccount = (n: number) => {
    setAccountNo(n);
    setRows(rowsFor(file.accounts[n]!));
    setPage(1);
    setProblem(null);
  };
  const applyToTicked = (category: string | null) =>
    setRows((rs) => withCategory(rs, new Set(rs.filter((r) => r.selected).map((r) => r.key)), category));

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
        key: 'category',
        title: 'Categoria',
        width: 200,
        render: (_, r) => (
          <Flex vertical gap={2}>
            <Select
              size="small"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Sem categoria"
              aria-label={`Categoria de "${r.description}" de ${formatDateBR(r.date)}`}
              style={{ width: '100%' }}
              value={r.category ?? undefined}
              onChange={(v?: string) => setRows((rs) => withCategory(rs, new Set([r.key]), v ?? null))}
              options={categoryOptions}
            />
            {r.suggested ? (
              <PlainText type="secondary" style={{ fontSize: 12 }}>
                sugerida pelo histórico
              </PlainText>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'amount',
        title: 'Valor',
        align: 'right',
        width: 130,
        render: (_, r) => (
          <PlainText type={r.amountCents < 0 ? 'danger' : 'success'} style={{ whiteSpace: 'nowrap' }}>
            {r.amountCents < 0 ? '− ' : '+ '}
            {formatBRL(Math.abs(r.amountCents) / 100)}
          </PlainText>
        ),
      },
    ],
    [allTicked, selected, categoryOptions],
  );

  async function save() {
    const items = rowsToTransactions(rows);
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
      setProblem(
        `${reason instanceof Error ? reason.message : String(reason)}${saved ? ` ${lancamentos(saved)} já foram importados.` : ''}`,
      );
      setSaving(false);
    }
  }

  const period =
    statement?.startDate && statement.endDate ? `${formatDateBR(statement.startDate)} a ${formatDateBR(statement.endDate)}` : null;

  return (
    <Modal
      open
      width={880}
      title="Revisar importação do extrato"
      onCancel={onClose}
      mask={{ closable: false }}
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
      <PlainParagraph>
        <strong style={{ overflowWrap: 'anywhere' }}>{fileName}</strong>
        {statement?.accountId ? ` · nº ${statement.accountId}` : ''}
        {period ? ` · ${period}` : ''}
        {statement ? (
          <>
            <br />
            {`${lancamentos(rows.length)} nesta conta`}
            {flagged
              ? `, ${flagged === 1 ? '1 já está' : `${flagged} já estão`} no caixa e ${flagged === 1 ? 'foi desmarcado' : 'foram desmarcados'}`
              : ''}
            . Desmarque o que não quiser importar e escolha a categoria de cada lançamento
            {suggestedCount
              ? ` (${suggestedCount === 1 ? '1 categoria sugerida' : `${suggestedCount} categorias sugeridas`} a partir dos seus lançamentos anteriores)`
              : ''}
            .
          </>
        ) : null}
      </PlainParagraph>
      {file.accounts.length > 1 ? (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 6, fontSize: 'inherit' }}>
            {`O arquivo traz ${file.accounts.length} contas. Qual delas importar?`}
          </legend>
          <Radio.Group value={accountNo ?? undefined} onChange={(e) => chooseAccount(e.target.value as number)} disabled={saving}>
            <Flex vertical gap={4}>
              {file.accounts.map((a, i) => (
                <Radio key={i} value={i} disabled={a.transactions.length === 0}>
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {describeAccount(a)} — {a.transactions.length ? lancamentos(a.transactions.length) : 'sem lançamentos'}
                  </span>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </fieldset>
      ) : null}
      {statement?.currency && statement.currency !== 'BRL' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`O extrato está em ${statement.currency}; os valores serão importados como reais.`}
        />
      ) : null}
      {statement?.problems.length ? (
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
      {statement ? (
        <>
          <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
            <label htmlFor="ofx-category">Aplicar uma categoria a todos os marcados</label>
            <Select
              id="ofx-category"
              placeholder="Escolha a categoria"
              style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
              value={null}
              disabled={selected === 0}
              onChange={(v: string) => applyToTicked(v === NO_CATEGORY ? null : v)}
              options={[...categoryOptions, { value: NO_CATEGORY, label: 'Sem categoria' }]}
            />
          </Flex>
          <Table<ImportRow>
            size="small"
            rowKey="key"
            columns={columns}
            dataSource={rows}
            scroll={{ x: 760 }}
            tableLayout="fixed"
            pagination={
              rows.length > 10 ? { current: page, pageSize: 10, onChange: setPage, showSizeChanger: false, size: 'small' } : false
            }
          />
        </>
      ) : null}
    </Modal>
  );
}

// /fluxo-caixa: the ledger (SPEC §2, §3, §5, §8, §9; issue 8). Data flows one way: the row
// from the database → an index (once per change) → filters → summary, page, reports. Every
// write goes through one atomic RPC and the row it returns replaces what is on screen.
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Alert, App, Button, Empty, Flex, Grid, Skeleton, Spin, Typography } from 'antd';
import { DownloadOutlined, LockOutlined, PlusOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Category } from '@semmultas/shared/types';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { upsellHref } from '@semmultas/shared/routes';
import { logError } from '@semmultas/shared/supabase';
import { isPermissionDenied } from '@semmultas/shared/supabase-errors';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PremiumNotice } from '@semmultas/shared/ui/notices';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { pageKeepingFirstRow, usePageSize } from '@semmultas/shared/use-page-size';
import {
  addCategory,
  addTransaction,
  addTransactions,
  deleteCategory,
  deleteTransaction,
  renameCategory,
  updateTransaction,
  type OnCategoryTransactions,
} from '../api/fluxo-caixa-api';
import { databaseSentence, errorCode } from '@semmultas/shared/supabase-errors';
import { queryState } from '@semmultas/shared/query';
import { useLedger } from '../api/get-ledger';
import { useLedgerWrite } from '../api/write-ledger';
import { useLedgerFilters } from '../hooks/use-ledger-filters';
import { downloadFile } from '@semmultas/shared/download';
import {
  applyFilters,
  indexTransactions,
  isFiltered,
  NO_FILTERS,
  paginate,
  sortCategories,
  summarize,
  yearOptions,
  type CashflowTransaction,
  type Ledger,
  type TransactionInput,
} from '../utils/ledger';
import type { OfxFile } from '../utils/ofx';
import { lancamentos } from '../utils/words';
import { CategoriesModal } from './categories-modal';
import { CategoryInUseChoice, initialChoice, type CategoryChoice } from './category-in-use-choice';
import { FiltersBar } from './filters-bar';
import { SummaryCards } from './summary-cards';
import { TransactionFormModal } from './transaction-form-modal';
import { TransactionsList } from './transactions-list';

const ReportsSection = lazy(() => import('./reports-section'));
const OfxReviewModal = lazy(() => import('./ofx-review-modal'));

const EMPTY_LEDGER: Ledger = { transactions: [], categories: [] };
const OFX_MAX_BYTES = 5 * 1024 * 1024;
const TITLE_ID = 'fluxo-caixa-title';

/** The spec's sentence, then the database's reason or what happened to the user's input. */
function failureText(spec: string, error: unknown, kept = true): string {
  const reason = databaseSentence(error);
  if (reason) return `${spec} ${reason}`;
  return kept ? `${spec} O que você digitou foi mantido; verifique a conexão e tente de novo.` : `${spec} Verifique a conexão e tente de novo.`;
}

/**
 * `readOnly`: the plan ended. The owner still reads, filters, sees the reports and exports
 * every entry they typed (issue 21; RLS lets the owner read with any plan); writing asks for
 * the plan again.
 */
export function FluxoCaixaPage({ supabase, readOnly = false }: { supabase: SupabaseClient; readOnly?: boolean }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const ledgerQuery = useLedger(supabase, readOnly);
  const run = useLedgerWrite(supabase, readOnly);
  const { refetch } = ledgerQuery;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const today = useMemo(() => todayInSaoPaulo(), []);
  const years = useMemo(() => yearOptions(today), [today]);
  const [filters, setFilters] = useLedgerFilters(years);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = usePageSize('fluxo-caixa');
  const [form, setForm] = useState<{ editing: CashflowTransaction | null; key: number } | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [ofx, setOfx] = useState<{ fileName: string; file: OfxFile } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const screens = Grid.useBreakpoint();

  // A new filter starts at the first page (adjusting state during render, as React advises).
  const filterKey = `${filters.month}|${filters.year}|${filters.category}|${filters.type}|${filters.search}`;
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPageNo(1);
  }

  const ledger = ledgerQuery.data ?? EMPTY_LEDGER;
  const index = useMemo(() => indexTransactions(ledger.transactions), [ledger.transactions]);
  const filtered = useMemo(() => applyFilters(index, filters), [index, filters]);
  const summary = useMemo(() => summarize(index, filtered, filters), [index, filtered, filters]);
  const page = useMemo(() => {
    const p = paginate(filtered, pageNo, pageSize);
    return { ...p, items: p.items.map((e) => e.t) };
  }, [filtered, pageNo, pageSize]);
  const changePage = useCallback(
    (next: number, size: number) => {
      if (size !== pageSize) {
        setPageSize(size);
        setPageNo(pageKeepingFirstRow(page.page, pageSize, size));
      } else setPageNo(next);
    },
    [page.page, pageSize, setPageSize],
  );
  // The chart and the breakdown follow a moment later: the list answers the click first.
  const reportFiltered = useDeferredValue(filtered);
  const reportFilters = useDeferredValue(filters);
  const editTransaction = useCallback((t: CashflowTransaction) => setForm({ editing: t, key: Date.now() }), []);

  // ---- transactions -------------------------------------------------------------------
  const saveTransaction = useCallback(
    async (editing: CashflowTransaction | null, input: TransactionInput) => {
      try {
        await run((s) => (editing ? updateTransaction(s, editing.id, input) : addTransaction(s, input)));
      } catch (error) {
        logError('salvar transação', error);
        // Said once, in the dialog that keeps what was typed (no toast over it).
        throw new Error(failureText(ERR.saveTransaction, error));
      }
      message.success(editing ? 'Transação atualizada.' : 'Transação adicionada.');
      setForm(null);
    },
    [run, message],
  );

  const confirmDeleteTransaction = useCallback(
    (t: CashflowTransaction) =>
      modal.confirm({
        title: CONFIRM.deleteTransaction(t.description),
        okText: 'Excluir',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: async () => {
          try {
            await run((s) => deleteTransaction(s, t.id));
            message.success('Transação excluída.');
          } catch (error) {
            logError('excluir transação', error);
            message.error(failureText(ERR.deleteTransaction, error, false));
          }
        },
      }),
    [modal, run, message],
  );

  // ---- categories ---------------------------------------------------------------------
  const saveCategory = async (write: (s: SupabaseClient) => Promise<Ledger>, done: string) => {
    try {
      await run(write);
    } catch (error) {
      logError('salvar categoria', error);
      throw new Error(failureText(ERR.saveCategory, error));
    }
    message.success(done);
  };

  const removeCategory = async (c: Category, mode: OnCategoryTransactions, target: string | null) => {
    try {
      await run((s) => deleteCategory(s, c.id, mode, target));
      message.success('Categoria excluída.');
    } catch (error) {
      logError('excluir categoria', error);
      message.error(failureText(ERR.deleteCategory, error, false));
      // 23503: another tab started using it meanwhile; re-read so the next try asks what to do.
      if (errorCode(error) === '23503') refresh();
    }
  };

  const confirmDeleteCategory = (c: Category) => {
    const used = ledger.transactions.filter((t) => t.category?.toLowerCase() === c.name.toLowerCase()).length;
    if (!used) {
      modal.confirm({
        title: CONFIRM.deleteCategory,
        content: `A categoria “${c.name}” não é usada por nenhum lançamento.`,
        okText: 'Excluir',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: () => removeCategory(c, 'block', null),
      });
      return;
    }
    const others = sortCategories(ledger.categories)
      .filter((x) => x.id !== c.id)
      .map((x) => x.name);
    let choice: CategoryChoice = initialChoice(others);
    modal.confirm({
      title: CONFIRM.deleteCategory,
      content: <CategoryInUseChoice name={c.name} count={used} others={others} onChange={(next) => (choice = next)} />,
      okText: 'Excluir categoria',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      width: 480,
      onOk: () => removeCategory(c, choice.mode, choice.mode === 'reassign' ? choice.target : null),
    });
  };

  // ---- OFX import and CSV export ------------------------------------------------------
  const pickOfx = () => {
    void import('./ofx-review-modal'); // fetch the review step while the user picks the file
    fileInput.current?.click();
  };

  const readOfx = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again must fire again
    if (!file) return;
    if (file.size > OFX_MAX_BYTES) {
      message.error('O arquivo é grande demais para um extrato OFX (máximo 5 MB).');
      return;
    }
    try {
      const [{ decodeOfx, lineCount, parseOfx }, buffer] = await Promise.all([import('../utils/ofx'), file.arrayBuffer()]);
      const parsed = parseOfx(decodeOfx(new Uint8Array(buffer)));
      if (!lineCount(parsed)) {
        message.warning(
          parsed.accounts.length === 0
            ? 'O arquivo OFX não traz extrato de nenhuma conta.'
            : parsed.accounts.some((a) => a.problems.length)
              ? 'Nenhum lançamento do extrato pôde ser lido.'
              : 'O extrato não tem lançamentos.',
        );
        return;
      }
      setOfx({ fileName: file.name, file: parsed });
    } catch (error) {
      logError('ler extrato OFX', error);
      message.error(error instanceof Error && error.name === 'OfxError' ? error.message : 'Não foi possível ler o arquivo OFX.');
    }
  };

  const importBatch = async (items: TransactionInput[]) => {
    try {
      await run((s) => addTransactions(s, items));
    } catch (error) {
      logError('importar extrato', error);
      message.error(ERR.saveTransaction);
      throw new Error(failureText(ERR.saveTransaction, error, false));
    }
  };

  const exportCsv = async () => {
    const rows = filtered.map((e) => e.t);
    try {
      const { transactionsToCsv, csvFileName } = await import('@semmultas/shared/ledger-csv');
      downloadFile(transactionsToCsv(rows), csvFileName(today), 'text/csv;charset=utf-8');
      message.success(`${lancamentos(rows.length)} ${rows.length === 1 ? 'exportado' : 'exportados'} para CSV.`);
    } catch (error) {
      logError('exportar CSV', error);
      message.error('Não foi possível gerar o arquivo CSV.');
    }
  };

  // ---- render -------------------------------------------------------------------------
  const state = queryState(ledgerQuery);
  const ready = state.status === 'success';
  const exportButton = (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportCsv()} disabled={!ready || filtered.length === 0}>
      Exportar CSV
    </Button>
  );
  const actions = readOnly ? (
    <Flex wrap gap={8} justify={screens.md ? 'flex-end' : 'flex-start'}>
      <Button type="primary" icon={<LockOutlined aria-hidden />} onClick={() => navigate(upsellHref('fluxo-caixa'))}>
        Renovar o Premium
      </Button>
      {exportButton}
    </Flex>
  ) : (
    <Flex wrap gap={8} justify={screens.md ? 'flex-end' : 'flex-start'}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({ editing: null, key: Date.now() })} disabled={!ready}>
        Nova transação
      </Button>
      <Button icon={<TagsOutlined aria-hidden />} onClick={() => setCategoriesOpen(true)} disabled={!ready}>
        Categorias
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} onClick={pickOfx} disabled={!ready}>
        Importar OFX
      </Button>
      {exportButton}
    </Flex>
  );

  let body;
  if (state.status === 'loading')
    body = (
      <div role="status" aria-label="Carregando o fluxo de caixa">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (state.status === 'error')
    body = isPermissionDenied(state.error) ? <PremiumNotice what="O Fluxo de Caixa" /> : <LoadError onRetry={state.retry} />;
  else
    body = (
      <>
        {readOnly ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Seu plano Premium não está ativo: o Fluxo de Caixa está somente para leitura."
            description="Seus lançamentos continuam seus: consulte, filtre, veja os relatórios e exporte para CSV quando quiser. Para lançar, editar, excluir ou importar extratos, renove o Premium."
          />
        ) : null}
        <SummaryCards summary={summary} />
        <FiltersBar filters={filters} years={years} categories={ledger.categories} onChange={setFilters} />
        <section aria-labelledby="fluxo-caixa-transacoes">
          <Typography.Title level={3} id="fluxo-caixa-transacoes" style={{ marginTop: 0 }}>
            Transações
          </Typography.Title>
          {index.length === 0 && readOnly ? (
            <Empty description="Nenhuma transação lançada." />
          ) : index.length === 0 ? (
            <Empty description="Nenhuma transação ainda. Adicione a primeira ou importe o extrato do banco (OFX).">
              <Button type="primary" onClick={() => setForm({ editing: null, key: Date.now() })}>
                Adicionar transação
              </Button>
            </Empty>
          ) : filtered.length === 0 ? (
            <Empty description="Nenhuma transação com esses filtros.">
              <Button onClick={() => setFilters(NO_FILTERS)}>Limpar filtros</Button>
            </Empty>
          ) : (
            <TransactionsList
              page={page}
              pageSize={pageSize}
              onPage={changePage}
              onEdit={readOnly ? undefined : editTransaction}
              onDelete={readOnly ? undefined : confirmDeleteTransaction}
            />
          )}
        </section>
        {index.length > 0 ? (
          <section aria-label="Relatórios">
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 24 }} />}>
              <ReportsSection index={index} filtered={reportFiltered} filters={reportFilters} year={reportFilters.year ?? Number(today.slice(0, 4))} />
            </Suspense>
          </section>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby={TITLE_ID}>
      <PageHeader
        title="Fluxo de Caixa"
        titleId={TITLE_ID}
        subtitle={isFiltered(filters) ? 'Mostrando os lançamentos dos filtros escolhidos.' : 'Entradas e saídas da sua empresa, com saldo, filtros e relatórios.'}
        extra={actions}
      />
      <input ref={fileInput} type="file" accept=".ofx,.qfx,application/x-ofx" hidden aria-hidden tabIndex={-1} onChange={(e) => void readOfx(e)} />
      {body}
      {form ? (
        <TransactionFormModal
          key={form.key}
          editing={form.editing}
          categories={ledger.categories}
          today={today}
          onSave={(input) => saveTransaction(form.editing, input)}
          onClose={() => setForm(null)}
        />
      ) : null}
      {categoriesOpen ? (
        <CategoriesModal
          categories={ledger.categories}
          transactions={ledger.transactions}
          onAdd={(name) => saveCategory((s) => addCategory(s, name), 'Categoria adicionada.')}
          onRename={(c, name) => saveCategory((s) => renameCategory(s, c.id, name), 'Categoria renomeada.')}
          onDelete={confirmDeleteCategory}
          onClose={() => setCategoriesOpen(false)}
        />
      ) : null}
      {ofx ? (
        <Suspense fallback={<Spin fullscreen description="Abrindo o extrato…" />}>
          <OfxReviewModal
            fileName={ofx.fileName}
            file={ofx.file}
            transactions={ledger.transactions}
            categories={ledger.categories}
            onImport={importBatch}
            onDone={(n) => {
              message.success(`${lancamentos(n)} ${n === 1 ? 'importado' : 'importados'}.`);
              setOfx(null);
            }}
            onClose={() => setOfx(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

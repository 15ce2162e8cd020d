// /fluxo-caixa: the ledger (SPEC §2, §3, §5, §8, §9; issue 8). Data flows one way: the row
// from the database → an index (once per change) → filters → summary, page, reports. Every
// write goes through one atomic RPC and the row it returns replaces what is on screen.
import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { logError } from '@semmultas/shared/supabase';
import { isPermissionDenied } from '@semmultas/shared/supabase-errors';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PremiumNotice } from '@semmultas/shared/ui/notices';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { FLUXO_HEAD } from '@semmultas/shared/page-heads';
import { pageKeepingFirstRow, usePageSize } from '@semmultas/shared/use-page-size';
import { addTransaction, addTransactions, deleteTransaction, updateTransaction } from '../api/fluxo-caixa-api';
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
  summarize,
  yearOptions,
  type CashflowTransaction,
  type IndexedTransaction,
  type Ledger,
  type TransactionInput,
} from '../utils/ledger';
import { failureText } from '../utils/failure-text';
import { lancamentos } from '../utils/words';
import { useCategoryActions } from '../hooks/use-category-actions';
import { LedgerToolbar } from './ledger-toolbar';
import { OfxImport, type OfxImportHandle } from './ofx-import';
import { FiltersBar } from './filters-bar';
import { SummaryCards } from './summary-cards';
import { TransactionsList } from './transactions-list';

import { ReportsSection } from './reports-slot';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import type { TransactionFormModalProps } from './transaction-form-modal';
import type { CategoriesModalProps } from './categories-modal';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';
import { PlainTitle } from '@semmultas/shared/ui/plain-typography';

// Issue 14: the two dialogs (antd Modal, Form, DatePicker, List) load when first opened, or as
// the pointer rests on (or the keyboard reaches) the button that opens them.
const TransactionForm = lazyScreen<TransactionFormModalProps>(() => import('./transaction-form-modal').then((m) => m.TransactionFormModal));
const Categories = lazyScreen<CategoriesModalProps>(() => import('./categories-modal').then((m) => m.CategoriesModal));

const EMPTY_LEDGER: Ledger = { transactions: [], categories: [] };
const NO_ENTRIES: IndexedTransaction[] = [];
const TITLE_ID = 'fluxo-caixa-title';
/** About the list's height with the first page of 5 rows and its pager (issue 14, CLS). */
const ROWS_PLACE_PX = 300;

/**
 * `readOnly`: the plan ended. The owner still reads, filters, sees the reports and exports
 * every entry they typed (issue 21; RLS lets the owner read with any plan); writing asks for
 * the plan again.
 */
export function FluxoCaixaPage({ supabase, readOnly = false }: { supabase: SupabaseClient; readOnly?: boolean }) {
  const { message } = useAppApis();
  const confirm = useConfirmedAction();
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
  const ofxImport = useRef<OfxImportHandle>(null);

  // A new filter starts at the first page (adjusting state during render, as React advises).
  const filterKey = `${filters.month}|${filters.year}|${filters.category}|${filters.type}|${filters.search}`;
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPageNo(1);
  }

  // Issue 14: the ledger arrives through react-query's store subscription, which React renders in
  // one blocking pass: the whole page with its rows, 14 ms of a 30 ms task on a desktop CPU at the
  // first visit (×4 on a phone). The page is drawn from a deferred copy, as the admin's tables
  // are: the urgent pass keeps what was on screen (the skeleton), and the rows come in a render
  // React does in slices. After a save, the new row shows one render later.
  const ledgerData = useDeferredValue(ledgerQuery.data);
  const ledger = ledgerData ?? EMPTY_LEDGER;
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
  // The chart and the breakdown follow a moment later: the list answers the click first, and
  // when the ledger arrives the rows are drawn first (issue 14), the reports, below the fold,
  // in the background render that follows (also when the page opens with the ledger in hand).
  const reportIndex = useDeferredValue(index, NO_ENTRIES);
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
      confirm({
        title: CONFIRM.deleteTransaction(t.description),
        action: () => run((s) => deleteTransaction(s, t.id)),
        success: 'Transação excluída.',
        failure: ERR.deleteTransaction,
        label: 'excluir transação',
      }),
    [confirm, run],
  );

  const categoryActions = useCategoryActions(ledger, run, refresh);

  // ---- CSV export ---------------------------------------------------------------------
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
  // Only the fields queryState reads: spreading the query would subscribe the page to all of them.
  const state = queryState({
    data: ledgerData,
    error: ledgerQuery.error,
    isError: ledgerQuery.isError,
    isFetching: ledgerQuery.isFetching,
    refetch,
  });
  const ready = state.status === 'success';
  const actions = (
    <LedgerToolbar
      readOnly={readOnly}
      ready={ready}
      canExport={filtered.length > 0}
      onNew={() => setForm({ editing: null, key: Date.now() })}
      onCategories={() => setCategoriesOpen(true)}
      preloadForm={TransactionForm.preload}
      preloadCategories={Categories.preload}
      onImport={() => ofxImport.current?.pick()}
      onExport={() => void exportCsv()}
    />
  );

  // The page's frame (title, actions, the plan's notice, the figures' places, the filters and
  // the list's heading) is drawn at once; only the rows and the figures' values wait for the
  // ledger (issue 14: the area shows at the click, not when the data has arrived). The filters
  // keep their place in the tree while the ledger loads, so nothing typed in the search is lost.
  let rows;
  if (state.status === 'loading')
    rows = (
      <div role="status" aria-label="Carregando o fluxo de caixa">
        {/* The bars are drawing, not content: a screen reader hears the label only. */}
        <div aria-hidden style={{ minHeight: ROWS_PLACE_PX }}>
          <PlainSkeleton title={false} fullWidth rows={7} />
        </div>
      </div>
    );
  else if (index.length === 0 && readOnly) rows = <PlainEmpty description="Nenhuma transação lançada." />;
  else if (index.length === 0)
    rows = (
      <PlainEmpty description="Nenhuma transação ainda. Adicione a primeira ou importe o extrato do banco (OFX).">
        <Button type="primary" onClick={() => setForm({ editing: null, key: Date.now() })}>
          Adicionar transação
        </Button>
      </PlainEmpty>
    );
  else if (filtered.length === 0)
    rows = (
      <PlainEmpty description="Nenhuma transação com esses filtros.">
        <Button onClick={() => setFilters(NO_FILTERS)}>Limpar filtros</Button>
      </PlainEmpty>
    );
  else
    rows = (
      <TransactionsList
        page={page}
        pageSize={pageSize}
        onPage={changePage}
        onEdit={readOnly ? undefined : editTransaction}
        onDelete={readOnly ? undefined : confirmDeleteTransaction}
      />
    );

  let body;
  if (state.status === 'error')
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
        <SummaryCards summary={summary} loading={!ready} />
        <FiltersBar filters={filters} years={years} categories={ledger.categories} onChange={setFilters} />
        <section aria-labelledby="fluxo-caixa-transacoes">
          <PlainTitle level={3} id="fluxo-caixa-transacoes" style={{ marginTop: 0 }}>
            Transações
          </PlainTitle>
          {rows}
        </section>
        {reportIndex.length > 0 ? (
          <section aria-label="Relatórios">
            <ReportsSection
              index={reportIndex}
              filtered={reportFiltered}
              filters={reportFilters}
              year={reportFilters.year ?? Number(today.slice(0, 4))}
            />
          </section>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby={TITLE_ID}>
      <PageHeader
        // Painted before any script and while this remote loads (issue 14): the same words, the same place.
        title={FLUXO_HEAD.title}
        titleId={TITLE_ID}
        subtitle={isFiltered(filters) ? 'Mostrando os lançamentos dos filtros escolhidos.' : FLUXO_HEAD.subtitle}
        extra={actions}
      />
      {body}
      {/* Nothing while a dialog's chunk loads (a moment, usually preloaded): the page stays as it was. */}
      <Suspense fallback={null}>
        {form ? (
          <TransactionForm.Screen
            key={form.key}
            editing={form.editing}
            categories={ledger.categories}
            today={today}
            onSave={(input) => saveTransaction(form.editing, input)}
            onClose={() => setForm(null)}
          />
        ) : null}
        {categoriesOpen ? (
          <Categories.Screen
            categories={ledger.categories}
            transactions={ledger.transactions}
            onAdd={categoryActions.add}
            onRename={categoryActions.rename}
            onDelete={categoryActions.confirmDelete}
            onClose={() => setCategoriesOpen(false)}
          />
        ) : null}
      </Suspense>
      {readOnly ? null : (
        <OfxImport
          ref={ofxImport}
          transactions={ledger.transactions}
          categories={ledger.categories}
          onImport={(items) => run((s) => addTransactions(s, items))}
        />
      )}
    </section>
  );
}

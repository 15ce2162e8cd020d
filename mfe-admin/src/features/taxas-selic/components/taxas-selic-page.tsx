// Issue 18: the monthly Selic table that prices the late-payment calculator's juros. The daily
// job fills it from the Banco Central (SGS 4390) where the deployment allows; here the admin
// adds a month, corrects one or deletes one (asked first).
import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { formatDateTimeBR } from '@semmultas/shared/format';
import { formatarPercentual } from '@semmultas/shared/tributos/formatacao';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { PageTitle } from '../../../components/page-title';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { useEditableRows } from '../../../lib/use-editable-rows';
import { deleteTaxaSelic } from '../api/taxas-selic';
import { taxasSelicQueryOptions } from '../api/get-taxas-selic';
import { rotuloMesSelic, type LinhaSelic } from '../utils/taxa-selic-form';
import { TAXAS_SELIC_TITLE } from '../../../lib/page-titles';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { FormSlot } from '../../../components/form-slot';
import { NewRowButton } from '../../../components/new-row-button';

/** Issue 14: the form dialog's chunk loads when it is first opened (or about to be). */
const TaxaSelicForm = lazyScreen(() => import('./taxa-selic-form-modal').then((m) => m.TaxaSelicFormModal));

const TITLE_ID = 'admin-taxas-selic-title';

export const TAXAS_SELIC_QUERY: TableQuerySpec<LinhaSelic> = {
  searchText: (l) => [rotuloMesSelic(l.mes), l.mes, l.fonte, formatarPercentual(l.taxa, 2)],
  filterValue: { fonte_unica: (l) => String(l.fonte_unica) },
};

const taxa = (l: LinhaSelic) => (
  <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatarPercentual(l.taxa, 2)}</span>
);
const conferencia = (l: LinhaSelic) => (l.fonte_unica ? <Tag color="gold">Fonte única</Tag> : null);
const FILTRO = [
  { text: 'Fonte única', value: 'true' },
  { text: 'Conferida', value: 'false' },
];

export function TaxasSelicPage() {
  const { supabase } = useAdmin();
  const query = useMemo(() => taxasSelicQueryOptions(supabase), [supabase]);
  const remove = useCallback((l: LinhaSelic) => deleteTaxaSelic(supabase, l.mes), [supabase]);
  const { state, actionsColumn, form } = useEditableRows({
    query,
    remove,
    messages: {
      confirm: 'Tem certeza de que deseja excluir esta taxa Selic? Pagamentos que precisem deste mês deixam de ser calculados.',
      deleted: 'Taxa Selic excluída.',
      deleteError: 'Erro ao excluir a taxa Selic',
    },
    preloadForm: TaxaSelicForm.preload,
  });

  const columns = useMemo<AdminColumn<LinhaSelic>[]>(
    () => [
      { key: 'mes', title: 'Mês', render: (l) => <PlainText strong>{rotuloMesSelic(l.mes)}</PlainText> },
      { key: 'taxa', title: 'Taxa (% a.m.)', align: 'right', render: (l) => taxa(l) },
      {
        key: 'fonte_unica',
        title: 'Fonte',
        filters: FILTRO,
        render: (l) => (
          <span style={{ display: 'block', maxWidth: 420, minWidth: 200, overflowWrap: 'anywhere' }}>
            {l.fonte} {conferencia(l)}
          </span>
        ),
      },
      {
        key: 'updated_at',
        title: 'Atualizada em',
        responsive: 'lg',
        render: (l) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeBR(l.updated_at)}</span>,
      },
      actionsColumn(true),
    ],
    [actionsColumn],
  );

  const compactColumns = useMemo<AdminColumn<LinhaSelic>[]>(
    () => [
      {
        key: 'fonte_unica',
        title: 'Mês e taxa',
        filters: FILTRO,
        render: (l) => (
          <div style={{ minWidth: 0 }}>
            <PlainText strong>
              {rotuloMesSelic(l.mes)} · {taxa(l)}
            </PlainText>
            <div style={{ marginTop: 4, fontSize: 13, overflowWrap: 'anywhere' }}>
              <PlainText type="secondary">{l.fonte}</PlainText> {conferencia(l)}
            </div>
          </div>
        ),
      },
      actionsColumn(false),
    ],
    [actionsColumn],
  );

  return (
    <section aria-labelledby={TITLE_ID}>
      <PageTitle
        id={TITLE_ID}
        title={TAXAS_SELIC_TITLE}
        subtitle="A taxa de cada mês (% ao mês) que a calculadora de DAS/DARF em atraso soma nos juros. A tarefa diária busca os meses novos no Banco Central (série SGS 4390); aqui você confere, corrige ou acrescenta."
      />
      <RowsBody state={state}>
        {(rows) => (
          <AdminTable<LinhaSelic>
            pageSizeKey="admin-taxas-selic"
            label="Taxas Selic cadastradas"
            rows={rows}
            rowKey={(l) => l.mes}
            columns={columns}
            compactColumns={compactColumns}
            spec={TAXAS_SELIC_QUERY}
            searchLabel="Buscar taxas Selic"
            searchPlaceholder="Buscar por mês (MM/AAAA), taxa ou fonte"
            emptyText="Nenhuma taxa cadastrada: a calculadora usa a tabela que acompanha o aplicativo."
            actions={<NewRowButton form={form}>Nova taxa</NewRowButton>}
          />
        )}
      </RowsBody>
      {form.open ? (
        <FormSlot>
          <TaxaSelicForm.Screen key={form.key} linha={form.row} onClose={form.close} onSaved={form.saved} />
        </FormSlot>
      ) : null}
    </section>
  );
}

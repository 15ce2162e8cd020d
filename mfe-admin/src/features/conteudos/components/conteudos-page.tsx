import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { formatDateBR } from '@semmultas/shared/format';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import type { Conteudo } from '@semmultas/shared/types';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { PageTitle } from '../../../components/page-title';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { useEditableRows } from '../../../lib/use-editable-rows';
import { deleteConteudo } from '../api/conteudos';
import { conteudosQueryOptions } from '../api/get-conteudos';
import { CONTEUDO_TYPES, conteudoTypeLabel } from '../utils/conteudo-form';
import { CONTEUDOS_TITLE } from '../../../lib/page-titles';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { FormSlot } from '../../../components/form-slot';
import { NewRowButton } from '../../../components/new-row-button';

/** Issue 14: the form dialog's chunk loads when it is first opened (or about to be). */
const ConteudoForm = lazyScreen(() => import('./conteudo-form-modal').then((m) => m.ConteudoFormModal));

// DECISIONS 19: the SPEC's slip written right.

const TYPE_COLORS = ['gold', 'geekblue', 'green'] as const;

export const CONTEUDOS_QUERY: TableQuerySpec<Conteudo> = {
  searchText: (c) => [c.title, c.author, conteudoTypeLabel(c.type), formatDateBR(c.data)],
  filterValue: { type: (c) => c.type },
};

/** Tax tips (0), partner accountants (1) and app recommendations (2). */
export function ConteudosPage() {
  const { supabase } = useAdmin();
  const query = useMemo(() => conteudosQueryOptions(supabase), [supabase]);
  const remove = useCallback((conteudo: Conteudo) => deleteConteudo(supabase, conteudo.id), [supabase]);
  const { state, actionsColumn, form } = useEditableRows({
    query,
    remove,
    messages: { confirm: CONFIRM.deleteTip, deleted: 'Conteúdo excluído.', deleteError: ERR.deleteTip },
    preloadForm: ConteudoForm.preload,
  });

  const columns = useMemo<AdminColumn<Conteudo>[]>(
    () => [
      {
        key: 'title',
        title: 'Título',
        render: (c) => (
          <PlainText strong style={{ display: 'block', maxWidth: 320, minWidth: 180, overflowWrap: 'anywhere' }}>
            {c.title}
          </PlainText>
        ),
      },
      {
        key: 'type',
        title: 'Tipo',
        render: (c) => <Tag color={TYPE_COLORS[c.type] ?? 'default'}>{conteudoTypeLabel(c.type)}</Tag>,
        filters: CONTEUDO_TYPES.map((t) => ({ text: t.label, value: t.value })),
      },
      {
        key: 'author',
        title: 'Autor',
        responsive: 'md',
        render: (c) => c.author ?? <PlainText type="secondary">—</PlainText>,
      },
      {
        key: 'data',
        title: 'Data',
        render: (c) => (
          <time dateTime={c.data ?? undefined} style={{ whiteSpace: 'nowrap' }}>
            {formatDateBR(c.data)}
          </time>
        ),
      },
      actionsColumn(true),
    ],
    [actionsColumn],
  );

  const compactColumns = useMemo<AdminColumn<Conteudo>[]>(
    () => [
      {
        key: 'type',
        title: 'Conteúdo',
        filters: CONTEUDO_TYPES.map((t) => ({ text: t.label, value: t.value })),
        render: (c) => (
          <div style={{ minWidth: 0 }}>
            <PlainText strong style={{ overflowWrap: 'anywhere' }}>
              {c.title}
            </PlainText>
            <div style={{ marginTop: 4, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
              <Tag color={TYPE_COLORS[c.type] ?? 'default'} style={{ marginInlineEnd: 0 }}>
                {conteudoTypeLabel(c.type)}
              </Tag>
              <PlainText type="secondary" style={{ fontSize: 13 }}>
                {formatDateBR(c.data)}
              </PlainText>
            </div>
          </div>
        ),
      },
      actionsColumn(false),
    ],
    [actionsColumn],
  );

  return (
    <section aria-labelledby="admin-conteudos-title">
      <PageTitle
        id="admin-conteudos-title"
        title={CONTEUDOS_TITLE}
        subtitle="Dicas tributárias, contadores parceiros (consultoria) e indicações de aplicativos."
      />
      <RowsBody state={state}>
        {(rows) => (
          <AdminTable<Conteudo>
            pageSizeKey="admin-conteudos"
            label="Conteúdos cadastrados"
            rows={rows}
            rowKey={(c) => c.id}
            columns={columns}
            compactColumns={compactColumns}
            spec={CONTEUDOS_QUERY}
            searchLabel="Buscar conteúdos"
            searchPlaceholder="Buscar por título, autor, tipo ou data"
            emptyText="Nenhum conteúdo cadastrado ainda."
            actions={<NewRowButton form={form}>Novo conteúdo</NewRowButton>}
          />
        )}
      </RowsBody>
      {form.open ? (
        <FormSlot>
          <ConteudoForm.Screen key={form.key} conteudo={form.row} onClose={form.close} onSaved={form.saved} />
        </FormSlot>
      ) : null}
    </section>
  );
}

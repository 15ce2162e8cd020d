// Issue 19: the extraordinary acts that moved due dates (AGENDA.md §6). What the admin saves
// here reaches every user's calendar, reminder e-mails and .ics feed at once, merged with the
// acts the engine ships.
import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { PlainLink, PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';
import { formatarData } from '@semmultas/shared/agenda/index';
import { formatarCompetencia } from '@semmultas/shared/agenda/textos';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { PageTitle } from '../../../components/page-title';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { useEditableRows } from '../../../lib/use-editable-rows';
import { deleteAto, type AtoAdmin } from '../api/atos';
import { atosQueryOptions } from '../api/get-atos';
import { TERRITORIOS } from '../utils/ato-form';
import { ATOS_TITLE } from '../../../lib/page-titles';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { FormSlot } from '../../../components/form-slot';
import { NewRowButton } from '../../../components/new-row-button';

/** Issue 14: the form dialog's chunk loads when it is first opened (or about to be). */
const AtoForm = lazyScreen(() => import('./ato-form-modal').then((m) => m.AtoFormModal));

const territorio = (a: AtoAdmin) =>
  a.territorio_tipo === 'municipio' ? `${a.municipio}/${a.uf}` : a.territorio_tipo === 'uf' ? (a.uf ?? '') : 'Brasil';

export const ATOS_QUERY: TableQuerySpec<AtoAdmin> = {
  searchText: (a) => [
    a.ato,
    a.descricao,
    a.fonte,
    ...a.obrigacoes,
    ...a.competencias.map(formatarCompetencia),
    territorio(a),
    formatarData(a.nova_data, true),
  ],
  filterValue: { territorio_tipo: (a) => a.territorio_tipo },
};

function Ato({ a }: { a: AtoAdmin }) {
  return (
    <div style={{ minWidth: 0, maxWidth: 360 }}>
      <PlainText strong style={{ overflowWrap: 'anywhere' }}>
        {a.ato}
      </PlainText>
      {a.descricao ? (
        <PlainParagraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
          {a.descricao}
        </PlainParagraph>
      ) : null}
      {a.fonte ? (
        <div>
          <PlainLink
            href={a.fonte}
            target="_blank"
            rel="noopener noreferrer"
            style={{ fontSize: 13 }}
            aria-label={`Fonte oficial de ${a.ato}`}
          >
            Fonte oficial
          </PlainLink>
        </div>
      ) : null}
    </div>
  );
}

export function AtosPage() {
  const { supabase } = useAdmin();
  const query = useMemo(() => atosQueryOptions(supabase), [supabase]);
  const remove = useCallback((a: AtoAdmin) => deleteAto(supabase, a.id), [supabase]);
  const { state, actionsColumn, form } = useEditableRows({
    query,
    remove,
    messages: {
      confirm: 'Excluir este ato? As agendas voltam a mostrar a data da regra.',
      deleted: 'Ato excluído.',
      deleteError: 'Erro ao excluir o ato',
    },
    preloadForm: AtoForm.preload,
  });

  const columns = useMemo<AdminColumn<AtoAdmin>[]>(
    () => [
      { key: 'ato', title: 'Ato', render: (a) => <Ato a={a} /> },
      {
        key: 'obrigacoes',
        title: 'Obrigações e competências',
        render: (a) => (
          <div style={{ maxWidth: 280 }}>
            {a.obrigacoes.map((o) => (
              <Tag key={o}>{o}</Tag>
            ))}
            <div style={{ fontSize: 13 }}>{a.competencias.map(formatarCompetencia).join(', ')}</div>
          </div>
        ),
      },
      {
        key: 'territorio_tipo',
        title: 'Território',
        render: (a) => territorio(a),
        filters: TERRITORIOS.map((t) => ({ text: t.label, value: t.value })),
      },
      { key: 'nova_data', title: 'Nova data', render: (a) => formatarData(a.nova_data, true) },
      actionsColumn(true),
    ],
    [actionsColumn],
  );

  const compactColumns = useMemo<AdminColumn<AtoAdmin>[]>(
    () => [
      {
        key: 'territorio_tipo',
        title: 'Ato',
        filters: TERRITORIOS.map((t) => ({ text: t.label, value: t.value })),
        render: (a) => (
          <div style={{ minWidth: 0 }}>
            <Ato a={a} />
            <PlainText type="secondary" style={{ fontSize: 13 }}>
              {a.obrigacoes.join(', ')} · {a.competencias.map(formatarCompetencia).join(', ')} · {territorio(a)} →{' '}
              {formatarData(a.nova_data, true)}
            </PlainText>
          </div>
        ),
      },
      actionsColumn(false),
    ],
    [actionsColumn],
  );

  return (
    <section aria-labelledby="admin-atos-title">
      <PageTitle
        id="admin-atos-title"
        title={ATOS_TITLE}
        subtitle="Prorrogações por portaria, resolução ou calamidade. Valem na hora para a agenda de todos os usuários, os lembretes e o calendário .ics, somadas aos atos que já vêm com o app."
      />
      <RowsBody state={state}>
        {(rows) => (
          <AdminTable<AtoAdmin>
            pageSizeKey="admin-atos"
            label="Atos extraordinários cadastrados"
            rows={rows}
            rowKey={(a) => a.id}
            columns={columns}
            compactColumns={compactColumns}
            spec={ATOS_QUERY}
            searchLabel="Buscar atos"
            searchPlaceholder="Buscar por ato, obrigação, competência, território ou data"
            emptyText="Nenhum ato cadastrado aqui. Os atos já conhecidos vêm com o app."
            actions={<NewRowButton form={form}>Novo ato</NewRowButton>}
          />
        )}
      </RowsBody>
      {form.open ? (
        <FormSlot>
          <AtoForm.Screen key={form.key} ato={form.row} onClose={form.close} onSaved={form.saved} />
        </FormSlot>
      ) : null}
    </section>
  );
}

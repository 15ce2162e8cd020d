import { useMemo } from 'react';
import { Button, Tag } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { PlainTabs } from '@semmultas/shared/ui/plain-tabs';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatDateTimeBR } from '@semmultas/shared/format';
import { queryState } from '@semmultas/shared/query';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { PageTitle } from '../../../components/page-title';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { pagamentosQueryOptions, type PagamentoRow } from '../api/get-pagamentos';
import { CobrancasTable } from './cobrancas-table';
import { PAGAMENTOS_TITLE } from '../../../lib/page-titles';

export const SITUACAO_LOOK: Record<PagamentoRow['situacao'], { label: string; color: string }> = {
  premium: { label: 'Premium ativo', color: 'green' },
  expired: { label: 'Premium expirado', color: 'orange' },
  free: { label: 'Grátis', color: 'red' },
  admin: { label: 'Admin', color: 'purple' },
  'sem-cadastro': { label: 'Sem cadastro', color: 'default' },
};

export const PAGAMENTOS_QUERY: TableQuerySpec<PagamentoRow> = {
  searchText: (p) => [p.email, formatDateTimeBR(p.created_at), SITUACAO_LOOK[p.situacao].label],
  filterValue: { situacao: (p) => p.situacao },
};

/** SPEC §2 / DECISIONS.md 13: the payments the provider recorded, read only. */
export function PagamentosPage() {
  const { supabase, basePath } = useAdmin();
  const navigate = useNavigate();
  const state = queryState(useQuery(pagamentosQueryOptions(supabase)));

  const columns = useMemo(() => {
    const tag = (p: PagamentoRow) => (
      <Tag color={SITUACAO_LOOK[p.situacao].color} style={{ marginInlineEnd: 0 }}>
        {SITUACAO_LOOK[p.situacao].label}
      </Tag>
    );
    const paidAt = (p: PagamentoRow) => <time dateTime={p.created_at}>{formatDateTimeBR(p.created_at)}</time>;
    const seeUser = (p: PagamentoRow) =>
      p.situacao === 'sem-cadastro' ? null : (
        <Button
          size="small"
          icon={<UserOutlined aria-hidden />}
          onClick={() => navigate(`${basePath}/usuarios?busca=${encodeURIComponent(p.email)}`)}
          aria-label={`Ver usuário ${p.email}`}
        >
          Ver usuário
        </Button>
      );
    const filters = (Object.keys(SITUACAO_LOOK) as PagamentoRow['situacao'][]).map((s) => ({ text: SITUACAO_LOOK[s].label, value: s }));
    const full: AdminColumn<PagamentoRow>[] = [
      {
        key: 'email',
        title: 'E-mail',
        render: (p) => <PlainText style={{ overflowWrap: 'anywhere', display: 'block', minWidth: 160 }}>{p.email}</PlainText>,
      },
      { key: 'created_at', title: 'Pago em', render: (p) => paidAt(p) },
      { key: 'situacao', title: 'Plano do usuário hoje', render: (p) => tag(p), filters },
      { key: 'actions', title: 'Ações', render: (p) => seeUser(p) },
    ];
    const compact: AdminColumn<PagamentoRow>[] = [
      {
        key: 'situacao',
        title: 'Pagamento',
        filters,
        render: (p) => (
          <div style={{ minWidth: 0 }}>
            <PlainText style={{ display: 'block', overflowWrap: 'anywhere' }}>{p.email}</PlainText>
            <div style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <PlainText type="secondary" style={{ fontSize: 13 }}>
                {paidAt(p)}
              </PlainText>
              {tag(p)}
              {seeUser(p)}
            </div>
          </div>
        ),
      },
    ];
    return { full, compact };
  }, [navigate, basePath]);

  return (
    <section aria-labelledby="admin-pagamentos-title">
      <PageTitle
        id="admin-pagamentos-title"
        title={PAGAMENTOS_TITLE}
        subtitle="Pagamentos registrados pelo provedor (somente leitura). Confira se cada comprador já está com o Premium ativo."
      />
      {/* SPEC §2's list first; the provider's charges (issue 20) load when their tab opens. */}
      <PlainTabs
        destroyOnHidden
        items={[
          {
            key: 'assinaturas',
            label: 'Assinaturas',
            children: (
              <RowsBody state={state}>
                {(rows) => (
                  <AdminTable<PagamentoRow>
                    pageSizeKey="admin-pagamentos"
                    label="Pagamentos de assinatura"
                    rows={rows}
                    rowKey={(p) => p.key}
                    columns={columns.full}
                    compactColumns={columns.compact}
                    spec={PAGAMENTOS_QUERY}
                    searchLabel="Buscar pagamentos"
                    searchPlaceholder="Buscar por e-mail, data ou situação"
                    emptyText="Nenhum pagamento registrado ainda."
                  />
                )}
              </RowsBody>
            ),
          },
          { key: 'cobrancas', label: 'Cobranças', children: <CobrancasTable /> },
        ]}
      />
    </section>
  );
}

// Issue 20: the charges the payment provider reported — who, how much, how, which status, when
// paid and the provider's ids — read only, with the panel's paging, search and filters.
import { useMemo } from 'react';
import { Tag } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { useQuery } from '@tanstack/react-query';
import { METHOD_LABEL, PAYMENT_STATUS_LABEL, paymentAmount, refundNote, type PaymentStatus } from '@semmultas/shared/billing';
import { formatDateTimeBR } from '@semmultas/shared/format';
import { NfseLink } from '@semmultas/shared/ui/nfse-link';
import { queryState } from '@semmultas/shared/query';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { cobrancasQueryOptions, type CobrancaRow } from '../api/get-cobrancas';

const STATUS_COLOR: Record<PaymentStatus, string> = {
  pending: 'gold',
  failed: 'red',
  overdue: 'orange',
  paid: 'green',
  refund_requested: 'purple',
  refunded: 'default',
  chargeback: 'volcano',
};

export const COBRANCAS_QUERY: TableQuerySpec<CobrancaRow> = {
  searchText: (c) => [
    c.email,
    c.provider,
    c.provider_payment_id,
    PAYMENT_STATUS_LABEL[c.status],
    c.method ? METHOD_LABEL[c.method] : null,
    formatDateTimeBR(c.paid_at),
  ],
  filterValue: { status: (c) => c.status, method: (c) => c.method ?? '' },
};

export function CobrancasTable() {
  const { supabase } = useAdmin();
  const state = queryState(useQuery(cobrancasQueryOptions(supabase)));

  const columns = useMemo(() => {
    // A withdrawal's refund the provider has not accepted yet is retried by the daily job;
    // the admin sees how often it was asked and the last answer.
    const refund = (c: CobrancaRow) => {
      const note = refundNote(c);
      if (!note) return null;
      const refused = !c.refund_accepted_at && (c.refund_attempts ?? 0) > 0;
      return (
        <PlainText
          type={refused ? 'warning' : 'secondary'}
          style={{ display: 'block', flexBasis: '100%', fontSize: 12, marginTop: 4, maxWidth: 280 }}
        >
          {refused
            ? `Reembolso recusado pelo provedor ${c.refund_attempts === 1 ? '1 vez' : `${c.refund_attempts} vezes`} (${c.refund_last_error ?? 'sem detalhe'}); a tarefa diária pede de novo até ele aceitar.`
            : note}
        </PlainText>
      );
    };
    const status = (c: CobrancaRow) => (
      <>
        <Tag color={STATUS_COLOR[c.status]} style={{ marginInlineEnd: 0 }}>
          {PAYMENT_STATUS_LABEL[c.status]}
        </Tag>
        {refund(c)}
      </>
    );
    const paid = (c: CobrancaRow) => (c.paid_at ? <time dateTime={c.paid_at}>{formatDateTimeBR(c.paid_at)}</time> : '—');
    const ids = (c: CobrancaRow) => (
      <PlainText type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {c.provider} · {c.provider_payment_id}
      </PlainText>
    );
    const statusFilters = (Object.keys(PAYMENT_STATUS_LABEL) as PaymentStatus[]).map((s) => ({ text: PAYMENT_STATUS_LABEL[s], value: s }));
    const methodFilters = Object.entries(METHOD_LABEL).map(([value, text]) => ({ text, value }));
    const full: AdminColumn<CobrancaRow>[] = [
      {
        key: 'email',
        title: 'Usuário',
        render: (c) => <PlainText style={{ overflowWrap: 'anywhere', display: 'block', minWidth: 160 }}>{c.email}</PlainText>,
      },
      { key: 'amount', title: 'Valor', align: 'right', render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{paymentAmount(c)}</span> },
      { key: 'method', title: 'Forma', filters: methodFilters, render: (c) => (c.method ? METHOD_LABEL[c.method] : '—') },
      { key: 'status', title: 'Situação', filters: statusFilters, render: (c) => status(c) },
      { key: 'paid_at', title: 'Pago em', render: (c) => paid(c) },
      { key: 'nfse', title: 'Nota fiscal', render: (c) => <NfseLink payment={c} fallback="—" forAdmin /> },
      { key: 'ids', title: 'Provedor e id', render: (c) => ids(c) },
    ];
    const compact: AdminColumn<CobrancaRow>[] = [
      {
        key: 'status',
        title: 'Cobrança',
        filters: statusFilters,
        render: (c) => (
          <div style={{ minWidth: 0 }}>
            <PlainText style={{ display: 'block', overflowWrap: 'anywhere' }}>{c.email}</PlainText>
            <div style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <strong>{paymentAmount(c)}</strong>
              {c.method ? METHOD_LABEL[c.method] : null}
              {status(c)}
              <PlainText type="secondary" style={{ fontSize: 13 }}>
                {paid(c)}
              </PlainText>
              <NfseLink payment={c} forAdmin />
            </div>
            {ids(c)}
          </div>
        ),
      },
    ];
    return { full, compact };
  }, []);

  return (
    <RowsBody state={state}>
      {(rows) => (
        <AdminTable<CobrancaRow>
          pageSizeKey="admin-cobrancas"
          label="Cobranças do provedor de pagamento"
          rows={rows}
          rowKey={(c) => c.id}
          columns={columns.full}
          compactColumns={columns.compact}
          spec={COBRANCAS_QUERY}
          searchLabel="Buscar cobranças"
          searchPlaceholder="Buscar por e-mail, id, situação ou forma"
          emptyText="Nenhuma cobrança registrada ainda."
        />
      )}
    </RowsBody>
  );
}

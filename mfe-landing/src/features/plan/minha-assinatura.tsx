import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  billingAction,
  canWithdraw,
  contractPayments,
  METHOD_LABEL,
  PAYMENT_STATUS_LABEL,
  paymentAmount,
  refundNote,
  subscriptionHeadline,
  withdrawalDeadline,
  type Payment,
} from '@semmultas/shared/billing';
import { formatDateBR, formatDateTimeBR } from '@semmultas/shared/format';
import { queryState } from '@semmultas/shared/query';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import { NfseLink } from '@semmultas/shared/ui/nfse-link';
import { BILLING_KEY, useBilling } from './api/get-billing';

const STATUS_COLOR: Record<Payment['status'], string> = {
  pending: 'gold',
  failed: 'red',
  overdue: 'orange',
  paid: 'green',
  refund_requested: 'blue',
  refunded: 'default',
  chargeback: 'red',
};

/**
 * "Minha assinatura" (issue 20): status, next charge, history with receipt, fatura and nota fiscal links,
 * and the user's actions — cancel (access until the paid end), change the payment method, and
 * within 7 days of the first payment withdraw with a refund (CDC art. 49).
 */
export function MinhaAssinatura({
  supabase,
  planExpiration,
  premium,
  onSubscribed,
}: {
  supabase: SupabaseClient;
  planExpiration: string | null | undefined;
  premium: boolean;
  /** Told whether a subscription still renews (the page then offers no second "Assinar"). */
  onSubscribed?: (renewing: boolean) => void;
}) {
  const { token } = theme.useToken();
  const client = useQueryClient();
  const billing = queryState(useBilling(supabase));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const renewing = billing.status === 'success' && Boolean(billing.data.subscription && !billing.data.subscription.canceled_at);
  useEffect(() => onSubscribed?.(renewing), [onSubscribed, renewing]);

  const confirm = useConfirmedAction();

  /** Changing the payment method leaves for the provider's page; a failure is said on the card (no dialog is open). */
  const changeMethod = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await billingAction<{ url?: string }>(supabase, 'payment-method');
      if (result.url) window.location.assign(result.url);
    } catch (error) {
      setNotice({ type: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  // Cancelling and withdrawing ask first; a failure is said in their dialog, in the billing
  // function's own sentence.
  const apiReason = (error: unknown) => (error instanceof Error ? error.message : null);
  const cancel = () =>
    confirm({
      title: 'Cancelar a assinatura?',
      content: 'Não haverá novas cobranças. Você mantém o acesso até o fim do período pago.',
      okText: 'Cancelar assinatura',
      cancelText: 'Voltar',
      danger: false,
      action: async () => {
        setNotice(null);
        const result = await billingAction<{ plan_expiration?: string | null }>(supabase, 'cancel');
        setNotice({
          type: 'success',
          text: `Assinatura cancelada. Você continua com acesso até ${formatDateBR(result.plan_expiration ?? planExpiration)}.`,
        });
        void client.invalidateQueries({ queryKey: BILLING_KEY });
      },
      failure: 'Não foi possível cancelar a assinatura.',
      reason: apiReason,
      label: 'cancelar a assinatura',
    });
  const withdraw = () =>
    confirm({
      title: 'Desistir da assinatura?',
      content: 'O valor pago é devolvido pela mesma forma de pagamento e o Premium termina agora.',
      okText: 'Desistir e receber reembolso',
      cancelText: 'Voltar',
      action: async () => {
        setNotice(null);
        await billingAction(supabase, 'withdraw');
        // Premium ends now: reload so every guard and menu sees it.
        window.location.reload();
      },
      failure: 'Não foi possível registrar a desistência.',
      reason: apiReason,
      label: 'desistir da assinatura',
    });

  // Nothing while loading: most visitors of this page never paid, and the card would flash.
  if (billing.status === 'loading') return null;
  if (billing.status === 'error') {
    return (
      <Alert
        type="warning"
        showIcon
        title="Não foi possível carregar sua assinatura."
        action={
          <Button size="small" onClick={billing.retry}>
            Tentar de novo
          </Button>
        }
      />
    );
  }
  const data = billing.data;
  if (!data.subscription && data.payments.length === 0) return null;
  const sub = data.subscription;
  const active = sub && !sub.canceled_at;
  const contract = contractPayments(data);
  const deadline = withdrawalDeadline(contract);
  // A withdrawal's refund not yet concluded by the provider: said once, above the history.
  const refunding = data.payments.find((p) => refundNote(p));

  return (
    <Card style={{ marginBottom: 24 }} styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}>
      <section aria-labelledby="minha-assinatura">
        <Typography.Title level={2} id="minha-assinatura" style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
          Minha assinatura
        </Typography.Title>
        <Typography.Paragraph strong style={{ fontSize: token.fontSizeLG }} data-testid="assinatura-status">
          {subscriptionHeadline(data, planExpiration, premium)}
        </Typography.Paragraph>
        {active && sub.next_charge_date ? (
          <Typography.Paragraph type="secondary">
            Próxima cobrança: {formatDateBR(sub.next_charge_date)} — R$ 14,99{sub.method ? ` (${METHOD_LABEL[sub.method]})` : ''}
          </Typography.Paragraph>
        ) : null}
        {notice ? <Alert style={{ marginBottom: 16 }} type={notice.type} showIcon title={notice.text} role="status" /> : null}
        <Flex wrap gap={12} style={{ marginBottom: 20 }}>
          {active ? <Button onClick={cancel}>Cancelar assinatura</Button> : null}
          {active ? (
            <Button loading={busy} onClick={() => void changeMethod()}>
              Alterar forma de pagamento
            </Button>
          ) : null}
          {canWithdraw(contract) ? (
            <Button danger onClick={withdraw}>
              Desistir e receber reembolso
            </Button>
          ) : null}
        </Flex>
        {deadline && canWithdraw(contract) ? (
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            Direito de arrependimento (Código de Defesa do Consumidor, art. 49): você pode desistir até {formatDateBR(deadline)} e receber o
            valor de volta.
          </Typography.Paragraph>
        ) : null}
        {refunding ? (
          <Alert
            style={{ marginBottom: 16 }}
            type="info"
            showIcon
            title="Desistência registrada"
            description={`${refundNote(refunding)} O valor de ${paymentAmount(refunding)} volta pela mesma forma de pagamento.`}
          />
        ) : null}
        <Typography.Title level={3} style={{ fontSize: token.fontSizeLG }}>
          Histórico de pagamentos
        </Typography.Title>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {data.payments.map((p) => (
            <li
              key={p.id}
              data-payment={p.provider_payment_id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '4px 12px',
                alignItems: 'center',
                paddingBlock: 6,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <span style={{ minWidth: 150 }}>
                {p.paid_at ? formatDateTimeBR(p.paid_at) : formatDateBR(p.due_date ?? p.created_at.slice(0, 10))}
              </span>
              <span>{paymentAmount(p)}</span>
              <span>{p.method ? METHOD_LABEL[p.method] : ''}</span>
              <Tag color={STATUS_COLOR[p.status]} style={{ marginInlineEnd: 0 }}>
                {PAYMENT_STATUS_LABEL[p.status]}
              </Tag>
              {p.receipt_url ? (
                <a href={p.receipt_url} target="_blank" rel="noopener noreferrer">
                  Comprovante
                </a>
              ) : null}
              {/* The provider's page of the charge (where it is paid), not the nota fiscal. */}
              {p.invoice_url ? (
                <a href={p.invoice_url} target="_blank" rel="noopener noreferrer">
                  Fatura
                </a>
              ) : null}
              <NfseLink payment={p} />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

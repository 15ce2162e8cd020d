import { useEffect, useState } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { loadBilling, type Payment } from '@semmultas/shared/billing';
import { formatDateBR } from '@semmultas/shared/format';
import { planStatus } from '@semmultas/shared/plan';
import { logError } from '@semmultas/shared/supabase';
import { useShell } from '../../lib/shell-context';
import { AuthCard } from '../../components/auth-card';
import { fetchStoredUser } from '../../lib/session-storage';

/** How long /sucesso follows the plan, and how often it looks (issue 20). */
export const FOLLOW_MS = 60_000;
export const POLL_MS = 2_000;

type Seen = { kind: 'waiting' } | { kind: 'premium'; until: string | null } | { kind: 'pending'; payment: Payment } | { kind: 'late' };

function pendingText(p: Payment): string {
  if (p.method === 'boleto')
    return 'Seu boleto foi gerado. O Premium é ativado quando ele for compensado (em até 3 dias úteis) — avisaremos por e-mail.';
  if (p.method === 'pix') return 'Aguardando a confirmação do Pix. Assim que o banco confirmar, o Premium é ativado.';
  return 'Aguardando a confirmação do pagamento.';
}

/**
 * /sucesso: where the payment provider returns the buyer. For a minute it follows the plan:
 * "Premium ativo até …" as soon as the payment is confirmed, or what is still pending.
 */
export function SuccessPage() {
  const { supabase, user, setUser } = useShell();
  const [seen, setSeen] = useState<Seen>(() =>
    user && planStatus(user) === 'premium' ? { kind: 'premium', until: user.plan_expiration } : { kind: 'waiting' },
  );
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    const started = Date.now();
    let timer: number | undefined;
    const look = async () => {
      try {
        const { data } = await supabase.auth.getSession();
        if (!data.session || stopped) return;
        const next = await fetchStoredUser(supabase, data.session.user);
        if (stopped) return;
        if (planStatus(next) === 'premium') {
          const billing = await loadBilling(supabase);
          const confirmed = billing.payments.some((p) => p.status === 'paid');
          if (confirmed || Date.now() - started > 5_000) {
            setUser(next);
            setSeen({ kind: 'premium', until: next.plan_expiration });
            return;
          }
        } else {
          const billing = await loadBilling(supabase);
          const pending = billing.payments.find((p) => p.status === 'pending');
          if (pending) setSeen({ kind: 'pending', payment: pending });
        }
      } catch (error) {
        logError('acompanhar o pagamento', error);
      }
      if (stopped) return;
      if (Date.now() - started >= FOLLOW_MS) {
        setSeen((s) => (s.kind === 'waiting' ? { kind: 'late' } : s));
        return;
      }
      timer = window.setTimeout(look, POLL_MS);
    };
    look();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [supabase, signedIn, setUser]);

  const home = (
    <Link to="/pagina-inicial">
      <Button type="primary" size="large">
        Voltar para a página inicial
      </Button>
    </Link>
  );
  const plan = (
    <Link to="/plano_premium">
      <Button size="large">Ver minha assinatura</Button>
    </Link>
  );

  if (!signedIn) {
    return (
      <AuthCard title="Pagamento concluído">
        <Result
          status="success"
          title="Obrigado pela sua assinatura!"
          subTitle="Entre na sua conta para ver o seu plano Premium."
          extra={home}
        />
      </AuthCard>
    );
  }
  // "Concluído" only once the provider confirmed it: a boleto or Pix still open is not.
  return (
    <AuthCard title={seen.kind === 'premium' ? 'Pagamento concluído' : 'Acompanhe seu pagamento'}>
      <div role="status" aria-live="polite">
        {seen.kind === 'premium' ? (
          <Result
            status="success"
            title={`Premium ativo até ${formatDateBR(seen.until)}`}
            subTitle="Obrigado pela sua assinatura! Todas as áreas já estão liberadas."
            extra={
              <Flex wrap gap={8} justify="center">
                {home}
                {plan}
              </Flex>
            }
          />
        ) : seen.kind === 'pending' ? (
          <Result status="info" title="Pagamento pendente" subTitle={pendingText(seen.payment)} extra={plan} />
        ) : seen.kind === 'late' ? (
          <Result
            status="info"
            title="Ainda não recebemos a confirmação"
            subTitle="Pagamentos costumam ser confirmados em instantes, mas podem demorar. Você receberá um e-mail quando o Premium for ativado."
            extra={plan}
          />
        ) : (
          <Result icon={<Spin size="large" />} title="Confirmando seu pagamento…" subTitle="Isso costuma levar poucos segundos." />
        )}
      </div>
    </AuthCard>
  );
}

import { useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { premiumFeature, UPSELL_PARAM, type FeatureCard } from '@semmultas/shared/routes';
import type { Plan, RemoteProps } from '@semmultas/shared/types';
import { FeatureArt } from '../../components/illustrations';
import { ILLUSTRATION_CSS } from '../../components/illustration-styles';
import { FEATURE_CATALOG, featureImageAlt, FREE_PLAN_NAME, PRICES } from '../../lib/feature-catalog';
import { billingAction, BillingError, type Payer } from '@semmultas/shared/billing';
import { planHeadline, planIntro, subscribeLabel } from './plan-headline';
import { MinhaAssinatura } from './minha-assinatura';
import { PayerForm } from './payer-form';

const STATUS_TAG = {
  premium: { color: 'success', text: 'Premium ativo' },
  expired: { color: 'warning', text: 'Premium expirado' },
  free: { color: 'default', text: `Plano ${FREE_PLAN_NAME}` },
} as const;

/**
 * What was asked for, when a guard or a locked tip sent the user here (issue 21): the
 * feature's name, what it does and its picture, above the price and "Assinar".
 */
function AskedFeature({ feature, plan }: { feature: FeatureCard; plan: Plan }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby="recurso-pedido"
      data-recurso={feature.id}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 20,
        alignItems: 'center',
        margin: '8px 0 20px',
        padding: 'clamp(16px, 3vw, 20px)',
        borderRadius: token.borderRadiusLG,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
      }}
    >
      <span className="plan-art" style={{ flex: '0 0 auto', width: 'clamp(112px, 30vw, 160px)' }}>
        <FeatureArt id={feature.id} label={featureImageAlt(feature.id)} />
      </span>
      <div style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Tag color="gold" icon={<LockOutlined aria-hidden />}>
          Recurso Premium
        </Tag>
        <Typography.Title level={2} id="recurso-pedido" style={{ fontSize: token.fontSizeHeading3, margin: '8px 0' }}>
          {feature.title}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 4, fontSize: token.fontSizeLG }}>{feature.text}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {plan === 'expired'
            ? `Você abriu ${feature.title}: renove o Premium para voltar a usar.`
            : `Você abriu ${feature.title}, que faz parte do plano Premium. Assine para liberar.`}
        </Typography.Paragraph>
      </div>
    </section>
  );
}

/** /plano_premium: plan status, the nine features and the subscribe button (DECISIONS.md 13). */
export function PlanPage({ plan, user, supabase }: RemoteProps) {
  const { token } = theme.useToken();
  const [checkout, setCheckout] = useState<{ busy: boolean; error?: string }>({ busy: false });
  // A subscription that still renews is managed in "Minha assinatura", not bought twice.
  const [renewing, setRenewing] = useState(false);
  // The provider needs the payer's name and CPF/CNPJ (Asaas): the checkout action said so.
  const [askPayer, setAskPayer] = useState(false);
  // "Assinar": the billing function opens a checkout at the payment provider (issue 20).
  const openCheckout = async (payer?: Payer) => {
    const { url } = await billingAction(supabase, 'checkout', payer);
    if (!url) throw new Error('Não foi possível abrir o pagamento agora. Tente de novo em instantes.');
    window.location.assign(url);
  };
  const subscribe = async () => {
    setCheckout({ busy: true });
    try {
      await openCheckout();
    } catch (error) {
      if (error instanceof BillingError && error.code === 'payer_required') {
        setAskPayer(true);
        setCheckout({ busy: false });
      } else setCheckout({ busy: false, error: (error as Error).message });
    }
  };
  const [params] = useSearchParams();
  // /plano_premium?recurso=forum: a guard refused that feature (shell/src/features/guards).
  const asked = plan === 'premium' ? undefined : premiumFeature(params.get(UPSELL_PARAM));
  // The illustrations read these variables; here they come from antd's live tokens.
  const artColours = {
    '--lp-paper': token.colorBgContainer,
    '--lp-art-main': token.colorPrimary,
    '--lp-art-soft': token.colorPrimaryBorder,
    '--lp-warning': token.colorWarning,
    '--lp-fill-2': token.colorFillSecondary,
    '--lp-text-2': token.colorTextSecondary,
  } as CSSProperties;

  return (
    <section aria-labelledby="plan-title" style={artColours}>
      <style>{`${ILLUSTRATION_CSS}.plan-art svg{display:block;width:100%;height:auto}`}</style>
      <Card style={{ marginBottom: 24 }} styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}>
        <Tag color={STATUS_TAG[plan].color}>{STATUS_TAG[plan].text}</Tag>
        <Typography.Title level={1} id="plan-title" style={{ fontSize: token.fontSizeHeading2, marginTop: 12 }}>
          {planHeadline(plan, user?.plan_expiration)}
        </Typography.Title>
        {asked ? (
          <AskedFeature feature={asked} plan={plan} />
        ) : (
          <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, maxWidth: 640 }}>
            {planIntro(plan)}
          </Typography.Paragraph>
        )}
        <Flex wrap align="center" gap={16}>
          <span>
            <Typography.Text strong style={{ fontSize: 32 }}>
              {PRICES.premium}
            </Typography.Text>
            <Typography.Text type="secondary">/mês</Typography.Text>
          </span>
          {renewing || askPayer ? null : (
            <Button
              type={plan === 'premium' ? 'default' : 'primary'}
              size="large"
              loading={checkout.busy}
              disabled={!user}
              onClick={subscribe}
            >
              {subscribeLabel(plan)}
            </Button>
          )}
        </Flex>
        {askPayer && !renewing ? <PayerForm checkout={openCheckout} /> : null}
        {checkout.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={checkout.error} /> : null}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {user
            ? 'O pagamento (Pix, cartão ou boleto) é feito na página do nosso parceiro de pagamentos. Pix e cartão liberam o Premium na hora; o boleto, quando for compensado.'
            : 'Entre na sua conta para assinar.'}
        </Typography.Paragraph>
      </Card>

      {user ? (
        <MinhaAssinatura
          supabase={supabase}
          planExpiration={user.plan_expiration}
          premium={plan === 'premium'}
          onSubscribed={setRenewing}
        />
      ) : null}

      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4 }}>
        O que o Premium libera
      </Typography.Title>
      <ul
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {FEATURE_CATALOG.map((feature) => {
          const open = plan === 'premium' || feature.free;
          return (
            <li key={feature.id} data-feature={feature.id}>
              <Card style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
                <Flex gap={16} align="flex-start">
                  <span className="plan-art" style={{ flex: 'none', width: 96 }}>
                    <FeatureArt id={feature.id} label={feature.imageAlt} />
                  </span>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
                      {open ? (
                        // antd's default link blue is 4.1:1 on white and its dark primary 2.7:1 on
                        // the dark page: the title keeps the text colour and says it is a link by
                        // its underline.
                        <Link to={feature.path} style={{ color: token.colorText, textDecoration: 'underline', textUnderlineOffset: 3 }}>
                          {feature.title}
                        </Link>
                      ) : (
                        feature.title
                      )}
                    </Typography.Title>
                    <Tag style={{ marginTop: 6 }} color={open ? 'success' : 'gold'} icon={open ? <CheckCircleFilled /> : <LockOutlined />}>
                      {open ? 'Liberado no seu plano' : 'Premium'}
                    </Tag>
                    <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                      {feature.text}
                      {feature.premiumNote ? ` ${feature.premiumNote} no Premium.` : ''}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Button, Card, List, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import type { RemoteProps } from '@semmultas/shared/types';
import { FEATURES } from '@semmultas/shared/routes';
import { formatDateBR } from '@semmultas/shared/format';

export function planHeadline(plan: RemoteProps['plan'], expiration: string | null | undefined): string {
  if (plan === 'premium') return `Seu plano Premium está ativo até ${formatDateBR(expiration)}`;
  if (plan === 'expired') return `Seu plano Premium expirou em ${formatDateBR(expiration)}`;
  return 'Seja Premium...';
}

/** /plano_premium: plan status, the nine features and the subscribe button (DECISIONS.md 13). */
export function PlanPage({ plan, user, config }: RemoteProps) {
  return (
    <section aria-labelledby="plan-title">
      <Typography.Title level={2} id="plan-title">
        {planHeadline(plan, user?.plan_expiration)}
      </Typography.Title>
      <Card>
        <List
          dataSource={FEATURES}
          renderItem={(f) => (
            <List.Item>
              <List.Item.Meta avatar={<CheckCircleTwoTone twoToneColor="#0b6e4f" />} title={f.title} description={f.text} />
            </List.Item>
          )}
        />
        {plan !== 'premium' ? (
          <Button type="primary" size="large" href={config?.checkoutUrl} target="_blank" rel="noopener noreferrer">
            Assinar por R$ 14,99/mês
          </Button>
        ) : null}
      </Card>
    </section>
  );
}

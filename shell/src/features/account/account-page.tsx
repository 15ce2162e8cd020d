// "Minha conta" (issue 21): who you are here, your password, and your data — exported whole
// or deleted (LGPD art. 18). Each section owns its own request and its own failure message.
import { Card, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateBR } from '@semmultas/shared/format';
import { DisplayNameBar } from '@semmultas/shared/ui/display-name-bar';
import { useDisplayName } from '@semmultas/shared/use-display-name';
import { useShell } from '../../lib/shell-context';
import { ChangePasswordCard } from './change-password-card';
import { MyDataCard } from './my-data-card';

const PLAN_LABEL = { premium: 'Premium', expired: 'Premium expirado', free: 'Grátis' } as const;

export function AccountPage() {
  const { supabase, user, plan } = useShell();
  const displayName = useDisplayName(supabase, user?.id);
  if (!user) return null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 760 }}>
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          Minha conta
        </Typography.Title>
        <Typography.Text type="secondary">Seus dados, sua senha e o que o SemMultas guarda sobre você.</Typography.Text>
      </div>
      <Card title="Seus dados">
        <DisplayNameBar displayName={displayName} />
        <Descriptions column={1} size="small">
          <Descriptions.Item label="E-mail">{user.email}</Descriptions.Item>
          <Descriptions.Item label="Plano">
            {PLAN_LABEL[plan]}
            {plan !== 'free' && user.plan_expiration
              ? ` — ${plan === 'premium' ? 'válido até' : 'venceu em'} ${formatDateBR(user.plan_expiration)}`
              : ''}
            <Typography.Text type="secondary" style={{ marginInline: 6 }}>
              ·
            </Typography.Text>
            <Link to="/plano_premium" style={{ whiteSpace: 'nowrap' }}>
              Ver planos
            </Link>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ChangePasswordCard />
      <MyDataCard />
    </Space>
  );
}

import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Spin } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import { queryState } from '@semmultas/shared/query';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { usePreferencias } from '../api/get-preferencias';
import { CalendarioFeed } from './calendario-feed';
import { LembretesEmail } from './lembretes-email';

/** Premium (DECISIONS 15): e-mail reminders and the private calendar feed. */
export function LembretesCalendario({
  supabase,
  userId,
  apiUrl,
  premium,
}: {
  supabase: SupabaseClient;
  userId: string;
  apiUrl: string;
  premium: boolean;
}) {
  const navigate = useNavigate();
  const preferencias = queryState(usePreferencias(supabase, premium));

  if (!premium) {
    return (
      <Alert
        type="info"
        showIcon
        title="Lembretes por e-mail e o calendário no seu aplicativo fazem parte do plano Premium."
        description="No Premium, você escolhe quando ser avisado (7, 3 ou 1 dia antes, ou no dia) e assina a agenda no Google Agenda, no Outlook ou no Calendário da Apple."
        action={
          <Button size="small" onClick={() => navigate('/plano_premium')}>
            Conhecer o Premium
          </Button>
        }
      />
    );
  }
  if (preferencias.status === 'error') return <LoadError onRetry={preferencias.retry} />;
  if (preferencias.status !== 'success')
    return <Spin tip="Carregando suas preferências…" style={{ display: 'block', margin: '32px auto' }} />;
  return (
    <Flex vertical gap={16}>
      <LembretesEmail supabase={supabase} userId={userId} salvos={preferencias.data.dias} />
      <CalendarioFeed supabase={supabase} apiUrl={apiUrl} token={preferencias.data.token} />
    </Flex>
  );
}

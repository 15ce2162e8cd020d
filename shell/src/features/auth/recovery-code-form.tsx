import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import { logError } from '@semmultas/shared/supabase';
import { authErrorMessage } from '@semmultas/shared/supabase-errors';
import { storeRecoveryTokens } from './recovery-tokens';

interface CodeValues {
  email?: string;
  codigo?: string;
}

const CODE_FAILED = 'Código inválido ou expirado. Confira o código ou peça um novo e-mail na tela de login.';

/**
 * The recovery e-mail also carries a 6-digit code (for a link opened on another device):
 * typed here, it opens the same recovery session the link would. Five wrong codes cancel it
 * (scripts/lib/api-guard.mjs).
 */
export function RecoveryCodeForm({ supabase, onVerified }: { supabase: SupabaseClient; onVerified: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email, codigo }: CodeValues) => {
    const address = email?.trim() ?? '';
    const token = (codigo ?? '').replace(/\D/g, '');
    if (!address || token.length !== 6) return setError('Informe o e-mail e o código de 6 dígitos que enviamos.');
    setError(null);
    setSubmitting(true);
    try {
      const { data, error: verifyError } = await supabase.auth.verifyOtp({ email: address, token, type: 'recovery' });
      if (verifyError || !data.session) throw verifyError ?? new Error('sem sessão');
      storeRecoveryTokens({ access_token: data.session.access_token, refresh_token: data.session.refresh_token });
      onVerified(data.session.user.email ?? address);
    } catch (e) {
      logError('código de recuperação', e);
      setError(authErrorMessage(e, CODE_FAILED));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="codigo-titulo" style={{ marginTop: 8 }}>
      <Typography.Title level={2} id="codigo-titulo" style={{ fontSize: 18 }}>
        Tenho um código
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        O e-mail de redefinição também traz um código de 6 dígitos: use-o aqui se abriu o e-mail em outro aparelho.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label="Código" name="codigo">
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} style={{ letterSpacing: 3 }} />
        </Form.Item>
        {error ? <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
        <Button htmlType="submit" block loading={submitting}>
          Continuar com o código
        </Button>
      </Form>
    </section>
  );
}

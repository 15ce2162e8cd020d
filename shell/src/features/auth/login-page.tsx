import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { authErrorMessage } from '@semmultas/shared/supabase-errors';
import { useShell } from '../../lib/shell-context';
import { fetchStoredUser } from '../../lib/session-storage';
import { AuthCard } from '../../components/auth-card';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

interface LoginValues {
  email: string;
  senha: string;
}

export function LoginPage() {
  const { supabase, setUser } = useShell();
  const navigate = useNavigate();
  const { message } = useAppApis();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // SPEC §2: with a session already there, store the user and go home.
  useEffect(() => {
    let cancelled = false;
    supabase.auth
      .getSession()
      .then(async ({ data }) => {
        if (cancelled || !data.session) return;
        const stored = await fetchStoredUser(supabase, data.session.user);
        if (cancelled) return;
        setUser(stored);
        navigate('/pagina-inicial', { replace: true });
      })
      .catch((e: unknown) => logError('sessão existente', e));
    return () => {
      cancelled = true;
    };
  }, [supabase, setUser, navigate]);

  const onFinish = async ({ email, senha }: LoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const { data, error: authError } = await supabase.auth.signInWithPassword({ email: email.trim(), password: senha });
      if (authError || !data.user) {
        if (authError) logError('login', authError);
        // Too many tries is said as such (with the wait); any other refusal stays SPEC's sentence.
        setError(authErrorMessage(authError, MSG.loginFailed));
        return;
      }
      const stored = await fetchStoredUser(supabase, data.user);
      setUser(stored);
      navigate('/pagina-inicial', { replace: true });
    } catch (e) {
      // SPEC §8: an exception during login is logged; the user still needs to know.
      logError('login', e);
      setError(MSG.loginFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const onForgot = async () => {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!email) {
      message.warning(MSG.resetNeedsEmail);
      form.focusField('email');
      return;
    }
    setSendingReset(true);
    try {
      const { error: resetError } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}/redefinir-senha`,
      });
      if (resetError) throw resetError;
      message.success(MSG.resetLinkSent);
    } catch (e) {
      logError('link de redefinição', e);
      message.error(authErrorMessage(e, MSG.resetLinkFailed));
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <AuthCard title="Acesse sua conta">
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Informe seu e-mail.' },
            { type: 'email', message: 'Informe um e-mail válido.' },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item label="Senha" name="senha" rules={[{ required: true, message: 'Informe sua senha.' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error ? <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          Acessar
        </Button>
      </Form>
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Button type="link" onClick={onForgot} loading={sendingReset} style={{ paddingInline: 0 }}>
          Esqueceu a senha?
        </Button>
        <Link to="/cadastro">Primeiro acesso</Link>
      </Space>
    </AuthCard>
  );
}

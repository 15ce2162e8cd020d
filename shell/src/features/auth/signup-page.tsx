import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { authErrorMessage } from '@semmultas/shared/supabase-errors';
import { passwordProblem } from '@semmultas/shared/password-policy';
import { useShell } from '../../lib/shell-context';
import { fetchStoredUser } from '../../lib/session-storage';
import { AuthCard } from '../../components/auth-card';
import { PasswordRule } from '../../components/password-rule';
import { validateSignup } from './validation';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

interface SignupValues {
  nome?: string;
  email?: string;
  senha?: string;
  confirmacao?: string;
}

export function SignupPage() {
  const { supabase, setUser } = useShell();
  const navigate = useNavigate();
  const { message } = useAppApis();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<SignupValues>();
  const email = Form.useWatch('email', form);
  const senha = Form.useWatch('senha', form);

  const onFinish = async (values: SignupValues) => {
    const invalid = validateSignup(values.email, values.senha, values.confirmacao) ?? passwordProblem(values.senha!, values.email);
    if (invalid) return setError(invalid);
    setError(null);
    setSubmitting(true);
    try {
      const nome = values.nome?.trim();
      const { data, error: signUpError } = await supabase.auth.signUp({
        email: values.email!.trim(),
        password: values.senha!,
        options: nome ? { data: { display_name: nome } } : undefined,
      });
      if (signUpError || !data.user) throw signUpError ?? new Error('sem usuário');
      if (!data.session) {
        // A project that confirms e-mails first (hosted, if configured so): sign in after.
        message.success(MSG.signupSuccess);
        navigate('/login', { replace: true });
        return;
      }
      // Issue 21 "first minutes": the new user is signed in and lands on a first screen.
      setUser(await fetchStoredUser(supabase, data.user));
      message.success('Conta criada! Boas-vindas ao SemMultas.');
      navigate('/pagina-inicial', { replace: true });
    } catch (e) {
      logError('cadastro', e);
      // A weak password, a look-alike address or too many tries: the API says which.
      setError(authErrorMessage(e, MSG.signupFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Crie sua conta grátis" footer={<Link to="/login">Já tenho conta — entrar</Link>}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item
          label="Como quer ser chamado (opcional)"
          name="nome"
          extra="É o nome que aparece no fórum. Se deixar em branco, usamos o início do seu e-mail."
        >
          <Input autoComplete="given-name" maxLength={40} />
        </Form.Item>
        <Form.Item label="Senha" name="senha" extra={<PasswordRule password={senha} email={email} />}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirmação da senha" name="confirmacao">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error ? <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {/* Underlined: a link inside a sentence is told apart by more than its colour (WCAG 1.4.1). */}
          Ao criar a conta, você aceita os{' '}
          <Link to="/termos-de-uso" style={{ textDecoration: 'underline' }}>
            Termos de Uso
          </Link>{' '}
          e a{' '}
          <Link to="/politica-de-privacidade" style={{ textDecoration: 'underline' }}>
            Política de Privacidade
          </Link>
          .
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          Criar conta
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 13 }}>
        O plano grátis dá acesso às SEFAZ estaduais e às dicas tributárias. Você pode assinar o Premium quando quiser.
      </Typography.Paragraph>
    </AuthCard>
  );
}

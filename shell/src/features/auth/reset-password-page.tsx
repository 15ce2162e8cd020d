import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { authErrorMessage } from '@semmultas/shared/supabase-errors';
import { passwordProblem } from '@semmultas/shared/password-policy';
import { useShell } from '../../lib/shell-context';
import { AuthCard } from '../../components/auth-card';
import { PasswordRule } from '../../components/password-rule';
import { RecoveryCodeForm } from './recovery-code-form';
import { clearRecoveryTokens, parseRecoveryHash, readRecoveryTokens, storeRecoveryTokens } from './recovery-tokens';
import { validateNewPassword } from './validation';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

type Phase = { name: 'loading' } | { name: 'error'; message: string } | { name: 'form' };

interface ResetValues {
  senha?: string;
  confirmacao?: string;
}

/** SPEC §2 /redefinir-senha: loading, then an error or the form, then back to /login. */
export function ResetPasswordPage() {
  const { supabase, setUser } = useShell();
  const navigate = useNavigate();
  const { message } = useAppApis();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<ResetValues>();
  const senha = Form.useWatch('senha', form);
  // The recovery session's own address: the rule "não contém seu e-mail" checks against it.
  const [email, setEmail] = useState('');

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const fromHash = parseRecoveryHash(window.location.hash);
      if (fromHash.kind === 'error') {
        logError('link de recuperação', fromHash.description);
        return setPhase({ name: 'error', message: MSG.tokenInvalid });
      }
      const tokens = fromHash.kind === 'tokens' ? fromHash.tokens : readRecoveryTokens();
      if (!tokens) return setPhase({ name: 'error', message: MSG.tokenMissing });
      if (fromHash.kind === 'tokens') {
        storeRecoveryTokens(tokens);
        // Tokens do not stay in the address bar (history, screenshots, shared links).
        window.history.replaceState(null, '', window.location.pathname);
      }
      const { data: session, error } = await supabase.auth.setSession(tokens);
      if (cancelled) return;
      setEmail(session.user?.email ?? '');
      if (error) {
        logError('sessão de recuperação', error);
        clearRecoveryTokens();
        return setPhase({ name: 'error', message: MSG.tokenInvalid });
      }
      setPhase({ name: 'form' });
    })().catch((e: unknown) => {
      logError('redefinir senha', e);
      if (!cancelled) setPhase({ name: 'error', message: MSG.tokenInvalid });
    });
    return () => {
      cancelled = true;
    };
  }, [supabase]);

  const onFinish = async ({ senha, confirmacao }: ResetValues) => {
    const invalid = validateNewPassword(senha, confirmacao) ?? passwordProblem(senha!, email);
    if (invalid) return setFormError(invalid);
    setFormError(null);
    setSubmitting(true);
    try {
      const { error } = await supabase.auth.updateUser({ password: senha! });
      if (error) throw error;
      clearRecoveryTokens();
      setUser(null);
      await supabase.auth.signOut({ scope: 'local' });
      message.success(MSG.resetSuccess);
      navigate('/login', { replace: true });
    } catch (e) {
      logError('redefinir senha', e);
      setFormError(authErrorMessage(e, MSG.resetFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Redefinir senha">
      {phase.name === 'loading' ? (
        <div role="status" style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <div style={{ marginTop: 12 }}>Validando o link de redefinição…</div>
        </div>
      ) : phase.name === 'error' ? (
        <>
          <Result
            status="error"
            title={<span role="alert">{phase.message}</span>}
            subTitle="Peça um novo link na tela de login."
            extra={
              <Link to="/login">
                <Button type="primary">Voltar ao login</Button>
              </Link>
            }
          />
          <RecoveryCodeForm
            supabase={supabase}
            onVerified={(address) => {
              setEmail(address);
              setPhase({ name: 'form' });
            }}
          />
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
          <Form.Item label="Nova senha" name="senha" extra={<PasswordRule password={senha} email={email} />}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item label="Confirme a nova senha" name="confirmacao">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {formError ? <Alert type="error" role="alert" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            Salvar nova senha
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}

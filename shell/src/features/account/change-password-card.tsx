import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { logError } from '@semmultas/shared/supabase';
import { authErrorMessage } from '@semmultas/shared/supabase-errors';
import { passwordProblem } from '@semmultas/shared/password-policy';
import { useShell } from '../../lib/shell-context';
import { PasswordRule } from '../../components/password-rule';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

interface Values {
  atual?: string;
  nova?: string;
  confirmacao?: string;
}

/**
 * The current password first (a borrowed, unlocked screen must not be enough), then the new
 * one under the same rule as sign-up. The API ends every other session on success.
 */
export function ChangePasswordCard() {
  const { supabase, user } = useShell();
  const { message } = useAppApis();
  const [form] = Form.useForm<Values>();
  const nova = Form.useWatch('nova', form);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const email = user?.email ?? '';

  const onFinish = async ({ atual, nova: next, confirmacao }: Values) => {
    if (!atual || !next || !confirmacao) return setError('Preencha a senha atual, a nova senha e a confirmação.');
    if (next !== confirmacao) return setError('As senhas não coincidem.');
    const weak = passwordProblem(next, email);
    if (weak) return setError(weak);
    setError(null);
    setSaving(true);
    try {
      const check = await supabase.auth.signInWithPassword({ email, password: atual });
      if (check.error) {
        setError(authErrorMessage(check.error, 'A senha atual não confere.'));
        return;
      }
      const { error: updateError } = await supabase.auth.updateUser({ password: next });
      if (updateError) throw updateError;
      form.resetFields();
      message.success('Senha alterada. Se você estava conectado em outros aparelhos, será preciso entrar de novo neles.');
    } catch (e) {
      logError('alterar senha', e);
      setError(authErrorMessage(e, 'Não foi possível alterar a senha. Tente novamente.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Alterar senha">
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={saving} style={{ maxWidth: 420 }}>
        <Form.Item label="Senha atual" name="atual">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Nova senha" name="nova" extra={<PasswordRule password={nova} email={email} />}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirme a nova senha" name="confirmacao">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error ? <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          Alterar senha
        </Button>
      </Form>
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Button, Flex, Input, List } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { useMembros } from '../api/get-membros';
import { useCompartilhar, useRevogar } from '../api/write-membros';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

/**
 * Premium: the owner shares a company's calendar and marks with the accountant, by e-mail
 * (read-only; revocable). The accountant sees it after signing in with that e-mail.
 */
export function Compartilhar({ supabase, empresaId, empresaNome }: { supabase: SupabaseClient; empresaId: string; empresaNome: string }) {
  const [email, setEmail] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const compartilhar = useCompartilhar(supabase);
  const revogar = useRevogar(supabase);
  // The shares are secondary: without them (a failure) the form still shares.
  const deste = (useMembros(supabase).data ?? []).filter((m) => m.empresa_id === empresaId);

  const enviar = async () => {
    setErro(null);
    try {
      await compartilhar.mutateAsync({ empresaId, email: email.trim() });
      setEmail('');
    } catch (e) {
      const code = (e as { code?: string } | null)?.code;
      setErro(
        code === '23505'
          ? 'Essa empresa já está compartilhada com esse e-mail.'
          : writeErrorMessage(e, 'Não foi possível compartilhar. Tente de novo.'),
      );
    }
  };

  return (
    <div style={{ marginTop: 12 }}>
      <PlainText strong>Compartilhar com o contador (somente leitura)</PlainText>
      <Flex gap={8} wrap style={{ marginTop: 6 }}>
        <Input
          type="email"
          aria-label={`E-mail do contador de ${empresaNome}`}
          placeholder="contador@escritorio.com.br"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onPressEnter={() => void enviar()}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button onClick={() => void enviar()} loading={compartilhar.isPending} disabled={!email.trim()}>
          Compartilhar
        </Button>
      </Flex>
      {erro ? <Alert type="error" showIcon title={erro} role="alert" style={{ marginTop: 8 }} /> : null}
      {deste.length > 0 ? (
        <List
          size="small"
          style={{ marginTop: 8 }}
          dataSource={deste}
          renderItem={(m) => (
            <List.Item
              actions={[
                <Button
                  key="revogar"
                  size="small"
                  type="link"
                  danger
                  aria-label={`Revogar o acesso de ${m.email}`}
                  onClick={async () => {
                    try {
                      await revogar.mutateAsync(m.id);
                    } catch (e) {
                      setErro(writeErrorMessage(e, 'Não foi possível revogar. Tente de novo.'));
                    }
                  }}
                >
                  Revogar
                </Button>,
              ]}
            >
              {m.email}
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}

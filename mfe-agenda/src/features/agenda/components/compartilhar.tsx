import { useState } from 'react';
import { Alert, Button, Flex, Input, List, Typography } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { compartilhar, revogar, type MembroRow } from '../api/agenda-api';

/**
 * Premium: the owner shares a company's calendar and marks with the accountant, by e-mail
 * (read-only; revocable). The accountant sees it after signing in with that e-mail.
 */
export function Compartilhar({
  supabase,
  empresaId,
  empresaNome,
  membros,
  onChange,
}: {
  supabase: SupabaseClient;
  empresaId: string;
  empresaNome: string;
  membros: MembroRow[];
  onChange: (membros: MembroRow[]) => void;
}) {
  const [email, setEmail] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const deste = membros.filter((m) => m.empresa_id === empresaId);

  const enviar = async () => {
    setErro(null);
    setEnviando(true);
    try {
      const m = await compartilhar(supabase, empresaId, email.trim());
      onChange([...membros, m]);
      setEmail('');
    } catch (e) {
      const code = (e as { code?: string } | null)?.code;
      setErro(code === '23505' ? 'Essa empresa já está compartilhada com esse e-mail.' : writeErrorMessage(e, 'Não foi possível compartilhar. Tente de novo.'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Text strong>Compartilhar com o contador (somente leitura)</Typography.Text>
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
        <Button onClick={() => void enviar()} loading={enviando} disabled={!email.trim()}>
          Compartilhar
        </Button>
      </Flex>
      {erro ? <Alert type="error" showIcon message={erro} role="alert" style={{ marginTop: 8 }} /> : null}
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
                      await revogar(supabase, m.id);
                      onChange(membros.filter((x) => x.id !== m.id));
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

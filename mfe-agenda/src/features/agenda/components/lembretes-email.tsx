import { useState } from 'react';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import type { SupabaseClient } from '@supabase/supabase-js';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { useSalvarDias } from '../api/write-preferencias';
import { PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';

export const OPCOES_DE_LEMBRETE = [
  { value: 7, label: '7 dias antes' },
  { value: 3, label: '3 dias antes' },
  { value: 1, label: '1 dia antes (véspera)' },
  { value: 0, label: 'No dia do vencimento' },
];

const AVISO_GOLPE =
  'Os lembretes nunca trazem boleto, código Pix nem link de pagamento: apenas o link da página oficial onde você emite a guia ou entrega a declaração (PGMEI, PGDAS-D, Sicalc, e-CAC). Mensagens que imitam avisos de vencimento são um golpe comum: desconfie de qualquer uma que peça pagamento por link.';

/** The days chosen are this card's until saved; `salvos` are the cached ones (the server's answer after a save). */
export function LembretesEmail({ supabase, userId, salvos }: { supabase: SupabaseClient; userId: string; salvos: number[] }) {
  const [dias, setDias] = useState<number[]>(salvos);
  const salvarDias = useSalvarDias(supabase, userId);
  const [erro, setErro] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const mudou = [...dias].sort().join() !== [...salvos].sort().join();

  const salvar = async () => {
    setErro(null);
    setOk(null);
    try {
      const gravados = await salvarDias.mutateAsync(dias);
      setDias(gravados);
      setOk(gravados.length > 0 ? 'Lembretes salvos.' : 'Lembretes desligados: você não receberá mais e-mails da agenda.');
    } catch (e) {
      // The choice stays on screen to try again.
      setErro(writeErrorMessage(e, 'Não foi possível salvar os lembretes. Tente de novo.'));
    }
  };

  return (
    <PlainCard
      title={
        <span role="heading" aria-level={3}>
          Lembretes por e-mail
        </span>
      }
    >
      <PlainParagraph>
        Escolha quando avisar. Em cada dia de lembrete você recebe um único e-mail com o que vence, separado por empresa (inclusive as que
        compartilharam com você), sem o que já marcou como pago ou entregue.
      </PlainParagraph>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Quando lembrar</legend>
        <Checkbox.Group
          options={OPCOES_DE_LEMBRETE}
          value={dias}
          onChange={(v) => setDias(v as number[])}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        />
      </fieldset>
      <Flex gap={8} align="center" wrap style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void salvar()} loading={salvarDias.isPending} disabled={!mudou}>
          Salvar lembretes
        </Button>
        <span role="status" aria-live="polite">
          {ok ? <PlainText type="success">{ok}</PlainText> : null}
        </span>
      </Flex>
      {erro ? <Alert type="error" showIcon title={erro} role="alert" style={{ marginTop: 12 }} /> : null}
      <PlainParagraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {AVISO_GOLPE} Para parar de receber, desmarque todos os dias e salve.
      </PlainParagraph>
    </PlainCard>
  );
}

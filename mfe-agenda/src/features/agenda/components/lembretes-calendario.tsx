import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Flex, Input, Popconfirm, Spin, Typography } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { useRequest } from '@semmultas/shared/use-request';
import {
  carregarPreferencias,
  desligarCalendario,
  enderecoDoCalendario,
  gerarEnderecoDoCalendario,
  salvarDias,
} from '../api/lembretes-api';

export const OPCOES_DE_LEMBRETE = [
  { value: 7, label: '7 dias antes' },
  { value: 3, label: '3 dias antes' },
  { value: 1, label: '1 dia antes (véspera)' },
  { value: 0, label: 'No dia do vencimento' },
];

const AVISO_GOLPE =
  'Os lembretes nunca trazem boleto, código Pix nem link de pagamento: apenas o link da página oficial onde você emite a guia ou entrega a declaração (PGMEI, PGDAS-D, Sicalc, e-CAC). Mensagens que imitam avisos de vencimento são um golpe comum: desconfie de qualquer uma que peça pagamento por link.';

function Lembretes({ supabase, userId, inicial }: { supabase: SupabaseClient; userId: string; inicial: number[] }) {
  const [dias, setDias] = useState<number[]>(inicial);
  const [salvos, setSalvos] = useState<number[]>(inicial);
  const [salvando, setSalvando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const mudou = [...dias].sort().join() !== [...salvos].sort().join();

  const salvar = async () => {
    setErro(null);
    setOk(null);
    setSalvando(true);
    try {
      const gravados = await salvarDias(supabase, userId, dias);
      setSalvos(gravados);
      setDias(gravados);
      setOk(gravados.length > 0 ? 'Lembretes salvos.' : 'Lembretes desligados: você não receberá mais e-mails da agenda.');
    } catch (e) {
      // The choice stays on screen to try again.
      setErro(writeErrorMessage(e, 'Não foi possível salvar os lembretes. Tente de novo.'));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Card title={<span role="heading" aria-level={3}>Lembretes por e-mail</span>}>
      <Typography.Paragraph>
        Escolha quando avisar. Em cada dia de lembrete você recebe um único e-mail com o que vence, separado por empresa (inclusive as que
        compartilharam com você), sem o que já marcou como pago ou entregue.
      </Typography.Paragraph>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Quando lembrar</legend>
        <Checkbox.Group options={OPCOES_DE_LEMBRETE} value={dias} onChange={(v) => setDias(v as number[])} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} />
      </fieldset>
      <Flex gap={8} align="center" wrap style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void salvar()} loading={salvando} disabled={!mudou}>
          Salvar lembretes
        </Button>
        <span role="status" aria-live="polite">
          {ok ? <Typography.Text type="success">{ok}</Typography.Text> : null}
        </span>
      </Flex>
      {erro ? <Alert type="error" showIcon message={erro} role="alert" style={{ marginTop: 12 }} /> : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {AVISO_GOLPE} Para parar de receber, desmarque todos os dias e salve.
      </Typography.Paragraph>
    </Card>
  );
}

function Calendario({ supabase, apiUrl, inicial }: { supabase: SupabaseClient; apiUrl: string; inicial: string | null }) {
  const [token, setToken] = useState<string | null>(inicial);
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const endereco = token ? enderecoDoCalendario(apiUrl, token) : '';

  const gerar = async (mensagem: string) => {
    setErro(null);
    setAviso(null);
    setOcupado(true);
    try {
      setToken(await gerarEnderecoDoCalendario(supabase));
      setAviso(mensagem);
    } catch (e) {
      setErro(writeErrorMessage(e, 'Não foi possível gerar o endereço. Tente de novo.'));
    } finally {
      setOcupado(false);
    }
  };

  const desligar = async () => {
    setErro(null);
    setAviso(null);
    setOcupado(true);
    try {
      await desligarCalendario(supabase);
      setToken(null);
      setAviso('Endereço desligado: os calendários que o usavam deixam de receber atualizações.');
    } catch (e) {
      setErro(writeErrorMessage(e, 'Não foi possível desligar o endereço. Tente de novo.'));
    } finally {
      setOcupado(false);
    }
  };

  const copiar = async () => {
    setErro(null);
    try {
      await navigator.clipboard.writeText(endereco);
      setAviso('Endereço copiado. Cole-o no seu aplicativo de agenda.');
    } catch {
      (document.getElementById('agenda-feed-endereco') as HTMLInputElement | null)?.select();
      setAviso('Não foi possível copiar automaticamente: o endereço está selecionado, copie com Ctrl+C (ou toque e segure no celular).');
    }
  };

  return (
    <Card title={<span role="heading" aria-level={3}>Calendário no seu aplicativo</span>}>
      <Typography.Paragraph>
        Assine este endereço no Google Agenda, no Outlook ou no Calendário da Apple e os vencimentos das suas empresas aparecem lá, com
        alarme às 9h da véspera, a base legal e o link da página oficial. Quando uma data muda (um ato extraordinário, uma nova
        empresa, uma marcação), o aplicativo atualiza sozinho.
      </Typography.Paragraph>
      {token ? (
        <>
          <label htmlFor="agenda-feed-endereco" style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
            Endereço privado do seu calendário
          </label>
          <Flex gap={8} wrap>
            <Input id="agenda-feed-endereco" readOnly value={endereco} onFocus={(e) => e.target.select()} style={{ flex: '1 1 280px' }} />
            <Button type="primary" onClick={() => void copiar()}>
              Copiar endereço
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Quem tiver este endereço vê os vencimentos das suas empresas: não o publique. Se ele vazar, gere um novo; o atual deixa de
            funcionar na hora.
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Popconfirm
              title="Gerar um novo endereço?"
              description="O endereço atual deixa de funcionar agora. Os calendários que o assinam param de atualizar até você assinar o novo."
              okText="Gerar novo endereço"
              cancelText="Cancelar"
              onConfirm={() => gerar('Novo endereço gerado. O anterior não funciona mais: assine o novo no seu aplicativo.')}
            >
              <Button loading={ocupado}>Gerar novo endereço</Button>
            </Popconfirm>
            <Popconfirm
              title="Desligar o calendário?"
              description="O endereço atual deixa de funcionar e os vencimentos param de atualizar no seu aplicativo."
              okText="Desligar"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={desligar}
            >
              <Button danger disabled={ocupado}>
                Desligar
              </Button>
            </Popconfirm>
          </Flex>
        </>
      ) : (
        <Button type="primary" loading={ocupado} onClick={() => void gerar('Endereço gerado. Copie e assine no seu aplicativo de agenda.')}>
          Gerar endereço do calendário
        </Button>
      )}
      <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
        {aviso ? <Typography.Text type="success">{aviso}</Typography.Text> : null}
      </div>
      {erro ? <Alert type="error" showIcon message={erro} role="alert" style={{ marginTop: 8 }} /> : null}
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        Como assinar
      </Typography.Title>
      <ul style={{ paddingInlineStart: 20, marginBottom: 0 }}>
        <li>
          <strong>Google Agenda</strong> (no computador): em “Outras agendas”, clique em “+” → “Do URL”, cole o endereço e clique em
          “Adicionar agenda”. O Google atualiza assinaturas a cada algumas horas (às vezes, uma vez por dia).
        </li>
        <li>
          <strong>Outlook</strong>: “Adicionar calendário” → “Assinar da Web”, cole o endereço, dê um nome e clique em “Importar”.
        </li>
        <li>
          <strong>Calendário da Apple</strong>: no iPhone, Ajustes → Calendário → Contas → Adicionar Conta → Outra → “Adicionar Calendário
          Assinado”; no Mac, Arquivo → “Nova Assinatura de Calendário…”.
        </li>
      </ul>
    </Card>
  );
}

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
  const load = useCallback(() => carregarPreferencias(supabase), [supabase]);
  const request = useRequest(load);

  if (!premium) {
    return (
      <Alert
        type="info"
        showIcon
        message="Lembretes por e-mail e o calendário no seu aplicativo fazem parte do plano Premium."
        description="No Premium, você escolhe quando ser avisado (7, 3 ou 1 dia antes, ou no dia) e assina a agenda no Google Agenda, no Outlook ou no Calendário da Apple."
        action={
          <Button size="small" onClick={() => navigate('/plano_premium')}>
            Conhecer o Premium
          </Button>
        }
      />
    );
  }
  if (request.status === 'error') return <LoadError onRetry={request.retry} />;
  if (request.status !== 'success') return <Spin tip="Carregando suas preferências…" style={{ display: 'block', margin: '32px auto' }} />;
  return (
    <Flex vertical gap={16}>
      <Lembretes supabase={supabase} userId={userId} inicial={request.data.dias} />
      <Calendario supabase={supabase} apiUrl={apiUrl} inicial={request.data.token} />
    </Flex>
  );
}

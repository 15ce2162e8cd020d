import { useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import type { SupabaseClient } from '@supabase/supabase-js';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import { enderecoDoCalendario } from '../api/get-preferencias';
import { useDesligarCalendario, useGerarEndereco } from '../api/write-preferencias';
import { PlainParagraph, PlainText, PlainTitle } from '@semmultas/shared/ui/plain-typography';

/** The feed's address (`token`, the cached one) made, copied, made anew or switched off. */
export function CalendarioFeed({ supabase, apiUrl, token }: { supabase: SupabaseClient; apiUrl: string; token: string | null }) {
  const gerarEndereco = useGerarEndereco(supabase);
  const desligarCalendario = useDesligarCalendario(supabase);
  const ocupado = gerarEndereco.isPending || desligarCalendario.isPending;
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const endereco = token ? enderecoDoCalendario(apiUrl, token) : '';
  const confirm = useConfirmedAction();

  const gerar = async (mensagem: string) => {
    setErro(null);
    setAviso(null);
    try {
      await gerarEndereco.mutateAsync();
      setAviso(mensagem);
    } catch (e) {
      setErro(writeErrorMessage(e, 'Não foi possível gerar o endereço. Tente de novo.'));
    }
  };

  // Both end the address in use: they ask first, and say a failure in their dialog.
  const gerarNovo = () =>
    confirm({
      title: 'Gerar um novo endereço?',
      content: 'O endereço atual deixa de funcionar agora. Os calendários que o assinam param de atualizar até você assinar o novo.',
      okText: 'Gerar novo endereço',
      danger: false,
      action: async () => {
        setErro(null);
        setAviso(null);
        await gerarEndereco.mutateAsync();
        setAviso('Novo endereço gerado. O anterior não funciona mais: assine o novo no seu aplicativo.');
      },
      failure: 'Não foi possível gerar o endereço.',
      label: 'gerar novo endereço do calendário',
    });

  const desligar = () =>
    confirm({
      title: 'Desligar o calendário?',
      content: 'O endereço atual deixa de funcionar e os vencimentos param de atualizar no seu aplicativo.',
      okText: 'Desligar',
      action: async () => {
        setErro(null);
        setAviso(null);
        await desligarCalendario.mutateAsync();
        setAviso('Endereço desligado: os calendários que o usavam deixam de receber atualizações.');
      },
      failure: 'Não foi possível desligar o endereço.',
      label: 'desligar o calendário',
    });

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
    <PlainCard
      title={
        <span role="heading" aria-level={3}>
          Calendário no seu aplicativo
        </span>
      }
    >
      <PlainParagraph>
        Assine este endereço no Google Agenda, no Outlook ou no Calendário da Apple e os vencimentos das suas empresas aparecem lá, com
        alarme às 9h da véspera, a base legal e o link da página oficial. Quando uma data muda (um ato extraordinário, uma nova empresa, uma
        marcação), o aplicativo atualiza sozinho.
      </PlainParagraph>
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
          <PlainParagraph type="secondary" style={{ marginTop: 8 }}>
            Quem tiver este endereço vê os vencimentos das suas empresas: não o publique. Se ele vazar, gere um novo; o atual deixa de
            funcionar na hora.
          </PlainParagraph>
          <Flex gap={8} wrap>
            <Button loading={ocupado} onClick={gerarNovo}>
              Gerar novo endereço
            </Button>
            <Button danger disabled={ocupado} onClick={desligar}>
              Desligar
            </Button>
          </Flex>
        </>
      ) : (
        <Button type="primary" loading={ocupado} onClick={() => void gerar('Endereço gerado. Copie e assine no seu aplicativo de agenda.')}>
          Gerar endereço do calendário
        </Button>
      )}
      <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
        {aviso ? <PlainText type="success">{aviso}</PlainText> : null}
      </div>
      {erro ? <Alert type="error" showIcon title={erro} role="alert" style={{ marginTop: 8 }} /> : null}
      <PlainTitle level={4} style={{ marginTop: 16 }}>
        Como assinar
      </PlainTitle>
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
    </PlainCard>
  );
}

import { Button, Flex, Tag } from 'antd';
import { GlobalOutlined, MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { Conteudo } from '@semmultas/shared/types';
import { contatosDe, type Contato } from '../utils/parceiro';

const ICONS: Record<Contato['kind'], React.ReactNode> = {
  telefone: <PhoneOutlined aria-hidden />,
  whatsapp: <WhatsAppOutlined aria-hidden />,
  email: <MailOutlined aria-hidden />,
  site: <GlobalOutlined aria-hidden />,
};

/** Where the partner works and what they do: shown on the card (not a link inside a link). */
export function ParceiroResumo({ parceiro }: { parceiro: Conteudo }) {
  const onde = [parceiro.cidade, parceiro.uf].filter(Boolean).join('/');
  if (!onde && !parceiro.especialidades?.length) return null;
  return (
    <Flex wrap gap={4} aria-label="Região e especialidades">
      {onde ? <Tag color="green">{onde}</Tag> : null}
      {parceiro.especialidades?.map((e) => (
        <Tag key={e}>{e}</Tag>
      ))}
    </Flex>
  );
}

/** Call, WhatsApp, e-mail, site: each a real link (tel:, wa.me, mailto:). */
export function ParceiroContatos({ parceiro }: { parceiro: Conteudo }) {
  const contatos = contatosDe(parceiro);
  if (contatos.length === 0) return null;
  return (
    <Flex wrap gap={8} role="list" aria-label={`Contatos de ${parceiro.title}`}>
      {contatos.map((c) => (
        <div role="listitem" key={c.kind}>
          <Button
            href={c.href}
            icon={ICONS[c.kind]}
            title={c.title}
            target={c.kind === 'whatsapp' || c.kind === 'site' ? '_blank' : undefined}
            rel={c.kind === 'whatsapp' || c.kind === 'site' ? 'noopener noreferrer' : undefined}
          >
            {c.label}
          </Button>
        </div>
      ))}
    </Flex>
  );
}

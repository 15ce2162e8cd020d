import { useEffect } from 'react';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useParams } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { formatDateBR } from '@semmultas/shared/format';
import { hasActivePlan } from '@semmultas/shared/plan';
import { logError } from '@semmultas/shared/supabase';
import { isPermissionDenied } from '@semmultas/shared/supabase-errors';
import { RichHtml } from '@semmultas/shared/ui/html-sheet';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { NotFoundNotice } from '@semmultas/shared/ui/notices';
import { BackButton } from '@semmultas/shared/ui/page-header';
import { queryState } from '@semmultas/shared/query';
import { useConteudo } from '../api/get-conteudo';
import { areaByType, CONTEUDO_AREAS, conteudoTypeLabel } from '../utils/conteudo-types';
import { ConteudoIcon } from './conteudo-icon';
import { ConteudoImage } from './conteudo-image';
import { LockedRest, PremiumBadge } from './premium-lock';
import { ParceiroContatos, ParceiroResumo } from './parceiro-contatos';

type Props = Pick<RemoteProps, 'supabase' | 'user'>;

/** Back to the list the reader came from (with its search), else to the content's own list. */
function useBackTarget(type: unknown): { to: string; label: string } {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const cameFrom = typeof from === 'string' ? CONTEUDO_AREAS.find((a) => from === a.path || from.startsWith(`${a.path}?`)) : undefined;
  const area = cameFrom ?? areaByType(type) ?? CONTEUDO_AREAS[0]!;
  return { to: cameFrom ? (from as string) : area.path, label: area.title };
}

function NotFound({ user }: Pick<Props, 'user'>) {
  const premium = user !== null && hasActivePlan(user);
  return (
    <NotFoundNotice
      title="Conteúdo não encontrado"
      detail={
        premium
          ? 'Este conteúdo não existe ou foi removido.'
          : 'Este conteúdo não existe, foi removido ou é exclusivo do plano Premium (contadores parceiros e indicação de apps).'
      }
      back={{ to: '/dicas-tributarias', label: 'Ver dicas tributárias' }}
    />
  );
}

function ConteudoDetail({ supabase, user, id }: Props & { id: number }) {
  const request = queryState(useConteudo(supabase, id));
  const failure = request.status === 'error' ? request.error : null;
  const back = useBackTarget(request.status === 'success' ? request.data?.type : undefined);
  useEffect(() => {
    if (failure) logError(`carregar o conteúdo ${id}`, failure);
  }, [failure, id]);

  if (request.status === 'loading')
    return (
      <div role="status" aria-label="Carregando conteúdo">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (request.status === 'error') return isPermissionDenied(failure) ? <NotFound user={user} /> : <LoadError onRetry={request.retry} />;
  const conteudo = request.data;
  if (!conteudo) return <NotFound user={user} />;

  return (
    <article aria-labelledby="conteudo-title">
      <div style={{ marginBottom: 12 }}>
        <BackButton to={back.to} label={back.label} />
      </div>
      <Card styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
        <div style={{ maxWidth: 820, margin: '0 auto' }}>
          <Flex wrap gap={8} style={{ marginBottom: 12 }}>
            <Tag color="green" icon={<ConteudoIcon type={conteudo.type} />} style={{ marginInlineEnd: 0 }}>
              {conteudoTypeLabel(conteudo.type)}
            </Tag>
            <PremiumBadge conteudo={conteudo} />
          </Flex>
          <Typography.Title level={2} id="conteudo-title" style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
            {conteudo.title}
          </Typography.Title>
          <Flex wrap gap={12} align="center" style={{ marginBottom: 20 }}>
            {conteudo.author ? (
              <Typography.Text type="secondary">
                <UserOutlined aria-hidden /> <span>{conteudo.author}</span>
              </Typography.Text>
            ) : null}
            <Tag icon={<CalendarOutlined aria-hidden />} aria-label={`Data: ${formatDateBR(conteudo.data)}`}>
              <time dateTime={conteudo.data ?? undefined}>{formatDateBR(conteudo.data)}</time>
            </Tag>
          </Flex>
          {conteudo.type === 1 ? (
            <Flex vertical gap={12} style={{ marginBottom: 20 }}>
              <ParceiroResumo parceiro={conteudo} />
              <ParceiroContatos parceiro={conteudo} />
            </Flex>
          ) : null}
          {conteudo.image ? (
            <div style={{ marginBottom: 24 }}>
              <ConteudoImage
                src={conteudo.image}
                alt={conteudo.title}
                icon={<ConteudoIcon type={conteudo.type} />}
                height={280}
                rounded
                hideWhenMissing
              />
            </div>
          ) : null}
          {conteudo.content?.trim() ? (
            <RichHtml html={conteudo.content} />
          ) : conteudo.bloqueado ? null : (
            <PlainEmpty description="Este conteúdo ainda não tem texto." />
          )}
          {conteudo.bloqueado ? <LockedRest /> : null}
        </div>
      </Card>
    </article>
  );
}

/** /conteudos/{id}: back button, title, author, date badge, image and the sanitized HTML. */
export function ConteudoDetailPage({ supabase, user }: Props) {
  const { id = '' } = useParams();
  // bigint ids only: anything else is not worth a request (and would be a database error).
  if (!/^[1-9]\d{0,14}$/.test(id)) return <NotFound user={user} />;
  return <ConteudoDetail key={id} supabase={supabase} user={user} id={Number(id)} />;
}

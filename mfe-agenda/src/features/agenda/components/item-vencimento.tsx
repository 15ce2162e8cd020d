import type { ReactNode } from 'react';
import { Button, Flex, Tag, theme } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { dataPorExtenso, formatarCompetencia } from '@semmultas/shared/agenda/textos';
import { statusDoTipo, type ItemAgenda } from '../utils/agenda';
import { PlainLink, PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';

export interface ItemVencimentoProps {
  item: ItemAgenda;
  /** Show the company's name (when more than one is listed). */
  mostrarEmpresa: boolean;
  /** Absent for a company shared with this account: read-only. */
  onMarcar?: (item: ItemAgenda) => void;
  onDesmarcar?: (item: ItemAgenda) => void;
  ocupado?: boolean;
  /** More about the item below its explanation (what missing it costs). */
  children?: ReactNode;
}

/** One due date: what, which competência, the date, why that date, the legal basis, the mark. */
export function ItemVencimento({ item, mostrarEmpresa, onMarcar, onDesmarcar, ocupado, children }: ItemVencimentoProps) {
  const { token } = theme.useToken();
  const status = statusDoTipo(item.tipo);
  const rotuloMarca = status === 'pago' ? 'Pago' : 'Entregue';
  return (
    <PlainCard
      size="small"
      role="listitem"
      aria-label={`${item.nome}, competência ${formatarCompetencia(item.competencia)}, vence em ${dataPorExtenso(item.data)}`}
      style={{
        ...(item.atrasado ? { borderColor: token.colorError } : {}),
        borderInlineStartWidth: 4,
        borderInlineStartColor: item.atrasado ? token.colorError : item.marca ? token.colorSuccess : token.colorPrimary,
      }}
    >
      <Flex wrap justify="space-between" gap={12} align="start">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <PlainText strong style={{ fontSize: 15 }}>
            {item.nome}
          </PlainText>
          <div style={{ marginTop: 4 }}>
            <Tag>{item.tipo === 'pagamento' ? 'Pagamento' : 'Declaração'}</Tag>
            <Tag>Competência {formatarCompetencia(item.competencia)}</Tag>
            {mostrarEmpresa ? <Tag color="blue">{item.empresa.nome}</Tag> : null}
            {item.ajuste === 'ato' ? <Tag color="purple">Ato extraordinário</Tag> : null}
            {item.atrasado ? (
              <Tag color="error" icon={<ExclamationCircleOutlined />}>
                Em atraso
              </Tag>
            ) : null}
          </div>
          <PlainParagraph style={{ margin: '6px 0 0' }}>
            <PlainText strong>Vence em {dataPorExtenso(item.data)}</PlainText>
            <br />
            <PlainText type="secondary">Por quê: {item.explicacao}.</PlainText>
            {item.feriadoLocal ? (
              <>
                <br />
                <PlainText type="warning">
                  Feriado local: {item.feriadoLocal} (na localidade da empresa,{' '}
                  {item.empresa.municipio ? `${item.empresa.municipio}/${item.empresa.uf}` : item.empresa.uf}, como você informou).
                </PlainText>
              </>
            ) : null}
            {item.ato?.fonte ? (
              <>
                <br />
                <PlainText type="secondary">
                  Fonte do ato:{' '}
                  {/^https?:\/\//i.test(item.ato.fonte) ? (
                    <PlainLink href={item.ato.fonte} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {item.ato.fonte}
                    </PlainLink>
                  ) : (
                    item.ato.fonte
                  )}
                </PlainText>
              </>
            ) : null}
            <br />
            <PlainText type="secondary">Base legal: {item.fundamento}.</PlainText>
            <br />
            <PlainText type="secondary">Onde: {item.ondeFazer} (site oficial; nunca pague por link recebido em mensagem).</PlainText>
          </PlainParagraph>
          {children}
        </div>
        <div>
          {item.marca ? (
            <Flex vertical gap={4} align="end">
              <Tag color="success" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }}>
                {rotuloMarca}
              </Tag>
              {onDesmarcar ? (
                <Button
                  size="small"
                  type="link"
                  onClick={() => onDesmarcar(item)}
                  disabled={ocupado}
                  aria-label={`Desfazer: ${item.nome} ${formatarCompetencia(item.competencia)}`}
                >
                  Desfazer
                </Button>
              ) : null}
            </Flex>
          ) : onMarcar ? (
            <Button
              onClick={() => onMarcar(item)}
              disabled={ocupado}
              aria-label={`Marcar como ${status}: ${item.nome} ${formatarCompetencia(item.competencia)}`}
            >
              Marcar como {status}
            </Button>
          ) : null}
        </div>
      </Flex>
    </PlainCard>
  );
}

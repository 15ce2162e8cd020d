import type { ReactNode } from 'react';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { dataPorExtenso, formatarCompetencia } from '@semmultas/shared/agenda/textos';
import { statusDoTipo, type ItemAgenda } from '../utils/agenda';

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
    <Card
      size="small"
      role="listitem"
      aria-label={`${item.nome}, competência ${formatarCompetencia(item.competencia)}, vence em ${dataPorExtenso(item.data)}`}
      style={{
        borderColor: item.atrasado ? token.colorError : undefined,
        borderInlineStartWidth: 4,
        borderInlineStartColor: item.atrasado ? token.colorError : item.marca ? token.colorSuccess : token.colorPrimary,
      }}
    >
      <Flex wrap justify="space-between" gap={12} align="start">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {item.nome}
          </Typography.Text>
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
          <Typography.Paragraph style={{ margin: '6px 0 0' }}>
            <Typography.Text strong>Vence em {dataPorExtenso(item.data)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">Por quê: {item.explicacao}.</Typography.Text>
            {item.feriadoLocal ? (
              <>
                <br />
                <Typography.Text type="warning">
                  Feriado local: {item.feriadoLocal} (na localidade da empresa,{' '}
                  {item.empresa.municipio ? `${item.empresa.municipio}/${item.empresa.uf}` : item.empresa.uf}, como você informou).
                </Typography.Text>
              </>
            ) : null}
            {item.ato?.fonte ? (
              <>
                <br />
                <Typography.Text type="secondary">
                  Fonte do ato:{' '}
                  {/^https?:\/\//i.test(item.ato.fonte) ? (
                    <Typography.Link href={item.ato.fonte} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {item.ato.fonte}
                    </Typography.Link>
                  ) : (
                    item.ato.fonte
                  )}
                </Typography.Text>
              </>
            ) : null}
            <br />
            <Typography.Text type="secondary">Base legal: {item.fundamento}.</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              Onde: {item.ondeFazer} (site oficial; nunca pague por link recebido em mensagem).
            </Typography.Text>
          </Typography.Paragraph>
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
    </Card>
  );
}

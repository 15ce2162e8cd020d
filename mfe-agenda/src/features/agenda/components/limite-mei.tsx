import { Link } from 'react-router-dom';
import { Alert } from 'antd';
import { PlainProgress } from '@semmultas/shared/ui/plain-progress';
import { formatarPercentual, formatarReais } from '@semmultas/shared/tributos/formatacao';
import { vigiarLimiteMei, type NivelMei } from '@semmultas/shared/tributos/vigia-mei';
import type { EmpresaRow } from '@semmultas/shared/agenda/banco';
import { PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';

export interface LimiteMeiProps {
  empresa: EmpresaRow;
  ano: number;
  /** The year's Entradas of the owner's ledger; null without a ledger; undefined while loading. */
  receita: number | null | undefined;
}

const TIPO: Record<NivelMei, 'info' | 'warning' | 'error'> = {
  ok: 'info',
  atencao: 'warning',
  'no-limite': 'error',
  'acima-ate-20': 'error',
  'acima-de-20': 'error',
};

/** SIMPLES.md §12 in the agenda of an MEI company: the year's revenue against the limit. */
export function LimiteMei({ empresa, ano, receita }: LimiteMeiProps) {
  if (receita === undefined) return null;
  const titulo = `Limite do MEI em ${ano}: ${empresa.nome}`;
  if (receita === null) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={titulo}
        description={
          <>
            Lance as Entradas da empresa no{' '}
            <Link to="/fluxo-caixa" style={{ textDecoration: 'underline' }}>
              Fluxo de Caixa
            </Link>{' '}
            (Premium) e a agenda mostra quanto do limite anual de faturamento do MEI já foi usado, com aviso a partir de 80%.
          </>
        }
      />
    );
  }
  let vigia;
  try {
    vigia = vigiarLimiteMei({ ano, receita, inicioAtividade: empresa.inicio_atividade ?? undefined });
  } catch (e) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={titulo}
        description={e instanceof RangeError ? e.message : 'Não foi possível calcular o limite.'}
      />
    );
  }
  return (
    <Alert
      type={TIPO[vigia.nivel]}
      showIcon
      role={vigia.nivel === 'ok' ? undefined : 'alert'}
      style={{ marginBottom: 16 }}
      title={`${titulo} — ${formatarReais(vigia.receita)} de ${formatarReais(vigia.limite)} (${formatarPercentual(vigia.percentual, 2)})`}
      description={
        <>
          <PlainProgress
            percent={Math.min(100, vigia.percentual)}
            status={vigia.nivel === 'ok' ? 'normal' : 'exception'}
            aria-label={`${formatarPercentual(vigia.percentual, 2)} do limite do MEI`}
          />
          <PlainParagraph style={{ margin: '4px 0' }}>{vigia.mensagem}</PlainParagraph>
          <PlainText type="secondary">
            Soma das Entradas de {ano} no seu Fluxo de Caixa. Base legal: {vigia.fundamento}.
          </PlainText>
        </>
      }
    />
  );
}

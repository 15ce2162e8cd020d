// Issue 21 finding 9: the state's own ICMS facts on its page, from the same table the
// calculators use (shared/src/icms/uf-data), with their sources and what was not checked.
import { Card, Descriptions, Typography } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { Link } from 'react-router-dom';
import { dadosUf, ehUf, explicacaoMetodoDifal, type DadosUf } from '@semmultas/shared/icms/uf-data';

const pct = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** Which interstate rate a sale from this state carries (Resoluções do Senado 22/1989 e 13/2012). */
function interestadual(d: DadosUf): string {
  const sulSudesteSemEs = (d.regiao === 'Sul' || d.regiao === 'Sudeste') && d.sigla !== 'ES';
  return sulSudesteSemEs
    ? '7% para Norte, Nordeste, Centro-Oeste e ES; 12% para os demais estados do Sul e Sudeste; 4% para importados (Resoluções do Senado 22/1989 e 13/2012).'
    : '12% para todos os estados; 4% para importados (Resoluções do Senado 22/1989 e 13/2012).';
}

function fundamento(d: DadosUf): string {
  const ato =
    d.fundamentoAliquota ??
    (d.leiIcms ? `lei do ICMS: ${d.leiIcms} (ato da alíquota atual não conferido)` : 'ato da alíquota atual não conferido');
  const desde = d.vigenciaAliquota ? `vigente desde ${d.vigenciaAliquota.split('-').reverse().join('/')}` : 'vigência não conferida';
  return `${ato}; ${desde}`;
}

export function StateFacts({ sigla }: { sigla: string }) {
  // Label beside the value from 768 px; above it on a phone, so the text keeps the width.
  const wide = useScreens().md !== false;
  if (!ehUf(sigla)) return null;
  const d = dadosUf(sigla);
  const difal = explicacaoMetodoDifal(sigla);
  return (
    <Card
      size="small"
      title={
        <span role="heading" aria-level={3}>
          Dados de ICMS: {d.nome}
        </span>
      }
      style={{ marginTop: 24 }}
    >
      <Descriptions
        column={1}
        size="small"
        layout={wide ? 'horizontal' : 'vertical'}
        styles={wide ? { label: { width: 220 } } : { content: { paddingBottom: 12 } }}
        items={[
          {
            key: 'interna',
            label: 'Alíquota interna padrão',
            children: (
              <span>
                <strong>{pct(d.aliquotaInterna)}</strong> — {fundamento(d)}
              </span>
            ),
          },
          {
            key: 'fcp',
            label: 'Fundo de Combate à Pobreza',
            children: d.fcp.percentualUsual
              ? `${d.fcp.nome ?? 'FCP'}: ${pct(d.fcp.percentualUsual)} adicional sobre as mercadorias que a lei estadual lista (ADCT, art. 82, § 1º).`
              : 'Nenhum percentual usual registrado; algumas mercadorias podem ter FCP na lei estadual (ADCT, art. 82, § 1º).',
          },
          { key: 'inter', label: `Vendas de ${d.sigla} para outros estados`, children: interestadual(d) },
          {
            key: 'difal',
            label: 'DIFAL (consumidor final não contribuinte)',
            children: (
              <span>
                <strong>{difal.metodo}</strong> — {difal.texto}
              </span>
            ),
          },
          ...(d.observacao ? [{ key: 'obs', label: 'Atenção', children: d.observacao }] : []),
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        As alíquotas mudam quase todo ano: confirme na SEFAZ-{d.sigla} antes de recolher.{' '}
        <Link to="/calculadora-icms?calculadora=difal" style={{ textDecoration: 'underline' }}>
          Abrir a calculadora de DIFAL
        </Link>
      </Typography.Paragraph>
    </Card>
  );
}

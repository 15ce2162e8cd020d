import { useId, useMemo, useState } from 'react';
import { Alert, Button, Collapse, Flex, Tag } from 'antd';
import { addDias, diferencaEmDias, formatarData as formatarDataCurta } from '@semmultas/shared/agenda/index';
import { formatarPercentual, formatarReais } from '@semmultas/shared/tributos/formatacao';
import { custoDoAtraso, type Atraso, type CenarioPagamento } from '@semmultas/shared/tributos/custo-do-atraso';
import { memoriaComoTexto, type Passo } from '@semmultas/shared/tributos/passos';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { Link } from 'react-router-dom';
import type { TabelaSelic } from '@semmultas/shared/tributos/selic';
import type { ItemAgenda } from '../utils/agenda';
import { linksDoItem } from '../utils/links-calculadoras';
import { PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';

export interface CustoDoAtrasoProps {
  item: ItemAgenda;
  /** The amount typed for this guide, if any. */
  valor?: number;
  /** Today ('YYYY-MM-DD'): an overdue item is priced for paying today and a week from today. */
  hoje: string;
  /** The Selic table to price juros with (the database's; the shipped one by default). */
  taxasSelic?: TabelaSelic;
  /** Absent for a company shared with this account: the amount is read-only. */
  onSalvarValor?: (valor: number) => Promise<void>;
}

const pct = (v: number) => formatarPercentual(v, 2);
const formatarData = (data: string) => formatarDataCurta(data, true);

function linhaPagamento(c: CenarioPagamento): string {
  const quando = `Pagando ${c.rotulo} (${formatarData(c.pagamento)})`;
  const juros =
    c.selicFaltando.length > 0
      ? `juros de ${pct(c.jurosPct)} + a Selic de ${c.selicFaltando.join(', ')}, ainda não publicada`
      : c.juros !== undefined
        ? `juros ${formatarReais(c.juros)} (${pct(c.jurosPct)})`
        : `juros de ${pct(c.jurosPct)}`;
  if (c.multa === undefined) return `${quando}: multa de ${pct(c.multaPct)} e ${juros} sobre o valor da guia.`;
  const total = c.total !== undefined ? ` = ${formatarReais(c.total)}` : '';
  return `${quando}: multa ${formatarReais(c.multa)} (${pct(c.multaPct)}, ${c.diasAtraso} ${c.diasAtraso === 1 ? 'dia' : 'dias'}) + ${juros}${total}.`;
}

function Memoria({ grupos, avisos }: { grupos: { titulo: string; passos: Passo[] }[]; avisos: string[] }) {
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'memoria',
          label: 'Memória de cálculo',
          children: (
            <>
              {grupos.map((g) => (
                <div key={g.titulo} style={{ marginBottom: 8 }}>
                  <PlainText strong style={{ fontSize: 13 }}>
                    {g.titulo}
                  </PlainText>
                  <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 13, margin: 0 }}>{memoriaComoTexto(g.passos)}</pre>
                </div>
              ))}
              {avisos.length > 0 ? (
                <ul style={{ margin: '8px 0 0', paddingInlineStart: 20, fontSize: 13 }}>
                  {avisos.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

/** A date still ahead: a week and a month late. Already past: today and a week from today. */
function atrasosDoItem(vencimento: string, hoje: string): Atraso[] | undefined {
  const dias = diferencaEmDias(vencimento, hoje);
  if (dias < 1) return undefined;
  return [
    { dias, rotulo: 'hoje' },
    { dias: dias + 7, rotulo: 'daqui a 1 semana' },
  ];
}

/** Beside a due date: what missing it by a week or a month costs, and the calculator that prices it. */
export function CustoDoAtraso({ item, valor, hoje, taxasSelic, onSalvarValor }: CustoDoAtrasoProps) {
  const idValor = useId();
  const [digitado, setDigitado] = useState<number>(valor ?? 0);
  const [salvando, setSalvando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const custo = useMemo(
    () =>
      custoDoAtraso({
        obrigacao: item.obrigacao,
        competencia: item.competencia,
        tipo: item.tipo,
        regime: item.empresa.regime,
        vencimento: item.data,
        valor,
        taxasSelic,
        atrasos: atrasosDoItem(item.data, hoje),
      }),
    [item.obrigacao, item.competencia, item.tipo, item.empresa.regime, item.data, valor, hoje, taxasSelic],
  );
  const vencido = item.data < hoje;
  const links = linksDoItem(item, valor);

  const salvar = async () => {
    if (!onSalvarValor || digitado <= 0) return;
    setErro(null);
    setSalvando(true);
    try {
      await onSalvarValor(digitado);
    } catch (e) {
      setErro(writeErrorMessage(e, 'Não foi possível salvar o valor. Tente de novo.'));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <section aria-label={`${vencido ? 'Quanto custa o atraso' : 'Se atrasar'}: ${item.nome}`} style={{ marginTop: 8 }}>
      <PlainText strong>{vencido ? 'Quanto custa o atraso' : 'Se atrasar'}</PlainText>
      {custo.tipo === 'pagamento' ? (
        <>
          {onSalvarValor ? (
            <Flex wrap gap={8} align="center" style={{ margin: '6px 0' }}>
              <label htmlFor={idValor}>Valor da guia</label>
              <MoneyInput id={idValor} mode="written" value={digitado} onChange={setDigitado} style={{ width: 160 }} />
              <Button size="small" onClick={salvar} loading={salvando} disabled={digitado <= 0 || digitado === valor}>
                Salvar valor
              </Button>
            </Flex>
          ) : valor !== undefined ? (
            <PlainParagraph style={{ margin: '4px 0' }}>Valor da guia: {formatarReais(valor)}</PlainParagraph>
          ) : null}
          {erro ? <Alert type="error" showIcon title={erro} role="alert" style={{ marginBottom: 6 }} /> : null}
          <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
            {custo.cenarios.map((c) => (
              <li key={c.dias}>{linhaPagamento(c)}</li>
            ))}
          </ul>
          {valor === undefined ? (
            <PlainText type="secondary">Informe o valor da guia para ver a multa e os juros em reais.</PlainText>
          ) : null}
          {custo.pgdas ? (
            <PlainParagraph type="secondary" style={{ margin: '4px 0 0' }}>
              PGDAS-D (a declaração do DAS):{' '}
              {custo.pgdas.inicioContagem
                ? `entregue até ${formatarData(addDias(custo.pgdas.inicioContagem, -1))}, não tem multa por atraso; depois, `
                : 'em atraso, '}
              2% ao mês sobre os tributos apurados, no mínimo R$ 50,00 ({custo.pgdas.fundamento}).
            </PlainParagraph>
          ) : null}
          <Memoria
            grupos={custo.cenarios.map((c) => ({
              titulo: `Pagamento ${c.rotulo}, em ${formatarData(c.pagamento)}`,
              // Without the amount only the percentages mean something.
              passos: c.resultado.passos.filter((p) => c.multa !== undefined || p.unidade === '%'),
            }))}
            avisos={[
              'Estimativa: a guia emitida no PGDAS-D, no PGMEI ou no Sicalc, para a data do pagamento, é a que vale.',
              ...new Set(
                custo.cenarios.flatMap((c) =>
                  c.selicFaltando.length > 0
                    ? [`A taxa Selic de ${c.selicFaltando.join(', ')} ainda não está na tabela: os juros desse cenário estão incompletos.`]
                    : [],
                ),
              ),
            ]}
          />
        </>
      ) : custo.tipo === 'declaracao' ? (
        <>
          <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
            {custo.cenarios.map((c) => (
              <li key={c.dias}>
                Entregando {c.rotulo} ({formatarData(c.entrega)}): {c.multa.resumo}
              </li>
            ))}
          </ul>
          <PlainText type="secondary">Base legal da multa: {custo.cenarios[0]!.multa.fundamento}.</PlainText>
          {custo.cenarios[0]!.multa.incerteza ? (
            <div style={{ marginTop: 4 }}>
              <Tag color="warning">Regra incerta</Tag>
              <PlainText type="secondary">{custo.cenarios[0]!.multa.incerteza}.</PlainText>
            </div>
          ) : null}
          {custo.cenarios.some((c) => c.multa.passos.length > 0) ? (
            <Memoria
              grupos={custo.cenarios
                .filter((c) => c.multa.passos.length > 0)
                .map((c) => ({ titulo: `Entrega ${c.rotulo}, em ${formatarData(c.entrega)}`, passos: c.multa.passos }))}
              avisos={[
                'Os meses de atraso são contados do dia seguinte ao prazo, cada um até a véspera do mesmo dia do mês seguinte; fração de mês conta como mês inteiro.',
              ]}
            />
          ) : null}
        </>
      ) : (
        <PlainParagraph type="secondary" style={{ margin: '4px 0 0' }}>
          {custo.mensagem}
        </PlainParagraph>
      )}
      {links.length > 0 ? (
        <Flex vertical gap={2} style={{ marginTop: 4 }}>
          {links.map((l) => (
            <Link key={l.href} to={l.href} style={{ textDecoration: 'underline' }}>
              {l.texto}
            </Link>
          ))}
        </Flex>
      ) : null}
    </section>
  );
}

import { useMemo } from 'react';
import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
import type { SupabaseClient } from '@supabase/supabase-js';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { Campo } from '../../../components/campo';
import { DataInput } from '../../../components/data-input';
import { PainelCalculadora, Secao } from '../../../components/painel-calculadora';
import { useCalculadora } from '../../../hooks/use-calculadora';
import { useValoresDoEndereco } from '../../../hooks/use-valores-do-endereco';
import { useTabelaSelic } from '../api/get-taxas-selic';
import { calculadoraAcrescimos, hojeEscrito, OPCOES_TRIBUTO, TITULO_ACRESCIMOS } from '../utils/calculadora-acrescimos';
import { acrescimosDoEndereco } from '../utils/endereco-acrescimos';
import { MesesSelic, NotasAcrescimos } from './notas-acrescimos';
import { PageHeader } from '@semmultas/shared/ui/page-header';

const PREFIXO = 'atraso';

/** /calculadora-icms/atraso: multa and juros on a late DAS, DAS-MEI or DARF (ACRESCIMOS.md). */
export function AcrescimosPage({ usuarioId, supabase }: { usuarioId: string | null; supabase: SupabaseClient }) {
  const selic = useTabelaSelic(supabase);
  const calculadora = useMemo(() => calculadoraAcrescimos(selic), [selic]);
  const uso = useCalculadora(calculadora, usuarioId, useValoresDoEndereco(acrescimosDoEndereco));
  const { valores: v, alterar, saida } = uso;
  const erro = saida?.tipo === 'erro' ? saida : undefined;
  const base = { prefixo: PREFIXO, erro };
  const hoje = hojeEscrito();

  return (
    <section aria-labelledby="atraso-titulo">
      <div className="sm-calc-nao-imprimir">
        <PageHeader
          title="DAS/DARF em atraso"
          titleId="atraso-titulo"
          subtitle={
            <>
              Multa de mora (0,33% por dia, até 20%) e juros Selic de uma guia federal paga depois do vencimento, com os dias contados e
              cada taxa usada (Lei 9.430/1996 art. 61).
            </>
          }
        />
      </div>
      <PainelCalculadora
        uso={uso}
        titulo={TITULO_ACRESCIMOS}
        prefixo={PREFIXO}
        produto="Calculadoras"
        colunaRotulo="Item"
        textoVazio="Informe o valor, o vencimento e a data do pagamento e use o botão Calcular para ver a multa, os juros e o total."
        notas={
          <>
            {saida?.tipo === 'ok' && selic.status === 'pronta' ? (
              <MesesSelic resultado={saida.resultado.acrescimos} tabela={selic.tabela} />
            ) : null}
            <NotasAcrescimos tributo={v.tributo} selic={selic} />
          </>
        }
      >
        <Secao titulo="Guia">
          <Campo {...base} nome="tributo" rotulo="Tipo de guia" largura="inteira">
            {({ id, status: _status, ...aria }) => (
              <PlainRadioGroup
                id={id}
                {...aria}
                aria-label="Tipo de guia"
                value={v.tributo}
                onChange={(tributo) => alterar({ tributo })}
                options={OPCOES_TRIBUTO.map((o) => ({ value: o.value, label: o.label }))}
              />
            )}
          </Campo>
          <Campo {...base} nome="principal" rotulo="Valor principal" extra="O valor da guia sem multa nem juros.">
            {(c) => <MoneyInput {...c} mode="written" value={v.principal} onChange={(principal) => alterar({ principal })} />}
          </Campo>
        </Secao>
        <Secao titulo="Datas">
          <Campo
            {...base}
            nome="vencimento"
            rotulo="Vencimento"
            extra={
              v.tributo === 'DARF'
                ? 'Como na Agenda Tributária ou no DARF.'
                : 'DAS e DAS-MEI: dia 20 do mês seguinte ao período (ou o dia útil seguinte).'
            }
          >
            {(c) => <DataInput {...c} formato="dia" value={v.vencimento} onChange={(vencimento) => alterar({ vencimento })} />}
          </Campo>
          <Campo {...base} nome="pagamento" rotulo="Data do pagamento" extra={`Hoje é ${hoje} (horário de Brasília).`}>
            {(c) => <DataInput {...c} formato="dia" value={v.pagamento} onChange={(pagamento) => alterar({ pagamento })} />}
          </Campo>
        </Secao>
      </PainelCalculadora>
    </section>
  );
}

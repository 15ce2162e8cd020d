import { Checkbox, Col } from 'antd';
import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
import { PlainSelect } from '@semmultas/shared/ui/plain-select';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { Campo } from '../../../components/campo';
import { PainelCalculadora, Secao } from '../../../components/painel-calculadora';
import { useCalculadora } from '../../../hooks/use-calculadora';
import { useValoresDoEndereco } from '../../../hooks/use-valores-do-endereco';
import { ANOS_MEI, CALCULADORA_MEI, OPCOES_ATIVIDADE, OPCOES_MES } from '../utils/calculadora-mei';
import { meiDoEndereco } from '../utils/endereco-mei';
import { LimiteMei } from './limite-mei';
import { GERADORES_OFICIAIS } from '../../../utils/geradores-oficiais';
import { PageHeader } from '@semmultas/shared/ui/page-header';

const PREFIXO = 'mei';
const OPCOES_ANO = ANOS_MEI.map((ano) => ({ value: ano as number, label: String(ano) }));

/** /calculadora-icms/mei: the DAS-MEI of the month and the year's limit (SIMPLES.md §12). */
export function MeiPage({ usuarioId }: { usuarioId: string | null }) {
  const uso = useCalculadora(CALCULADORA_MEI, usuarioId, useValoresDoEndereco(meiDoEndereco));
  const { valores: v, alterar, saida } = uso;
  const erro = saida?.tipo === 'erro' ? saida : undefined;
  const base = { prefixo: PREFIXO, erro };

  return (
    <section aria-labelledby="mei-titulo">
      <div className="sm-calc-nao-imprimir">
        <PageHeader
          title="MEI"
          titleId="mei-titulo"
          subtitle={
            <>
              O DAS-MEI do mês (INSS, ICMS e ISS em valores fixos) e o limite de receita do ano, com o que acontece se passar dele. A guia
              oficial é gerada no{' '}
              <a href={GERADORES_OFICIAIS['DAS-MEI'].url} className="sm-calc-link-no-texto" target="_blank" rel="noopener noreferrer">
                PGMEI
              </a>
              .
            </>
          }
        />
      </div>
      <PainelCalculadora
        uso={uso}
        titulo={CALCULADORA_MEI.titulo}
        prefixo={PREFIXO}
        produto="Calculadoras"
        colunaRotulo="Item"
        textoVazio="Escolha o ano e a atividade e use o botão Calcular para ver o DAS-MEI do mês e o limite do ano."
        extra={saida?.tipo === 'ok' ? <LimiteMei resultado={saida.resultado} /> : null}
      >
        <Secao titulo="Atividade">
          <Campo {...base} nome="ano" rotulo="Ano">
            {({ id, status, ...aria }) => (
              <PlainSelect
                id={id}
                status={status}
                {...aria}
                style={{ width: '100%' }}
                value={v.ano}
                onChange={(ano: number) => alterar({ ano })}
                options={OPCOES_ANO}
              />
            )}
          </Campo>
          <Campo {...base} nome="atividade" rotulo="O que o MEI faz" largura="inteira">
            {({ id, status: _status, ...aria }) => (
              <PlainRadioGroup
                id={id}
                {...aria}
                aria-label="O que o MEI faz"
                className="sm-calc-opcoes-verticais"
                value={v.atividade}
                onChange={(atividade) => alterar({ atividade })}
                options={OPCOES_ATIVIDADE.map((o) => ({ value: o.value, label: o.label }))}
              />
            )}
          </Campo>
        </Secao>

        <Secao titulo="Limite do ano">
          <Col span={24} style={{ marginBottom: 16 }}>
            <Checkbox checked={v.abriuNoAno} onChange={(e) => alterar({ abriuNoAno: e.target.checked })}>
              O MEI foi aberto neste ano
            </Checkbox>
          </Col>
          {v.abriuNoAno ? (
            <Campo
              {...base}
              nome="mesAbertura"
              rotulo="Mês de abertura"
              extra="No ano de abertura, o limite é proporcional aos meses (o de abertura conta inteiro)."
            >
              {({ id, status, ...aria }) => (
                <PlainSelect
                  id={id}
                  status={status}
                  {...aria}
                  style={{ width: '100%' }}
                  value={v.mesAbertura}
                  onChange={(mesAbertura: number) => alterar({ mesAbertura })}
                  options={OPCOES_MES}
                />
              )}
            </Campo>
          ) : null}
          <Campo
            {...base}
            nome="receitaAno"
            rotulo="Receita do ano até agora (opcional)"
            extra="Tudo o que vendeu desde janeiro (ou desde a abertura)."
          >
            {(c) => <MoneyInput {...c} mode="written" value={v.receitaAno} onChange={(receitaAno) => alterar({ receitaAno })} />}
          </Campo>
        </Secao>
      </PainelCalculadora>
    </section>
  );
}

import { Button, Checkbox, Col } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { Campo } from '../../../components/campo';
import { DataInput } from '../../../components/data-input';
import { PainelCalculadora, Secao } from '../../../components/painel-calculadora';
import { useCalculadora } from '../../../hooks/use-calculadora';
import { useValoresDoEndereco } from '../../../hooks/use-valores-do-endereco';
import { CALCULADORA_SIMPLES } from '../utils/calculadora-simples';
import { simplesDoEndereco } from '../utils/endereco-simples';
import { SEGMENTO_VAZIO, type SegmentoForm } from '../utils/segmentos';
import { CamposRbt12 } from './campos-rbt12';
import { SegmentoReceita } from './segmento-receita';
import { GERADORES_OFICIAIS } from '../../../utils/geradores-oficiais';
import { PageHeader } from '@semmultas/shared/ui/page-header';

const PREFIXO = 'simples';

/** /calculadora-icms/simples: the month's DAS of a Simples Nacional company (SIMPLES.md). */
export function SimplesPage({ usuarioId }: { usuarioId: string | null }) {
  const uso = useCalculadora(CALCULADORA_SIMPLES, usuarioId, useValoresDoEndereco(simplesDoEndereco));
  const { valores: v, alterar, saida } = uso;
  const erro = saida?.tipo === 'erro' ? saida : undefined;
  const base = { prefixo: PREFIXO, erro };
  const fatorR = v.segmentos.some((s) => s.anexo === 'fator_r');
  const exportacao = v.segmentos.some((s) => s.mercado === 'externo');

  function alterarSegmento(i: number, mudanca: Partial<SegmentoForm>) {
    alterar({ segmentos: v.segmentos.map((s, j) => (j === i ? { ...s, ...mudanca } : s)) });
  }

  return (
    <section aria-labelledby="simples-titulo">
      <div className="sm-calc-nao-imprimir">
        <PageHeader
          title="Simples Nacional (DAS)"
          titleId="simples-titulo"
          subtitle={
            <>
              O DAS do mês com a partilha tributo a tributo, a faixa, a alíquota efetiva, o vencimento e a memória de cálculo com a base
              legal (LC 123/2006, tabelas de 2018 a 2026). Confira no{' '}
              <a href={GERADORES_OFICIAIS.DAS.url} className="sm-calc-link-no-texto" target="_blank" rel="noopener noreferrer">
                PGDAS-D
              </a>
              , que gera a guia oficial.
            </>
          }
        />
      </div>
      <PainelCalculadora
        uso={uso}
        titulo={CALCULADORA_SIMPLES.titulo}
        prefixo={PREFIXO}
        produto="Calculadoras"
        colunaRotulo="Tributo"
        textoVazio="Preencha o período, a receita do mês e a dos 12 meses anteriores e use o botão Calcular para ver o DAS tributo a tributo e a memória de cálculo."
      >
        <Secao titulo="Período">
          <Campo
            {...base}
            nome="pa"
            rotulo="Período de apuração (mês/ano)"
            extra="O mês das vendas. O DAS vence no dia 20 do mês seguinte."
          >
            {(c) => <DataInput {...c} formato="mes" value={v.pa} onChange={(pa) => alterar({ pa })} />}
          </Campo>
        </Secao>

        <Secao titulo="Receita do mês" descricao="Uma atividade por anexo; junte as vendas que pagam igual.">
          {v.segmentos.map((s, i) => (
            <SegmentoReceita
              key={i}
              indice={i}
              unico={v.segmentos.length === 1}
              segmento={s}
              alterar={(m) => alterarSegmento(i, m)}
              remover={() => alterar({ segmentos: v.segmentos.filter((_, j) => j !== i) })}
              {...base}
            />
          ))}
          {v.segmentos.length < 6 ? (
            <Col span={24} style={{ marginBottom: 16 }}>
              <Button icon={<PlusOutlined />} onClick={() => alterar({ segmentos: [...v.segmentos, SEGMENTO_VAZIO] })}>
                Adicionar outra atividade
              </Button>
            </Col>
          ) : null}
        </Secao>

        <Secao titulo="Receita dos meses anteriores">
          <CamposRbt12 valores={v} alterar={alterar} fatorR={fatorR} {...base} />
          {exportacao ? (
            <Campo
              {...base}
              nome="rbt12Externo"
              rotulo="Exportações dos 12 meses anteriores"
              extra="A exportação tem RBT12 e alíquota próprios."
            >
              {(c) => <MoneyInput {...c} mode="written" value={v.rbt12Externo} onChange={(rbt12Externo) => alterar({ rbt12Externo })} />}
            </Campo>
          ) : null}
        </Secao>

        {fatorR && !v.menosDe13Meses ? (
          <Secao
            titulo="Folha de salários (Fator R)"
            descricao="Fator R = folha dos 12 meses ÷ receita dos 12 meses. Com 28% ou mais, a atividade paga pelo Anexo III (a partir de 6%); abaixo de 28%, pelo Anexo V (a partir de 15,5%)."
          >
            <Campo
              {...base}
              nome="folha12"
              rotulo="Folha de salários dos 12 meses anteriores"
              extra="Salários, pró-labore, 13º, férias, FGTS e a CPP pagos nos 12 meses antes do período."
            >
              {(c) => <MoneyInput {...c} mode="written" value={v.folha12} onChange={(folha12) => alterar({ folha12 })} />}
            </Campo>
          </Secao>
        ) : null}

        <Secao titulo="ICMS e ISS">
          <Col span={24} style={{ marginBottom: 16 }}>
            <Checkbox checked={v.icmsIssNoDas} onChange={(e) => alterar({ icmsIssNoDas: e.target.checked })}>
              ICMS e ISS pagos no DAS
            </Checkbox>
            <div className="sm-calc-secao-descricao" style={{ marginTop: 4 }}>
              Desmarque só se a receita do ano passou do sublimite de R$ 3.600.000,00 e o estado e o município já cobram à parte.
            </div>
          </Col>
        </Secao>
      </PainelCalculadora>
    </section>
  );
}

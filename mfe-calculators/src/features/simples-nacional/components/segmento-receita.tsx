import { Button, Checkbox, Col } from 'antd';
import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
import { DeleteOutlined } from '@ant-design/icons';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import type { Segregacao } from '../../../engine';
import { Campo, type ErroCampo } from '../../../components/campo';
import { OPCOES_ANEXO, ROTULOS_SEGREGACAO, segregacoesDoAnexo, type SegmentoForm } from '../utils/segmentos';

interface SegmentoReceitaProps {
  indice: number;
  /** Only one activity: the labels need no number. */
  unico: boolean;
  segmento: SegmentoForm;
  alterar(mudanca: Partial<SegmentoForm>): void;
  remover(): void;
  prefixo: string;
  erro: ErroCampo | undefined;
}

/** One activity's revenue of the month: amount, anexo, market and what is segregated. */
export function SegmentoReceita({ indice, unico, segmento: s, alterar, remover, prefixo, erro }: SegmentoReceitaProps) {
  const n = indice + 1;
  const base = { prefixo, erro };
  const possiveis = segregacoesDoAnexo(s.anexo);
  return (
    <Col span={24}>
      <div className="sm-calc-segmento" role="group" aria-label={`Atividade ${n}`}>
        {!unico ? (
          <div className="sm-calc-segmento-cabeca">
            <span>Atividade {n}</span>
            <Button size="small" icon={<DeleteOutlined />} onClick={remover} aria-label={`Remover a atividade ${n}`}>
              Remover
            </Button>
          </div>
        ) : null}
        <Campo
          {...base}
          nome={`receita-${indice}`}
          rotulo={unico ? 'Receita do mês' : `Receita da atividade ${n}`}
          largura="inteira"
          extra="Vendas e serviços do mês, já descontadas as devoluções."
        >
          {(c) => <MoneyInput {...c} mode="written" value={s.receita} onChange={(receita) => alterar({ receita })} />}
        </Campo>
        <Campo {...base} nome={`anexo-${indice}`} rotulo={unico ? 'Anexo da atividade' : `Anexo da atividade ${n}`} largura="inteira">
          {({ id, status: _status, ...aria }) => (
            <PlainRadioGroup
              id={id}
              {...aria}
              aria-label={unico ? 'Anexo da atividade' : `Anexo da atividade ${n}`}
              className="sm-calc-opcoes-verticais"
              value={s.anexo}
              onChange={(anexo) => {
                const validas = segregacoesDoAnexo(anexo) as Segregacao[];
                alterar({ anexo, segregacao: s.segregacao.filter((x) => validas.includes(x)) });
              }}
              options={OPCOES_ANEXO.map((o) => ({ value: o.value, label: o.label }))}
            />
          )}
        </Campo>
        <Campo {...base} nome={`mercado-${indice}`} rotulo="Para quem vendeu" largura="inteira">
          {({ id, status: _status, ...aria }) => (
            <PlainRadioGroup
              id={id}
              {...aria}
              aria-label={unico ? 'Para quem vendeu' : `Para quem vendeu (atividade ${n})`}
              value={s.mercado}
              onChange={(mercado) => alterar({ mercado, segregacao: [] })}
              options={[
                { value: 'interno', label: 'Clientes no Brasil' },
                { value: 'externo', label: 'Exportação' },
              ]}
            />
          )}
        </Campo>
        {possiveis.length > 0 && s.mercado === 'interno' ? (
          <Campo
            {...base}
            nome={`segregacao-${indice}`}
            rotulo="Nesta receita há (marque o que vale)"
            largura="inteira"
            extra="Cada item marcado tira do DAS só o tributo já pago de outro jeito; os demais não mudam."
          >
            {({ id, status: _status, ...aria }) => (
              <div id={id} role="group" aria-label={unico ? 'Nesta receita há' : `Na receita da atividade ${n} há`} {...aria}>
                <Checkbox.Group
                  className="sm-calc-opcoes-verticais"
                  value={s.segregacao}
                  onChange={(marcadas) => alterar({ segregacao: marcadas as Segregacao[] })}
                  options={possiveis.map((seg) => ({ value: seg, label: ROTULOS_SEGREGACAO[seg] }))}
                />
              </div>
            )}
          </Campo>
        ) : null}
      </div>
    </Col>
  );
}

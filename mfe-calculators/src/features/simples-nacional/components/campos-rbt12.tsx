import { Checkbox, Col } from 'antd';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { Campo, type ErroCampo } from '../../../components/campo';
import { DataInput } from '../../../components/data-input';
import { escreverData } from '../../../utils/datas-escritas';
import { mesesDesdeAbertura, type ValoresSimples } from '../utils/calculadora-simples';

interface CamposRbt12Props {
  valores: ValoresSimples;
  alterar(mudanca: Partial<ValoresSimples>): void;
  fatorR: boolean;
  prefixo: string;
  erro: ErroCampo | undefined;
}

/**
 * RBT12 (SIMPLES.md §1), or, for a company under 13 months, each month since the opening
 * (§8: the average of the months before the PA × 12), with the payroll of each month when
 * the Fator R applies (§7).
 */
export function CamposRbt12({ valores: v, alterar, fatorR, prefixo, erro }: CamposRbt12Props) {
  const base = { prefixo, erro };
  const meses = v.menosDe13Meses ? mesesDesdeAbertura(v) : null;
  return (
    <>
      <Col span={24}>
        <Checkbox checked={v.menosDe13Meses} onChange={(e) => alterar({ menosDe13Meses: e.target.checked })} style={{ marginBottom: 16 }}>
          A empresa abriu há menos de 13 meses
        </Checkbox>
      </Col>
      {!v.menosDe13Meses ? (
        <Campo
          {...base}
          nome="rbt12"
          rotulo="Receita dos 12 meses anteriores (RBT12)"
          extra="Soma das receitas dos 12 meses antes do período, sem contar o próprio mês. Exportação à parte."
        >
          {(c) => <MoneyInput {...c} mode="written" value={v.rbt12} onChange={(rbt12) => alterar({ rbt12 })} />}
        </Campo>
      ) : (
        <>
          <Campo {...base} nome="abertura" rotulo="Mês de abertura (CNPJ)" extra="O mês da abertura conta inteiro.">
            {(c) => <DataInput {...c} formato="mes" value={v.abertura} onChange={(abertura) => alterar({ abertura })} />}
          </Campo>
          {meses && meses.length === 0 ? (
            <Col span={24}>
              <p className="sm-calc-secao-descricao">1º mês de atividade: o RBT12 é a receita do mês × 12.</p>
            </Col>
          ) : null}
          {meses?.map((mes) => (
            <MesAnterior key={mes} mes={mes} fatorR={fatorR} valores={v} alterar={alterar} {...base} />
          ))}
          {meses && meses.length === 0 && fatorR ? (
            <Campo
              {...base}
              nome="folhaMes"
              rotulo="Folha de salários do mês"
              extra="No mês de abertura, o Fator R é a folha do mês ÷ a receita do mês."
            >
              {(c) => <MoneyInput {...c} mode="written" value={v.folhaMes} onChange={(folhaMes) => alterar({ folhaMes })} />}
            </Campo>
          ) : null}
        </>
      )}
    </>
  );
}

function MesAnterior({
  mes,
  fatorR,
  valores: v,
  alterar,
  prefixo,
  erro,
}: { mes: string } & Omit<CamposRbt12Props, 'fatorR'> & { fatorR: boolean }) {
  const rotulo = escreverData(mes);
  return (
    <>
      <Campo prefixo={prefixo} erro={erro} nome={`receita-${mes}`} rotulo={`Receita de ${rotulo}`}>
        {(c) => (
          <MoneyInput
            {...c}
            mode="written"
            value={v.receitasMeses[mes] ?? 0}
            onChange={(valor) => alterar({ receitasMeses: { ...v.receitasMeses, [mes]: valor } })}
          />
        )}
      </Campo>
      {fatorR ? (
        <Campo prefixo={prefixo} erro={erro} nome={`folha-${mes}`} rotulo={`Folha de ${rotulo}`}>
          {(c) => (
            <MoneyInput
              {...c}
              mode="written"
              value={v.folhasMeses[mes] ?? 0}
              onChange={(valor) => alterar({ folhasMeses: { ...v.folhasMeses, [mes]: valor } })}
            />
          )}
        </Campo>
      ) : null}
    </>
  );
}

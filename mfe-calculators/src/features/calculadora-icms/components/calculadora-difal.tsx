import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { explicacaoMetodoDifal, type UF } from '../../../engine';
import { useCalculadora } from '../../../hooks/use-calculadora';
import { CALCULADORA_DIFAL } from '../utils/calculadora-difal';
import { Campo } from '../../../components/campo';
import { CamposRota, ExtraFcp, origemAliquotaInterna } from './campos-rota';
import { DecimalInput } from '../../../components/decimal-input';
import { PainelCalculadora, Secao } from '../../../components/painel-calculadora';

const PREFIXO = 'difal';

/** The method's help names its source (issue 21 finding 10). */
function extraMetodo(uf: UF | null): string {
  if (!uf) return 'Cada estado escolhe o método na sua lei; na dúvida, a base dupla nunca recolhe a menos (LC 87/1996, art. 13, § 1º, I).';
  return explicacaoMetodoDifal(uf).texto;
}

/** DIFAL on sales to a non-contributor final consumer in another state (ICMS.md §3). */
export function CalculadoraDifal({ usuarioId }: { usuarioId: string | null }) {
  const uso = useCalculadora(CALCULADORA_DIFAL, usuarioId);
  const { valores: v, alterar, saida } = uso;
  const erro = saida?.tipo === 'erro' ? saida : undefined;
  const base = { prefixo: PREFIXO, erro };

  return (
    <PainelCalculadora uso={uso} titulo={CALCULADORA_DIFAL.titulo} prefixo={PREFIXO}>
      <Secao titulo="Operação">
        <CamposRota {...base} valores={v} alterar={alterar} />
        <Campo {...base} nome="vOperacao" extra="Produtos, frete, seguro, outras despesas e IPI, menos descontos.">
          {(c) => <MoneyInput {...c} mode="written" value={v.vOperacao} onChange={(vOperacao) => alterar({ vOperacao })} />}
        </Campo>
      </Secao>

      <Secao titulo="Alíquotas e método">
        <Campo {...base} nome="pICMSInter" extra="Preenchida pelas UFs: 4, 7 ou 12%.">
          {(c) => (
            <DecimalInput
              {...c}
              suffix="%"
              placeholder="4, 7 ou 12"
              value={v.pICMSInter}
              onChange={(pICMSInter) => alterar({ pICMSInter })}
            />
          )}
        </Campo>
        <Campo {...base} nome="pICMSIntraDestino" extra={origemAliquotaInterna(v.ufDestino)}>
          {(c) => (
            <DecimalInput {...c} suffix="%" value={v.pICMSIntraDestino} onChange={(pICMSIntraDestino) => alterar({ pICMSIntraDestino })} />
          )}
        </Campo>
        <Campo {...base} nome="pFCP" extra={<ExtraFcp uf={v.ufDestino} aoUsar={(pFCP) => alterar({ pFCP })} />}>
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pFCP} onChange={(pFCP) => alterar({ pFCP })} />}
        </Campo>
        <Campo {...base} nome="metodo" largura="inteira" extra={extraMetodo(v.ufDestino)}>
          {({ id, status: _status, ...aria }) => (
            <PlainRadioGroup
              id={id}
              {...aria}
              aria-label="Método de cálculo do DIFAL"
              value={v.metodo}
              onChange={(metodo) => alterar({ metodo })}
              options={[
                { value: 'base_dupla', label: 'Base dupla' },
                { value: 'base_unica', label: 'Base única' },
              ]}
            />
          )}
        </Campo>
      </Secao>
    </PainelCalculadora>
  );
}

import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
import { PlainSwitch } from '@semmultas/shared/ui/plain-switch';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { ALIQUOTA_INTERNA_PADRAO, formatarPercentual } from '../../../engine';
import { useCalculadora } from '../../../hooks/use-calculadora';
import { CALCULADORA_ST } from '../utils/calculadora-st';
import { Campo } from '../../../components/campo';
import { CamposRota, ExtraFcp, origemAliquotaInterna } from './campos-rota';
import { DecimalInput } from '../../../components/decimal-input';
import { PainelCalculadora, Secao } from '../../../components/painel-calculadora';

const PREFIXO = 'st';

/** ICMS-ST in an interstate sale (ICMS.md §1). */
export function CalculadoraSt({ usuarioId }: { usuarioId: string | null }) {
  const uso = useCalculadora(CALCULADORA_ST, usuarioId);
  const { valores: v, alterar, saida } = uso;
  const erro = saida?.tipo === 'erro' ? saida : undefined;
  const base = { prefixo: PREFIXO, erro };

  return (
    <PainelCalculadora uso={uso} titulo={CALCULADORA_ST.titulo} prefixo={PREFIXO}>
      <Secao titulo="Operação">
        <CamposRota {...base} valores={v} alterar={alterar} />
      </Secao>

      <Secao titulo="Valores da nota">
        <Campo {...base} nome="vProd">
          {(c) => <MoneyInput {...c} mode="written" value={v.vProd} onChange={(vProd) => alterar({ vProd })} />}
        </Campo>
        <Campo {...base} nome="vFrete">
          {(c) => <MoneyInput {...c} mode="written" value={v.vFrete} onChange={(vFrete) => alterar({ vFrete })} />}
        </Campo>
        <Campo {...base} nome="vSeg">
          {(c) => <MoneyInput {...c} mode="written" value={v.vSeg} onChange={(vSeg) => alterar({ vSeg })} />}
        </Campo>
        <Campo {...base} nome="vOutro" rotulo="Outras despesas acessórias">
          {(c) => <MoneyInput {...c} mode="written" value={v.vOutro} onChange={(vOutro) => alterar({ vOutro })} />}
        </Campo>
        <Campo {...base} nome="vDesc" rotulo="Desconto incondicional">
          {(c) => <MoneyInput {...c} mode="written" value={v.vDesc} onChange={(vDesc) => alterar({ vDesc })} />}
        </Campo>
        <Campo {...base} nome="pIPI">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pIPI} onChange={(pIPI) => alterar({ pIPI })} />}
        </Campo>
      </Secao>

      <Secao titulo="Alíquotas e MVA">
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
        <Campo
          {...base}
          nome="pICMSIntra"
          extra={origemAliquotaInterna(v.ufDestino, `Sem UF de destino e sem alíquota: ${formatarPercentual(ALIQUOTA_INTERNA_PADRAO)}.`)}
        >
          {(c) => (
            <DecimalInput
              {...c}
              suffix="%"
              placeholder={formatarPercentual(ALIQUOTA_INTERNA_PADRAO).replace('%', '')}
              value={v.pICMSIntra}
              onChange={(pICMSIntra) => alterar({ pICMSIntra })}
            />
          )}
        </Campo>
        <Campo {...base} nome="pMVAST" extra="A do convênio ou protocolo da mercadoria.">
          {(c) => <DecimalInput {...c} suffix="%" value={v.pMVAST} onChange={(pMVAST) => alterar({ pMVAST })} />}
        </Campo>
        <Campo {...base} nome="ajustarMVA" extra="Convênio ICMS 142/2018. Desligue se a MVA informada já for a ajustada.">
          {({ id, status: _status, ...aria }) => (
            <PlainSwitch
              id={id}
              {...aria}
              checked={v.ajustarMVA}
              onChange={(ajustarMVA) => alterar({ ajustarMVA })}
              checkedChildren="Sim"
              unCheckedChildren="Não"
            />
          )}
        </Campo>
        <Campo
          {...base}
          nome="ipiNaBaseProprio"
          rotulo="Destinação da mercadoria"
          largura="inteira"
          extra="No uso e consumo ou ativo, o IPI entra na base do ICMS próprio (LC 87/96, art. 13, §2º)."
        >
          {({ id, status: _status, ...aria }) => (
            <PlainRadioGroup
              id={id}
              {...aria}
              aria-label="Destinação da mercadoria"
              value={v.ipiNaBaseProprio}
              onChange={(ipiNaBaseProprio) => alterar({ ipiNaBaseProprio })}
              options={[
                { value: false, label: 'Revenda ou industrialização' },
                { value: true, label: 'Uso e consumo ou ativo' },
              ]}
            />
          )}
        </Campo>
      </Secao>

      <Secao titulo="Reduções de base e FCP">
        <Campo {...base} nome="pRedBC">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pRedBC} onChange={(pRedBC) => alterar({ pRedBC })} />}
        </Campo>
        <Campo {...base} nome="pRedBCST">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pRedBCST} onChange={(pRedBCST) => alterar({ pRedBCST })} />}
        </Campo>
        <Campo {...base} nome="pFCPST" extra={<ExtraFcp uf={v.ufDestino} aoUsar={(pFCPST) => alterar({ pFCPST })} />}>
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pFCPST} onChange={(pFCPST) => alterar({ pFCPST })} />}
        </Campo>
      </Secao>
    </PainelCalculadora>
  );
}

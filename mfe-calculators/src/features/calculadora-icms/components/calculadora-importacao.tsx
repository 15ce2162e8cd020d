import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
import { MoneyInput } from '@semmultas/shared/ui/money-input';
import { useCalculadora } from '../../../hooks/use-calculadora';
import { CALCULADORA_IMPORTACAO } from '../utils/calculadora-importacao';
import { Campo } from '../../../components/campo';
import { ExtraFcp, origemAliquotaInterna } from './campos-rota';
import { DecimalInput } from '../../../components/decimal-input';
import { PainelCalculadora, Secao } from '../../../components/painel-calculadora';
import { UfSelect } from './uf-select';

const PREFIXO = 'importacao';

type CampoEmReais = 'vII' | 'vIPI' | 'vPIS' | 'vCOFINS' | 'vAFRMM' | 'vArmazenagem' | 'vSiscomex' | 'vMulta' | 'vOutras';

const VALORES_CONHECIDOS: [CampoEmReais, string][] = [
  ['vII', 'Valor do II'],
  ['vIPI', 'Valor do IPI'],
  ['vPIS', 'Valor do PIS-Importação'],
  ['vCOFINS', 'Valor da COFINS-Importação'],
];

const DESPESAS: [CampoEmReais, string][] = [
  ['vAFRMM', 'AFRMM'],
  ['vArmazenagem', 'Armazenagem'],
  ['vSiscomex', 'Taxa Siscomex'],
  ['vMulta', 'Multas'],
  ['vOutras', 'Outras despesas aduaneiras'],
];

/** ICMS on imports, "por dentro" (ICMS.md §2). */
export function CalculadoraImportacao({ usuarioId }: { usuarioId: string | null }) {
  const uso = useCalculadora(CALCULADORA_IMPORTACAO, usuarioId);
  const { valores: v, alterar, saida } = uso;
  const erro = saida?.tipo === 'erro' ? saida : undefined;
  const base = { prefixo: PREFIXO, erro };
  const estrangeira = v.moeda === 'estrangeira';

  return (
    <PainelCalculadora uso={uso} titulo={CALCULADORA_IMPORTACAO.titulo} prefixo={PREFIXO}>
      <Secao titulo="Valor aduaneiro">
        <Campo {...base} nome="moeda" rotulo="Valor aduaneiro informado em" largura="inteira">
          {({ id, status: _status, ...aria }) => (
            <PlainRadioGroup
              id={id}
              {...aria}
              aria-label="Valor aduaneiro informado em"
              optionType="button"
              value={v.moeda}
              onChange={(moeda) => alterar({ moeda })}
              options={[
                { value: 'real', label: 'Reais (R$)' },
                { value: 'estrangeira', label: 'Moeda estrangeira' },
              ]}
            />
          )}
        </Campo>
        {estrangeira ? (
          <>
            <Campo {...base} nome="valorAduaneiro" rotulo="Valor aduaneiro na moeda estrangeira">
              {(c) => (
                <MoneyInput
                  {...c}
                  mode="written"
                  symbol={false}
                  value={v.valorEstrangeiro}
                  onChange={(valorEstrangeiro) => alterar({ valorEstrangeiro })}
                />
              )}
            </Campo>
            <Campo {...base} nome="taxaCambio" extra="A do registro da DI.">
              {(c) => (
                <DecimalInput
                  {...c}
                  casas={6}
                  placeholder="5,4321"
                  value={v.taxaCambio}
                  onChange={(taxaCambio) => alterar({ taxaCambio })}
                />
              )}
            </Campo>
          </>
        ) : (
          <Campo {...base} nome="valorAduaneiro" rotulo="Valor aduaneiro (R$)">
            {(c) => (
              <MoneyInput {...c} mode="written" value={v.vAduaneiroReais} onChange={(vAduaneiroReais) => alterar({ vAduaneiroReais })} />
            )}
          </Campo>
        )}
      </Secao>

      <Secao titulo="Tributos federais">
        <Campo {...base} nome="pII">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pII} onChange={(pII) => alterar({ pII })} />}
        </Campo>
        <Campo {...base} nome="pIPI" rotulo="Alíquota do IPI">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pIPI} onChange={(pIPI) => alterar({ pIPI })} />}
        </Campo>
        <Campo {...base} nome="pPIS">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="2,1" value={v.pPIS} onChange={(pPIS) => alterar({ pPIS })} />}
        </Campo>
        <Campo {...base} nome="pCOFINS">
          {(c) => <DecimalInput {...c} suffix="%" placeholder="9,65" value={v.pCOFINS} onChange={(pCOFINS) => alterar({ pCOFINS })} />}
        </Campo>
      </Secao>

      <Secao
        titulo="Valores já conhecidos (opcional)"
        descricao="Se a DI já traz o valor do tributo, informe-o: ele substitui o cálculo pela alíquota. Em branco ou zero, vale a alíquota."
      >
        {VALORES_CONHECIDOS.map(([nome, rotulo]) => (
          <Campo key={nome} {...base} nome={nome} rotulo={rotulo}>
            {(c) => <MoneyInput {...c} mode="written" value={v[nome]} onChange={(valor) => alterar({ [nome]: valor })} />}
          </Campo>
        ))}
      </Secao>

      <Secao titulo="Despesas aduaneiras">
        {DESPESAS.map(([nome, rotulo]) => (
          <Campo key={nome} {...base} nome={nome} rotulo={rotulo}>
            {(c) => <MoneyInput {...c} mode="written" value={v[nome]} onChange={(valor) => alterar({ [nome]: valor })} />}
          </Campo>
        ))}
      </Secao>

      <Secao titulo="ICMS">
        <Campo {...base} nome="ufDestino" rotulo="UF do importador">
          {(c) => <UfSelect {...c} value={v.ufDestino} onChange={(ufDestino) => alterar({ ufDestino })} />}
        </Campo>
        <Campo {...base} nome="pICMS" extra={origemAliquotaInterna(v.ufDestino, 'Preenchida ao escolher a UF do importador.')}>
          {(c) => <DecimalInput {...c} suffix="%" value={v.pICMS} onChange={(pICMS) => alterar({ pICMS })} />}
        </Campo>
        <Campo {...base} nome="pFCP" extra={<ExtraFcp uf={v.ufDestino} aoUsar={(pFCP) => alterar({ pFCP })} />}>
          {(c) => <DecimalInput {...c} suffix="%" placeholder="0" value={v.pFCP} onChange={(pFCP) => alterar({ pFCP })} />}
        </Campo>
      </Secao>
    </PainelCalculadora>
  );
}

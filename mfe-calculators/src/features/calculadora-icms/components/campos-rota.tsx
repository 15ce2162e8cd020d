import { Button } from 'antd';
import { PlainSwitch } from '@semmultas/shared/ui/plain-switch';
import { formatarPercentual, type UF } from '../../../engine';
import { aliquotaInternaSugerida, sugestaoFcp } from '../utils/sugestoes-uf';
import { Campo, type ErroCampo } from '../../../components/campo';
import { UfSelect } from './uf-select';

interface Rota {
  ufOrigem: UF | null;
  ufDestino: UF | null;
  importado: boolean;
}

interface CamposRotaProps {
  prefixo: string;
  erro: ErroCampo | undefined;
  valores: Rota;
  alterar: (mudanca: Partial<Rota>) => void;
}

/** Origin, destination and "importado": what decides the 4, 7 or 12 % interstate rate. */
export function CamposRota({ prefixo, erro, valores, alterar }: CamposRotaProps) {
  return (
    <>
      <Campo nome="ufOrigem" prefixo={prefixo} erro={erro}>
        {(c) => <UfSelect {...c} value={valores.ufOrigem} onChange={(ufOrigem) => alterar({ ufOrigem })} />}
      </Campo>
      <Campo nome="ufDestino" prefixo={prefixo} erro={erro}>
        {(c) => <UfSelect {...c} value={valores.ufDestino} onChange={(ufDestino) => alterar({ ufDestino })} />}
      </Campo>
      <Campo
        nome="importado"
        prefixo={prefixo}
        erro={erro}
        largura="inteira"
        extra="Importada ou com conteúdo de importação acima de 40%: alíquota interestadual de 4% (Resolução do Senado 13/2012)."
      >
        {({ id, status: _status, ...aria }) => (
          <PlainSwitch
            id={id}
            {...aria}
            checked={valores.importado}
            onChange={(importado) => alterar({ importado })}
            checkedChildren="Sim"
            unCheckedChildren="Não"
          />
        )}
      </Campo>
    </>
  );
}

/** Under the internal rate: where the filled-in number came from. */
export function origemAliquotaInterna(uf: UF | null, padraoSemUf?: string): string {
  const aliquota = aliquotaInternaSugerida(uf);
  if (uf && aliquota !== undefined) {
    return `Padrão de ${uf}: ${formatarPercentual(aliquota)}, sem FCP. Mercadorias com alíquota própria: informe a delas.`;
  }
  return padraoSemUf ?? 'Preenchida ao escolher a UF de destino.';
}

/** Under an FCP field: the destination's usual fund, offered with one tap, never imposed. */
export function ExtraFcp({ uf, aoUsar }: { uf: UF | null; aoUsar: (percentual: number) => void }) {
  const sugestao = sugestaoFcp(uf);
  if (!sugestao) return <>Só para mercadorias sujeitas ao fundo de combate à pobreza do destino (até 2%).</>;
  return (
    <>
      {uf} cobra {sugestao.nome} de {formatarPercentual(sugestao.percentual)} sobre as mercadorias que lista.{' '}
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => aoUsar(sugestao.percentual)}>
        Usar {formatarPercentual(sugestao.percentual)}
      </Button>
    </>
  );
}

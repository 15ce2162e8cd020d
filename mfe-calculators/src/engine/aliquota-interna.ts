// The destination's internal rate as the calculators use it: the one the user typed, else the
// UF's standard rate from uf-data, with the legal basis for the memória and a warning when the
// typed rate is not the UF's standard one (it may be a product-specific rate; the user decides).
import { Decimal } from './decimal';
import { formatarPercentual as pct } from './formatacao';
import { fundamentoAliquotaInterna } from './fundamentos';
import { dadosUf, type UF } from './uf-data';

export interface AliquotaInternaResolvida {
  aliquota: Decimal;
  /** What the memória shows in parentheses: "informada", "alíquota padrão de SP". */
  origem: string;
  fundamento?: string;
  aviso?: string;
}

export function resolverAliquotaInterna(informada: Decimal | undefined, uf: UF | undefined): AliquotaInternaResolvida | undefined {
  if (informada) {
    if (!uf) return { aliquota: informada, origem: 'informada' };
    const daTabela = dadosUf(uf).aliquotaInterna;
    return {
      aliquota: informada,
      origem: 'informada',
      fundamento: fundamentoAliquotaInterna(uf),
      ...(informada.equals(daTabela)
        ? {}
        : {
            aviso: `A alíquota interna informada (${pct(informada)}) difere da alíquota padrão de ${uf} (${pct(daTabela)}): confirme a alíquota específica da mercadoria.`,
          }),
    };
  }
  if (!uf) return undefined;
  return {
    aliquota: new Decimal(dadosUf(uf).aliquotaInterna),
    origem: `alíquota padrão de ${uf}`,
    fundamento: fundamentoAliquotaInterna(uf),
  };
}

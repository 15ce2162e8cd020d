// ICMS.md §4: the interstate rate (Resoluções do Senado 22/1989 and 13/2012).
import { formatarPercentual } from './formatacao';
import { dadosUf, ehUf, type UF } from './uf-data';
import { EntradaInvalidaError, rotulo, type CampoEntrada } from './validacao';

export type AliquotaInterestadual = 4 | 7 | 12;

function lerUf(valor: unknown, campo: CampoEntrada): UF {
  if (!ehUf(valor)) {
    throw new EntradaInvalidaError(campo, `${rotulo(campo)} deve ser a sigla de uma das 27 unidades da federação (por exemplo, SP).`);
  }
  return valor;
}

/** The South and Southeast except Espírito Santo sell at 7 % to everyone else (and to ES). */
function vendeA7(uf: UF): boolean {
  const { regiao } = dadosUf(uf);
  return (regiao === 'Sul' || regiao === 'Sudeste') && uf !== 'ES';
}

/**
 * 4 % for imported goods (or imported content above 40 %); 7 % from PR, RS, SC, MG, RJ or
 * SP to the North, Northeast, Centre-West or Espírito Santo; 12 % otherwise. The same UF on
 * both sides is not an interstate sale: a RangeError.
 */
export function aliquotaInterestadual(origem: UF, destino: UF, importado = false): AliquotaInterestadual {
  const de = lerUf(origem, 'ufOrigem');
  const para = lerUf(destino, 'ufDestino');
  if (de === para) {
    throw new EntradaInvalidaError('ufDestino', 'UF de origem e UF de destino são iguais: não é uma operação interestadual.');
  }
  if (importado) return 4;
  return vendeA7(de) && !vendeA7(para) ? 7 : 12;
}

/** Where a 4, 7 or 12 % interstate rate comes from, for the memória de cálculo. */
export function fundamentoAliquotaInterestadual(aliquota: number): string {
  if (aliquota === 4) return 'Resolução do Senado 13/2012 (mercadoria importada ou com conteúdo de importação acima de 40%)';
  if (aliquota === 7) {
    return 'Resolução do Senado 22/1989 (de PR, RS, SC, MG, RJ ou SP para o Norte, Nordeste, Centro-Oeste ou Espírito Santo)';
  }
  if (aliquota === 12) return 'Resolução do Senado 22/1989 (regra geral entre estados)';
  return 'Resoluções do Senado Federal nº 22/1989 e nº 13/2012';
}

/** An optional UF field: undefined when absent, otherwise one of the 27 siglas. */
export function lerUfOpcional(valor: unknown, campo: 'ufOrigem' | 'ufDestino'): UF | undefined {
  return valor === undefined || valor === null || valor === '' ? undefined : lerUf(valor, campo);
}

/**
 * When the caller told us both UFs, a warning if the interstate rate typed by the user is not
 * the one the Senate resolutions give (the user may know better: the rate stays editable).
 */
export function avisoAliquotaInterestadual(
  origem: UF | undefined,
  destino: UF | undefined,
  importado: boolean | undefined,
  informada: number,
): string | undefined {
  if (!origem || !destino) return undefined;
  const prevista = aliquotaInterestadual(origem, destino, importado ?? false);
  // Without the "importado" answer, 4 % is also a legitimate choice.
  if (informada === prevista || (importado === undefined && informada === 4)) return undefined;
  return `A alíquota interestadual informada (${formatarPercentual(informada)}) difere da prevista de ${origem} para ${destino}${importado ? ' para mercadoria importada' : ''} (${prevista}%). Confira antes de emitir a nota.`;
}

// What picking a UF suggests for the other fields, from the engine's per-state table. The
// page fills these in and leaves them editable: the user may know a product-specific rate.
import { aliquotaInterestadual, dadosUf, type AliquotaInterestadual, type MetodoDifal, type UF } from '../../../engine';

/**
 * The Senate rate between two different UFs (4 % when imported); 4 % for imported goods when
 * the UFs are not both known yet; nothing otherwise (same UF: the engine explains the error).
 */
export function aliquotaInterestadualSugerida(
  origem: UF | null,
  destino: UF | null,
  importado: boolean,
): AliquotaInterestadual | undefined {
  if (origem && destino && origem !== destino) return aliquotaInterestadual(origem, destino, importado);
  return importado ? 4 : undefined;
}

export function aliquotaInternaSugerida(uf: UF | null): number | undefined {
  return uf ? dadosUf(uf).aliquotaInterna : undefined;
}

export function metodoDifalSugerido(uf: UF | null): MetodoDifal | undefined {
  return uf ? dadosUf(uf).metodoDifal : undefined;
}

/** The state's usual FCP, to offer (not impose: it usually applies to listed goods only). */
export function sugestaoFcp(uf: UF | null): { nome: string; percentual: number } | undefined {
  if (!uf) return undefined;
  const { fcp } = dadosUf(uf);
  return fcp.percentualUsual > 0 ? { nome: fcp.nome ?? 'FCP', percentual: fcp.percentualUsual } : undefined;
}

interface Rota {
  ufOrigem: UF | null;
  ufDestino: UF | null;
  importado: boolean;
}

/** When the origin, destination or "importado" changed: the interstate rate to fill in, if any. */
export function novaAliquotaInterestadual(anterior: Rota, proximo: Rota): AliquotaInterestadual | undefined {
  const mudou =
    anterior.ufOrigem !== proximo.ufOrigem || anterior.ufDestino !== proximo.ufDestino || anterior.importado !== proximo.importado;
  return mudou ? aliquotaInterestadualSugerida(proximo.ufOrigem, proximo.ufDestino, proximo.importado) : undefined;
}

/** When the destination changed to a UF: its standard internal rate. */
export function novaAliquotaInterna(anterior: UF | null, proximo: UF | null): number | undefined {
  return anterior !== proximo ? aliquotaInternaSugerida(proximo) : undefined;
}

/**
 * The rate to send the engine: none when it is the UF's standard one, so that the memória
 * says "alíquota padrão de RS" and cites its law instead of "informada" for the same number.
 */
export function aliquotaInternaInformada(aliquota: number | null, uf: UF | null): number | undefined {
  if (aliquota === null) return undefined;
  return uf && dadosUf(uf).aliquotaInterna === aliquota ? undefined : aliquota;
}

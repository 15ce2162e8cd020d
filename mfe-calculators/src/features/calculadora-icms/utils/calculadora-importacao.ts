// "Importação": ICMS on imports, computed "por dentro" (ICMS.md §2).
import { formatBRL } from '@semmultas/shared/format';
import {
  ALIQUOTA_COFINS_IMPORTACAO_PADRAO,
  ALIQUOTA_PIS_IMPORTACAO_PADRAO,
  calcularIcmsImportacao,
  EntradaInvalidaError,
  formatarPercentual,
  type IcmsImportacaoInput,
  type UF,
} from '../../../engine';
import { opcional, type Calculadora, type Rascunho } from '../../../utils/calculadora';
import { aliquotaInternaInformada, novaAliquotaInterna } from './sugestoes-uf';

export type MoedaAduaneira = 'real' | 'estrangeira';

export interface ValoresImportacao {
  /** The importer's UF: its internal rate is the ICMS rate. */
  ufDestino: UF | null;
  moeda: MoedaAduaneira;
  /** The customs value in reais (the DI usually shows it so). */
  vAduaneiroReais: number;
  /** Or in the foreign currency, with the exchange rate. */
  valorEstrangeiro: number | null;
  taxaCambio: number | null;
  pII: number | null;
  pIPI: number | null;
  pPIS: number | null;
  pCOFINS: number | null;
  /** Amounts already known (from the DI); R$ 0,00 means "compute from the rate". */
  vII: number;
  vIPI: number;
  vPIS: number;
  vCOFINS: number;
  vAFRMM: number;
  vArmazenagem: number;
  vSiscomex: number;
  vMulta: number;
  vOutras: number;
  pICMS: number | null;
  pFCP: number | null;
}

export const PADRAO_IMPORTACAO: ValoresImportacao = {
  ufDestino: null,
  moeda: 'real',
  vAduaneiroReais: 0,
  valorEstrangeiro: null,
  taxaCambio: null,
  pII: null,
  pIPI: null,
  pPIS: ALIQUOTA_PIS_IMPORTACAO_PADRAO,
  pCOFINS: ALIQUOTA_COFINS_IMPORTACAO_PADRAO,
  vII: 0,
  vIPI: 0,
  vPIS: 0,
  vCOFINS: 0,
  vAFRMM: 0,
  vArmazenagem: 0,
  vSiscomex: 0,
  vMulta: 0,
  vOutras: 0,
  pICMS: null,
  pFCP: null,
};

/** A money field left at R$ 0,00 is "not informed": the tax comes from its rate. */
function informado(valor: number): number | undefined {
  return valor > 0 ? valor : undefined;
}

export function entradaImportacao(v: ValoresImportacao): IcmsImportacaoInput {
  const estrangeira = v.moeda === 'estrangeira';
  if (estrangeira && v.taxaCambio === null) {
    // Without it the engine would read the amount as reais (its default rate is 1).
    throw new EntradaInvalidaError('taxaCambio', 'Taxa de câmbio é obrigatória para um valor em moeda estrangeira.');
  }
  const entrada: Rascunho<IcmsImportacaoInput> = {
    valorAduaneiro: estrangeira ? opcional(v.valorEstrangeiro) : v.vAduaneiroReais,
    taxaCambio: estrangeira ? opcional(v.taxaCambio) : undefined,
    pII: opcional(v.pII),
    pIPI: opcional(v.pIPI),
    pPIS: opcional(v.pPIS),
    pCOFINS: opcional(v.pCOFINS),
    vII: informado(v.vII),
    vIPI: informado(v.vIPI),
    vPIS: informado(v.vPIS),
    vCOFINS: informado(v.vCOFINS),
    vAFRMM: v.vAFRMM,
    vArmazenagem: v.vArmazenagem,
    vSiscomex: v.vSiscomex,
    vMulta: v.vMulta,
    vOutras: v.vOutras,
    pICMS: aliquotaInternaInformada(v.pICMS, v.ufDestino),
    pFCP: opcional(v.pFCP),
    ufDestino: opcional(v.ufDestino),
  };
  return entrada as IcmsImportacaoInput;
}

export const CALCULADORA_IMPORTACAO: Calculadora<ValoresImportacao> = {
  chave: 'importacao',
  titulo: 'Importação',
  padrao: PADRAO_IMPORTACAO,
  esquema: {
    ufDestino: 'uf',
    moeda: ['real', 'estrangeira'],
    vAduaneiroReais: 'reais',
    valorEstrangeiro: 'decimal',
    taxaCambio: 'decimal',
    pII: 'decimal',
    pIPI: 'decimal',
    pPIS: 'decimal',
    pCOFINS: 'decimal',
    vII: 'reais',
    vIPI: 'reais',
    vPIS: 'reais',
    vCOFINS: 'reais',
    vAFRMM: 'reais',
    vArmazenagem: 'reais',
    vSiscomex: 'reais',
    vMulta: 'reais',
    vOutras: 'reais',
    pICMS: 'decimal',
    pFCP: 'decimal',
  },
  aoAlterar(anterior, proximo) {
    const pICMS = novaAliquotaInterna(anterior.ufDestino, proximo.ufDestino);
    return pICMS === undefined ? proximo : { ...proximo, pICMS };
  },
  calcular(valores) {
    const r = calcularIcmsImportacao(entradaImportacao(valores));
    return {
      linhas: [
        { rotulo: 'Valor aduaneiro em reais', valor: formatBRL(r.vAduaneiro) },
        { campo: 'vII', rotulo: 'Imposto de Importação (II)', valor: formatBRL(r.vII) },
        { campo: 'vIPI', rotulo: 'IPI na importação', valor: formatBRL(r.vIPI) },
        { campo: 'vPIS', rotulo: 'PIS-Importação', valor: formatBRL(r.vPIS) },
        { campo: 'vCOFINS', rotulo: 'COFINS-Importação', valor: formatBRL(r.vCOFINS) },
        ...(r.vDespesasAduaneiras > 0 ? [{ rotulo: 'Despesas aduaneiras', valor: formatBRL(r.vDespesasAduaneiras) }] : []),
        { campo: 'vBC', rotulo: 'Base de cálculo do ICMS', valor: formatBRL(r.vBC) },
        { campo: 'pICMS', rotulo: 'Alíquota do ICMS', valor: formatarPercentual(r.pICMS) },
        { campo: 'vICMS', rotulo: 'ICMS na importação', valor: formatBRL(r.vICMS), destaque: true },
        { campo: 'vFCP', rotulo: 'FCP na importação', valor: formatBRL(r.vFCP) },
      ],
      principal: {
        rotulo: 'ICMS na importação',
        valor: formatBRL(r.vICMS),
        ...(r.vFCP > 0 ? { complemento: `mais ${formatBRL(r.vFCP)} de FCP` } : {}),
      },
      passos: r.passos,
      avisos: r.avisos,
    };
  },
};

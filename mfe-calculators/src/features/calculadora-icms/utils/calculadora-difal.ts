// "DIFAL": sales to a non-contributor final consumer in another state (ICMS.md §3).
import { formatBRL } from '@semmultas/shared/format';
import { calcularDifal, formatarPercentual, type DifalInput, type MetodoDifal, type UF } from '../../../engine';
import { opcional, type Calculadora, type Rascunho } from '../../../utils/calculadora';
import { aliquotaInternaInformada, metodoDifalSugerido, novaAliquotaInterestadual, novaAliquotaInterna } from './sugestoes-uf';

export interface ValoresDifal {
  ufOrigem: UF | null;
  ufDestino: UF | null;
  importado: boolean;
  vOperacao: number;
  pICMSInter: number | null;
  pICMSIntraDestino: number | null;
  pFCP: number | null;
  metodo: MetodoDifal;
}

export const PADRAO_DIFAL: ValoresDifal = {
  ufOrigem: null,
  ufDestino: null,
  importado: false,
  vOperacao: 0,
  pICMSInter: null,
  pICMSIntraDestino: null,
  pFCP: null,
  // The suggestion that never collects less (see the note in engine/uf-data.ts).
  metodo: 'base_dupla',
};

export function entradaDifal(v: ValoresDifal): DifalInput {
  const entrada: Rascunho<DifalInput> = {
    vOperacao: v.vOperacao,
    pICMSInter: opcional(v.pICMSInter),
    pICMSIntraDestino: aliquotaInternaInformada(v.pICMSIntraDestino, v.ufDestino),
    pFCP: opcional(v.pFCP),
    metodo: v.metodo,
    ufOrigem: opcional(v.ufOrigem),
    ufDestino: opcional(v.ufDestino),
    importado: v.importado,
  };
  return entrada as DifalInput;
}

export const CALCULADORA_DIFAL: Calculadora<ValoresDifal> = {
  chave: 'difal',
  titulo: 'DIFAL',
  padrao: PADRAO_DIFAL,
  esquema: {
    ufOrigem: 'uf',
    ufDestino: 'uf',
    importado: 'booleano',
    vOperacao: 'reais',
    pICMSInter: 'decimal',
    pICMSIntraDestino: 'decimal',
    pFCP: 'decimal',
    metodo: ['base_unica', 'base_dupla'],
  },
  aoAlterar(anterior, proximo) {
    const pICMSInter = novaAliquotaInterestadual(anterior, proximo);
    const pICMSIntraDestino = novaAliquotaInterna(anterior.ufDestino, proximo.ufDestino);
    const metodo = anterior.ufDestino !== proximo.ufDestino ? metodoDifalSugerido(proximo.ufDestino) : undefined;
    return {
      ...proximo,
      ...(pICMSInter !== undefined ? { pICMSInter } : {}),
      ...(pICMSIntraDestino !== undefined ? { pICMSIntraDestino } : {}),
      ...(metodo !== undefined ? { metodo } : {}),
    };
  },
  calcular(valores) {
    const entrada = entradaDifal(valores);
    const r = calcularDifal(entrada);
    return {
      linhas: [
        { campo: 'vICMS', rotulo: 'ICMS da operação interestadual (origem)', valor: formatBRL(r.vICMSOrigem) },
        { campo: 'pICMSInter', rotulo: 'Alíquota interestadual', valor: formatarPercentual(entrada.pICMSInter) },
        { campo: 'vBCUFDest', rotulo: 'Base de cálculo no destino', valor: formatBRL(r.vBCDestino) },
        { campo: 'pICMSUFDest', rotulo: 'Alíquota interna do destino', valor: formatarPercentual(r.pICMSIntraDestino) },
        { campo: 'vICMSUFDest', rotulo: 'DIFAL devido ao destino', valor: formatBRL(r.vDIFAL), destaque: true },
        { campo: 'vFCPUFDest', rotulo: 'FCP devido ao destino', valor: formatBRL(r.vFCP) },
        { rotulo: 'Total a recolher ao destino', valor: formatBRL(r.vTotalDestino), destaque: true },
      ],
      principal: {
        rotulo: 'Total a recolher ao destino',
        valor: formatBRL(r.vTotalDestino),
        complemento: r.metodo === 'base_dupla' ? 'calculado pela base dupla' : 'calculado pela base única',
      },
      passos: r.passos,
      avisos: r.avisos,
    };
  },
};

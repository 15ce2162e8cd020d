// "Interestadual com ST": the form's values, their defaults and how they become the engine's
// IcmsStInput and a table of NF-e fields (ICMS.md §1).
import { formatBRL } from '@semmultas/shared/format';
import { calcularIcmsSt, formatarPercentual, type IcmsStInput, type UF } from '../../../engine';
import { opcional, type Calculadora, type Rascunho } from '../../../utils/calculadora';
import { aliquotaInternaInformada, novaAliquotaInterestadual, novaAliquotaInterna } from './sugestoes-uf';

export interface ValoresSt {
  ufOrigem: UF | null;
  ufDestino: UF | null;
  importado: boolean;
  vProd: number;
  vFrete: number;
  vSeg: number;
  vOutro: number;
  vDesc: number;
  pIPI: number | null;
  pICMSInter: number | null;
  pICMSIntra: number | null;
  pMVAST: number | null;
  ajustarMVA: boolean;
  pRedBC: number | null;
  pRedBCST: number | null;
  pFCPST: number | null;
  ipiNaBaseProprio: boolean;
}

export const PADRAO_ST: ValoresSt = {
  ufOrigem: null,
  ufDestino: null,
  importado: false,
  vProd: 0,
  vFrete: 0,
  vSeg: 0,
  vOutro: 0,
  vDesc: 0,
  pIPI: null,
  pICMSInter: null,
  pICMSIntra: null,
  pMVAST: null,
  ajustarMVA: true,
  pRedBC: null,
  pRedBCST: null,
  pFCPST: null,
  ipiNaBaseProprio: false,
};

export function entradaSt(v: ValoresSt): IcmsStInput {
  const entrada: Rascunho<IcmsStInput> = {
    vProd: v.vProd,
    vFrete: v.vFrete,
    vSeg: v.vSeg,
    vOutro: v.vOutro,
    vDesc: v.vDesc,
    pIPI: opcional(v.pIPI),
    pICMSInter: opcional(v.pICMSInter),
    pICMSIntra: aliquotaInternaInformada(v.pICMSIntra, v.ufDestino),
    pMVAST: opcional(v.pMVAST),
    ajustarMVA: v.ajustarMVA,
    pRedBC: opcional(v.pRedBC),
    pRedBCST: opcional(v.pRedBCST),
    pFCPST: opcional(v.pFCPST),
    ipiNaBaseProprio: v.ipiNaBaseProprio,
    ufOrigem: opcional(v.ufOrigem),
    ufDestino: opcional(v.ufDestino),
    importado: v.importado,
  };
  return entrada as IcmsStInput;
}

export const CALCULADORA_ST: Calculadora<ValoresSt> = {
  chave: 'st',
  titulo: 'Interestadual com ST',
  padrao: PADRAO_ST,
  esquema: {
    ufOrigem: 'uf',
    ufDestino: 'uf',
    importado: 'booleano',
    vProd: 'reais',
    vFrete: 'reais',
    vSeg: 'reais',
    vOutro: 'reais',
    vDesc: 'reais',
    pIPI: 'decimal',
    pICMSInter: 'decimal',
    pICMSIntra: 'decimal',
    pMVAST: 'decimal',
    ajustarMVA: 'booleano',
    pRedBC: 'decimal',
    pRedBCST: 'decimal',
    pFCPST: 'decimal',
    ipiNaBaseProprio: 'booleano',
  },
  aoAlterar(anterior, proximo) {
    const pICMSInter = novaAliquotaInterestadual(anterior, proximo);
    const pICMSIntra = novaAliquotaInterna(anterior.ufDestino, proximo.ufDestino);
    return {
      ...proximo,
      ...(pICMSInter !== undefined ? { pICMSInter } : {}),
      ...(pICMSIntra !== undefined ? { pICMSIntra } : {}),
    };
  },
  calcular(valores) {
    const entrada = entradaSt(valores);
    const r = calcularIcmsSt(entrada);
    return {
      linhas: [
        { campo: 'vBC', rotulo: 'Base de cálculo do ICMS próprio', valor: formatBRL(r.vBC) },
        { campo: 'pICMS', rotulo: 'Alíquota interestadual', valor: formatarPercentual(entrada.pICMSInter) },
        { campo: 'vICMS', rotulo: 'ICMS próprio', valor: formatBRL(r.vICMS) },
        { campo: 'vIPI', rotulo: 'IPI', valor: formatBRL(r.vIPI) },
        {
          campo: 'pMVAST',
          rotulo: r.mvaFoiAjustada ? 'MVA ajustada' : 'MVA aplicada (sem ajuste)',
          valor: formatarPercentual(r.pMVAAjustada),
        },
        { campo: 'vBCST', rotulo: 'Base de cálculo do ICMS-ST', valor: formatBRL(r.vBCST) },
        { campo: 'pICMSST', rotulo: 'Alíquota interna do destino', valor: formatarPercentual(r.pICMSIntra) },
        { campo: 'vICMSST', rotulo: 'ICMS-ST a reter', valor: formatBRL(r.vICMSST), destaque: true },
        { campo: 'vFCPST', rotulo: 'FCP retido por ST', valor: formatBRL(r.vFCPST) },
        { campo: 'vNF', rotulo: 'Valor total da nota', valor: formatBRL(r.vTotalNota), destaque: true },
      ],
      principal: {
        rotulo: 'ICMS-ST a reter',
        valor: formatBRL(r.vICMSST),
        ...(r.vFCPST > 0 ? { complemento: `mais ${formatBRL(r.vFCPST)} de FCP-ST` } : {}),
      },
      passos: r.passos,
      avisos: r.avisos,
    };
  },
};

// ICMS.md §1: ICMS-ST in an interstate sale (LC 87/96 art. 8º II; Convênio ICMS 142/2018).
import { avisoAliquotaInterestadual, fundamentoAliquotaInterestadual, lerUfOpcional } from './aliquota-interestadual';
import { resolverAliquotaInterna } from './aliquota-interna';
import { centavos, Decimal, duasCasas, fracao, maximo, numero, UM, ZERO } from './decimal';
import { formatarPercentual as pct, formatarReais as brl } from './formatacao';
import { FUNDAMENTO } from './fundamentos';
import type { Passo } from './passos';
import type { UF } from './uf-data';
import { EntradaInvalidaError, lerBooleano, lerDinheiro, lerMargem, lerPercentual, lerPercentualOpcional } from './validacao';

/** SPEC §9's default internal rate, used only when neither the rate nor the UF is given. */
export const ALIQUOTA_INTERNA_PADRAO = 20.5;

export interface IcmsStInput {
  vProd: number;
  vFrete?: number;
  vSeg?: number;
  vOutro?: number;
  /** Unconditional discount (a conditional one does not reduce the base). */
  vDesc?: number;
  pIPI?: number;
  pICMSInter: number;
  /** Destination internal rate without FCP; default: the destination UF's, else 20.5. */
  pICMSIntra?: number;
  /** The original MVA (or an already adjusted one with `ajustarMVA: false`). */
  pMVAST: number;
  ajustarMVA?: boolean;
  pRedBC?: number;
  pRedBCST?: number;
  pFCPST?: number;
  /** True when the buyer uses the goods itself (uso e consumo or ativo), LC 87/96 art. 13 §2º. */
  ipiNaBaseProprio?: boolean;
  ufOrigem?: UF;
  ufDestino?: UF;
  importado?: boolean;
}

export interface IcmsStResult {
  /** vProd + vFrete + vSeg + vOutro − vDesc. */
  vBaseOperacao: number;
  vBC: number;
  vICMS: number;
  vIPI: number;
  /** The MVA used in vBCST, in percent: the adjusted one, or the original when not adjusted. */
  pMVAAjustada: number;
  /** Whether pMVAAjustada is the result of the adjustment formula. */
  mvaFoiAjustada: boolean;
  /** Effective loads in percent: rate × (1 − reduction of that base). */
  cargaInterestadual: number;
  cargaInterna: number;
  /** The internal rate actually used (given, the UF's, or the default). */
  pICMSIntra: number;
  vBCST: number;
  /** vBCST × pICMSIntra: the tax of the whole chain at the internal rate. */
  vICMSOperacaoInterna: number;
  vICMSST: number;
  vFCPST: number;
  vTotalNota: number;
  passos: Passo[];
  /** Things to check before issuing the invoice; empty when none. */
  avisos: string[];
}

function reducao(pRed: Decimal): string {
  return pRed.isZero() ? '' : ` × (1 − ${pct(pRed)})`;
}

export function calcularIcmsSt(input: IcmsStInput): IcmsStResult {
  const vProd = lerDinheiro(input.vProd, 'vProd', { obrigatorio: true });
  const vFrete = lerDinheiro(input.vFrete, 'vFrete');
  const vSeg = lerDinheiro(input.vSeg, 'vSeg');
  const vOutro = lerDinheiro(input.vOutro, 'vOutro');
  const vDesc = lerDinheiro(input.vDesc, 'vDesc');
  const pIPI = lerPercentual(input.pIPI, 'pIPI');
  const pInter = lerPercentual(input.pICMSInter, 'pICMSInter', { obrigatorio: true });
  const pIntraInformada = lerPercentualOpcional(input.pICMSIntra, 'pICMSIntra');
  const pMVA = lerMargem(input.pMVAST, 'pMVAST');
  const ajustarMVA = lerBooleano(input.ajustarMVA, 'ajustarMVA', true);
  const pRedBC = lerPercentual(input.pRedBC, 'pRedBC');
  const pRedBCST = lerPercentual(input.pRedBCST, 'pRedBCST');
  const pFCPST = lerPercentual(input.pFCPST, 'pFCPST');
  const ipiNaBaseProprio = lerBooleano(input.ipiNaBaseProprio, 'ipiNaBaseProprio', false);
  const ufOrigem = lerUfOpcional(input.ufOrigem, 'ufOrigem');
  const ufDestino = lerUfOpcional(input.ufDestino, 'ufDestino');
  const importado = input.importado === undefined ? undefined : lerBooleano(input.importado, 'importado', false);

  const passos: Passo[] = [];
  const avisos: string[] = [];

  // Base of the operation.
  const base = vProd.plus(vFrete).plus(vSeg).plus(vOutro).minus(vDesc);
  if (base.isNegative()) {
    throw new EntradaInvalidaError(
      'vDesc',
      'Valor do desconto não pode ser maior que a soma de produtos, frete, seguro e outras despesas.',
    );
  }
  const parcelas = [`${brl(vProd)} (produtos)`];
  if (!vFrete.isZero()) parcelas.push(`+ ${brl(vFrete)} (frete)`);
  if (!vSeg.isZero()) parcelas.push(`+ ${brl(vSeg)} (seguro)`);
  if (!vOutro.isZero()) parcelas.push(`+ ${brl(vOutro)} (outras despesas)`);
  if (!vDesc.isZero()) parcelas.push(`− ${brl(vDesc)} (desconto)`);
  passos.push({
    descricao: 'Valor da operação',
    formula: `${parcelas.join(' ')} = ${brl(base)}`,
    valor: numero(base),
    unidade: 'R$',
    fundamento: FUNDAMENTO.baseOperacao,
  });

  // IPI.
  const vIPI = centavos(base.times(fracao(pIPI)));
  if (!pIPI.isZero()) {
    passos.push({
      descricao: 'IPI',
      formula: `${brl(base)} × ${pct(pIPI)} = ${brl(vIPI)}`,
      valor: numero(vIPI),
      unidade: 'R$',
      campo: 'vIPI',
      fundamento: FUNDAMENTO.ipi,
    });
  }

  // Own ICMS.
  const baseProprio = ipiNaBaseProprio ? base.plus(vIPI) : base;
  const vBC = centavos(baseProprio.times(UM.minus(fracao(pRedBC))));
  const descricaoBaseProprio = ipiNaBaseProprio
    ? `(${brl(base)} + ${brl(vIPI)} de IPI)`
    : vIPI.isZero()
      ? brl(base)
      : `${brl(base)} (sem o IPI)`;
  const semAjusteDeBase = !ipiNaBaseProprio && pRedBC.isZero();
  passos.push({
    descricao: 'Base de cálculo do ICMS próprio',
    formula: semAjusteDeBase
      ? `${brl(vBC)} (o valor da operação${vIPI.isZero() ? '' : ', sem o IPI'})`
      : `${descricaoBaseProprio}${reducao(pRedBC)} = ${brl(vBC)}`,
    valor: numero(vBC),
    unidade: 'R$',
    campo: 'vBC',
    fundamento: ipiNaBaseProprio ? FUNDAMENTO.baseProprioComIpi : FUNDAMENTO.baseProprioSemIpi,
  });

  const vICMS = centavos(vBC.times(fracao(pInter)));
  passos.push({
    descricao: 'ICMS próprio à alíquota interestadual',
    formula: `${brl(vBC)} × ${pct(pInter)} = ${brl(vICMS)}`,
    valor: numero(vICMS),
    unidade: 'R$',
    campo: 'vICMS',
    fundamento: fundamentoAliquotaInterestadual(numero(pInter)),
  });
  const aviso = avisoAliquotaInterestadual(ufOrigem, ufDestino, importado, numero(pInter));
  if (aviso) avisos.push(aviso);

  // Destination internal rate: the one typed, else the destination UF's, else SPEC's default.
  const resolvida = resolverAliquotaInterna(pIntraInformada, ufDestino) ?? {
    aliquota: new Decimal(ALIQUOTA_INTERNA_PADRAO),
    origem: 'padrão do SemMultas, sem UF de destino informada',
    fundamento: 'SPEC §9 (alíquota interna padrão); informe a UF de destino ou a alíquota da mercadoria',
  };
  const pIntra = resolvida.aliquota;
  if (resolvida.aviso) avisos.push(resolvida.aviso);
  passos.push({
    descricao: 'Alíquota interna do destino',
    formula: `${pct(pIntra)} (${resolvida.origem})`,
    valor: numero(pIntra),
    unidade: '%',
    ...(resolvida.fundamento ? { fundamento: resolvida.fundamento } : {}),
  });

  // Effective loads and the MVA.
  const cargaInter = pInter.times(UM.minus(fracao(pRedBC)));
  const cargaIntra = pIntra.times(UM.minus(fracao(pRedBCST)));
  if (!pRedBC.isZero()) {
    passos.push({
      descricao: 'Carga efetiva interestadual',
      formula: `${pct(pInter)} × (1 − ${pct(pRedBC)}) = ${pct(cargaInter)}`,
      valor: numero(cargaInter),
      unidade: '%',
      fundamento: FUNDAMENTO.mvaAjustada,
    });
  }
  if (!pRedBCST.isZero()) {
    passos.push({
      descricao: 'Carga efetiva interna',
      formula: `${pct(pIntra)} × (1 − ${pct(pRedBCST)}) = ${pct(cargaIntra)}`,
      valor: numero(cargaIntra),
      unidade: '%',
      fundamento: FUNDAMENTO.mvaAjustada,
    });
  }

  const ajustar = ajustarMVA && pMVA.greaterThan(0) && cargaIntra.greaterThan(cargaInter);
  let pMVAUsada = pMVA;
  if (ajustar) {
    const exata = UM.plus(fracao(pMVA))
      .times(UM.minus(fracao(cargaInter)))
      .div(UM.minus(fracao(cargaIntra)))
      .minus(UM)
      .times(100);
    pMVAUsada = duasCasas(exata);
    passos.push({
      descricao: 'MVA ajustada',
      formula: `[(1 + ${pct(pMVA)}) × (1 − ${pct(cargaInter)}) ÷ (1 − ${pct(cargaIntra)})] − 1 = ${pct(exata)} → ${pct(pMVAUsada, 2)}`,
      valor: numero(pMVAUsada),
      unidade: '%',
      fundamento: `${FUNDAMENTO.mvaAjustada}; arredondada a duas casas decimais, como nas tabelas das SEFAZ`,
    });
  } else {
    const motivo = !ajustarMVA
      ? 'ajuste desligado: a MVA informada já é a aplicável'
      : pMVA.isZero()
        ? 'MVA zero: não há o que ajustar'
        : `carga interna de ${pct(cargaIntra)} não é maior que a interestadual de ${pct(cargaInter)}`;
    passos.push({
      descricao: 'MVA aplicada (sem ajuste)',
      formula: `${pct(pMVA)} (${motivo})`,
      valor: numero(pMVA),
      unidade: '%',
      fundamento: FUNDAMENTO.mvaAjustada,
    });
  }

  // ST.
  const baseComIpi = base.plus(vIPI);
  const vBCST = centavos(baseComIpi.times(UM.plus(fracao(pMVAUsada))).times(UM.minus(fracao(pRedBCST))));
  const parteBase = vIPI.isZero() ? brl(base) : `(${brl(base)} + ${brl(vIPI)} de IPI)`;
  passos.push({
    descricao: 'Base de cálculo do ICMS-ST',
    formula: `${parteBase} × (1 + ${pct(pMVAUsada)})${reducao(pRedBCST)} = ${brl(vBCST)}`,
    valor: numero(vBCST),
    unidade: 'R$',
    campo: 'vBCST',
    fundamento: FUNDAMENTO.baseSt,
  });

  const vICMSOperacaoInterna = centavos(vBCST.times(fracao(pIntra)));
  passos.push({
    descricao: 'ICMS da operação interna no destino',
    formula: `${brl(vBCST)} × ${pct(pIntra)} = ${brl(vICMSOperacaoInterna)}`,
    valor: numero(vICMSOperacaoInterna),
    unidade: 'R$',
    fundamento: FUNDAMENTO.debitoSt,
  });

  const diferenca = vICMSOperacaoInterna.minus(vICMS);
  const vICMSST = maximo(diferenca, ZERO);
  passos.push({
    descricao: 'ICMS-ST a reter',
    formula: diferenca.isNegative()
      ? `${brl(vICMSOperacaoInterna)} − ${brl(vICMS)} é negativo → ${brl(ZERO)} (não há ICMS-ST a reter)`
      : `${brl(vICMSOperacaoInterna)} − ${brl(vICMS)} (ICMS próprio) = ${brl(vICMSST)}`,
    valor: numero(vICMSST),
    unidade: 'R$',
    campo: 'vICMSST',
    fundamento: FUNDAMENTO.icmsSt,
  });
  if (diferenca.isNegative()) {
    avisos.push('O ICMS próprio supera o imposto da operação interna: não há ICMS-ST a reter (nunca é negativo).');
  }

  const vFCPST = centavos(vBCST.times(fracao(pFCPST)));
  if (!pFCPST.isZero()) {
    passos.push({
      descricao: 'FCP retido por substituição tributária',
      formula: `${brl(vBCST)} × ${pct(pFCPST)} = ${brl(vFCPST)}`,
      valor: numero(vFCPST),
      unidade: 'R$',
      campo: 'vFCPST',
      fundamento: FUNDAMENTO.fcp,
    });
  }

  const vTotalNota = base.plus(vIPI).plus(vICMSST).plus(vFCPST);
  const somas = [`${brl(base)} (operação)`];
  if (!vIPI.isZero()) somas.push(`+ ${brl(vIPI)} (IPI)`);
  somas.push(`+ ${brl(vICMSST)} (ICMS-ST)`);
  if (!vFCPST.isZero()) somas.push(`+ ${brl(vFCPST)} (FCP-ST)`);
  passos.push({
    descricao: 'Valor total da nota',
    formula: `${somas.join(' ')} = ${brl(vTotalNota)}`,
    valor: numero(vTotalNota),
    unidade: 'R$',
    campo: 'vNF',
    fundamento: FUNDAMENTO.totalNota,
  });

  return {
    vBaseOperacao: numero(base),
    vBC: numero(vBC),
    vICMS: numero(vICMS),
    vIPI: numero(vIPI),
    pMVAAjustada: numero(pMVAUsada),
    mvaFoiAjustada: ajustar,
    cargaInterestadual: numero(cargaInter),
    cargaInterna: numero(cargaIntra),
    pICMSIntra: numero(pIntra),
    vBCST: numero(vBCST),
    vICMSOperacaoInterna: numero(vICMSOperacaoInterna),
    vICMSST: numero(vICMSST),
    vFCPST: numero(vFCPST),
    vTotalNota: numero(vTotalNota),
    passos,
    avisos,
  };
}

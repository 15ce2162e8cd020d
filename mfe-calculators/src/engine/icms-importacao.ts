// ICMS.md §2: ICMS on imports (LC 87/96 art. 13 V and §1º I — the tax inside its own base).
import { resolverAliquotaInterna } from './aliquota-interna';
import { lerUfOpcional } from './aliquota-interestadual';
import { centavos, Decimal, fracao, numero, UM, ZERO } from './decimal';
import { formatarNumero, formatarPercentual as pct, formatarReais as brl } from './formatacao';
import { FUNDAMENTO } from './fundamentos';
import type { Passo } from './passos';
import type { UF } from './uf-data';
import {
  EntradaInvalidaError,
  erroObrigatorio,
  lerDinheiro,
  lerDinheiroOpcional,
  lerNumero,
  lerPercentual,
  lerPercentualOpcional,
  lerPositivo,
} from './validacao';

/** Lei 10.865/2004 standard rates, in percent, used when the user gives neither rate nor amount. */
export const ALIQUOTA_PIS_IMPORTACAO_PADRAO = 2.1;
export const ALIQUOTA_COFINS_IMPORTACAO_PADRAO = 9.65;

export interface IcmsImportacaoInput {
  /** Customs value in the foreign currency (or in reais with taxaCambio 1). */
  valorAduaneiro: number;
  taxaCambio?: number;
  pII?: number;
  pIPI?: number;
  pPIS?: number;
  pCOFINS?: number;
  /** An amount given replaces the one computed from its rate. */
  vII?: number;
  vIPI?: number;
  vPIS?: number;
  vCOFINS?: number;
  vAFRMM?: number;
  vArmazenagem?: number;
  vSiscomex?: number;
  vMulta?: number;
  vOutras?: number;
  /** Internal rate of the importer's UF without FCP; default: the ufDestino's standard rate. */
  pICMS: number;
  pFCP?: number;
  /** The importer's UF, to cite the legal basis of its internal rate. */
  ufDestino?: UF;
}

export interface IcmsImportacaoResult {
  vAduaneiro: number;
  vII: number;
  vIPI: number;
  vPIS: number;
  vCOFINS: number;
  /** AFRMM + armazenagem + Siscomex + multas + outras. */
  vDespesasAduaneiras: number;
  /** Everything that enters the base before the ICMS itself is added "por dentro". */
  vSomaSemIcms: number;
  vBC: number;
  vICMS: number;
  vFCP: number;
  /** The internal rate actually used. */
  pICMS: number;
  passos: Passo[];
  avisos: string[];
}

interface Tributo {
  valor: Decimal;
  formula: string;
}

/** A tax computed from its rate, unless the user typed its amount (ICMS.md §2). */
function tributo(informado: Decimal | undefined, base: Decimal, descricaoBase: string, aliquota: Decimal): Tributo {
  if (informado) return { valor: informado, formula: `${brl(informado)} (valor informado, substitui a alíquota)` };
  const valor = centavos(base.times(fracao(aliquota)));
  return { valor, formula: `${descricaoBase} × ${pct(aliquota)} = ${brl(valor)}` };
}

export function calcularIcmsImportacao(input: IcmsImportacaoInput): IcmsImportacaoResult {
  const valorEstrangeiro = lerNumero(input.valorAduaneiro, 'valorAduaneiro', { obrigatorio: true });
  const cambioInformado = input.taxaCambio !== undefined && input.taxaCambio !== null;
  const taxaCambio = lerPositivo(input.taxaCambio, 'taxaCambio', 1);
  const pII = lerPercentual(input.pII, 'pII');
  const pIPI = lerPercentual(input.pIPI, 'pIPI');
  const pPIS = lerPercentual(input.pPIS, 'pPIS', { padrao: ALIQUOTA_PIS_IMPORTACAO_PADRAO });
  const pCOFINS = lerPercentual(input.pCOFINS, 'pCOFINS', { padrao: ALIQUOTA_COFINS_IMPORTACAO_PADRAO });
  const vIIInformado = lerDinheiroOpcional(input.vII, 'vII');
  const vIPIInformado = lerDinheiroOpcional(input.vIPI, 'vIPI');
  const vPISInformado = lerDinheiroOpcional(input.vPIS, 'vPIS');
  const vCOFINSInformado = lerDinheiroOpcional(input.vCOFINS, 'vCOFINS');
  const despesas: [string, Decimal][] = [
    ['AFRMM', lerDinheiro(input.vAFRMM, 'vAFRMM')],
    ['armazenagem', lerDinheiro(input.vArmazenagem, 'vArmazenagem')],
    ['taxa Siscomex', lerDinheiro(input.vSiscomex, 'vSiscomex')],
    ['multas', lerDinheiro(input.vMulta, 'vMulta')],
    ['outras despesas', lerDinheiro(input.vOutras, 'vOutras')],
  ];
  const pICMSInformada = lerPercentualOpcional(input.pICMS, 'pICMS');
  const pFCP = lerPercentual(input.pFCP, 'pFCP');
  const ufDestino = lerUfOpcional(input.ufDestino, 'ufDestino');

  const aliquotaIcms = resolverAliquotaInterna(pICMSInformada, ufDestino);
  if (!aliquotaIcms) throw erroObrigatorio('pICMS');
  const pICMS = aliquotaIcms.aliquota;
  if (pICMS.plus(pFCP).greaterThanOrEqualTo(100)) {
    throw new EntradaInvalidaError(
      pFCP.isZero() ? 'pICMS' : 'pFCP',
      'A soma de Alíquota do ICMS e Percentual do FCP deve ser menor que 100%, porque o ICMS é calculado por dentro.',
    );
  }

  const passos: Passo[] = [];
  const avisos: string[] = aliquotaIcms.aviso ? [aliquotaIcms.aviso] : [];

  const vAduaneiro = centavos(valorEstrangeiro.times(taxaCambio));
  passos.push({
    descricao: 'Valor aduaneiro em reais',
    formula: cambioInformado
      ? `${formatarNumero(valorEstrangeiro)} × ${formatarNumero(taxaCambio)} (taxa de câmbio) = ${brl(vAduaneiro)}`
      : `${brl(vAduaneiro)} (informado em reais)`,
    valor: numero(vAduaneiro),
    unidade: 'R$',
    fundamento: FUNDAMENTO.valorAduaneiro,
  });

  const ii = tributo(vIIInformado, vAduaneiro, brl(vAduaneiro), pII);
  passos.push({
    descricao: 'Imposto de Importação (II)',
    formula: ii.formula,
    valor: numero(ii.valor),
    unidade: 'R$',
    campo: 'vII',
    fundamento: FUNDAMENTO.ii,
  });

  const ipi = tributo(vIPIInformado, vAduaneiro.plus(ii.valor), `(${brl(vAduaneiro)} + ${brl(ii.valor)})`, pIPI);
  passos.push({
    descricao: 'IPI na importação',
    formula: ipi.formula,
    valor: numero(ipi.valor),
    unidade: 'R$',
    campo: 'vIPI',
    fundamento: FUNDAMENTO.ipiImportacao,
  });

  const pis = tributo(vPISInformado, vAduaneiro, brl(vAduaneiro), pPIS);
  passos.push({
    descricao: 'PIS-Importação',
    formula: pis.formula,
    valor: numero(pis.valor),
    unidade: 'R$',
    campo: 'vPIS',
    fundamento: FUNDAMENTO.pisCofinsImportacao,
  });

  const cofins = tributo(vCOFINSInformado, vAduaneiro, brl(vAduaneiro), pCOFINS);
  passos.push({
    descricao: 'COFINS-Importação',
    formula: cofins.formula,
    valor: numero(cofins.valor),
    unidade: 'R$',
    campo: 'vCOFINS',
    fundamento: FUNDAMENTO.pisCofinsImportacao,
  });

  const informadas = despesas.filter(([, valor]) => !valor.isZero());
  const vDespesas = informadas.reduce((soma, [, valor]) => soma.plus(valor), ZERO);
  if (informadas.length > 0) {
    passos.push({
      descricao: 'Despesas aduaneiras',
      formula: `${informadas.map(([nome, valor]) => `${brl(valor)} (${nome})`).join(' + ')} = ${brl(vDespesas)}`,
      valor: numero(vDespesas),
      unidade: 'R$',
      fundamento: FUNDAMENTO.despesasAduaneiras,
    });
  }

  const soma = vAduaneiro.plus(ii.valor).plus(ipi.valor).plus(pis.valor).plus(cofins.valor).plus(vDespesas);
  const parcelas = [
    `${brl(vAduaneiro)} (valor aduaneiro)`,
    `${brl(ii.valor)} (II)`,
    `${brl(ipi.valor)} (IPI)`,
    `${brl(pis.valor)} (PIS)`,
    `${brl(cofins.valor)} (COFINS)`,
    ...(informadas.length > 0 ? [`${brl(vDespesas)} (despesas aduaneiras)`] : []),
  ];
  passos.push({
    descricao: 'Soma antes do ICMS',
    formula: `${parcelas.join(' + ')} = ${brl(soma)}`,
    valor: numero(soma),
    unidade: 'R$',
    fundamento: FUNDAMENTO.despesasAduaneiras,
  });

  passos.push({
    descricao: 'Alíquota do ICMS na UF do importador',
    formula: `${pct(pICMS)} (${aliquotaIcms.origem})`,
    valor: numero(pICMS),
    unidade: '%',
    ...(aliquotaIcms.fundamento ? { fundamento: aliquotaIcms.fundamento } : {}),
  });

  const divisor = UM.minus(fracao(pICMS.plus(pFCP)));
  const vBC = centavos(soma.div(divisor));
  const textoDivisor = pFCP.isZero() ? `(1 − ${pct(pICMS)})` : `(1 − (${pct(pICMS)} + ${pct(pFCP)}))`;
  passos.push({
    descricao: 'Base de cálculo do ICMS ("por dentro")',
    formula: `${brl(soma)} ÷ ${textoDivisor} = ${brl(vBC)}`,
    valor: numero(vBC),
    unidade: 'R$',
    campo: 'vBC',
    fundamento: FUNDAMENTO.baseImportacao,
  });

  const vICMS = centavos(vBC.times(fracao(pICMS)));
  passos.push({
    descricao: 'ICMS na importação',
    formula: `${brl(vBC)} × ${pct(pICMS)} = ${brl(vICMS)}`,
    valor: numero(vICMS),
    unidade: 'R$',
    campo: 'vICMS',
    fundamento: FUNDAMENTO.icmsImportacao,
  });

  const vFCP = centavos(vBC.times(fracao(pFCP)));
  if (!pFCP.isZero()) {
    passos.push({
      descricao: 'FCP na importação',
      formula: `${brl(vBC)} × ${pct(pFCP)} = ${brl(vFCP)}`,
      valor: numero(vFCP),
      unidade: 'R$',
      campo: 'vFCP',
      fundamento: FUNDAMENTO.fcp,
    });
  }

  return {
    vAduaneiro: numero(vAduaneiro),
    vII: numero(ii.valor),
    vIPI: numero(ipi.valor),
    vPIS: numero(pis.valor),
    vCOFINS: numero(cofins.valor),
    vDespesasAduaneiras: numero(vDespesas),
    vSomaSemIcms: numero(soma),
    vBC: numero(vBC),
    vICMS: numero(vICMS),
    vFCP: numero(vFCP),
    pICMS: numero(pICMS),
    passos,
    avisos,
  };
}

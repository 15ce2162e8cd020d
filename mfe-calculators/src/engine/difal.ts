// ICMS.md §3: DIFAL on sales to a non-contributor final consumer in another state
// (EC 87/2015, LC 190/2022). Each state chooses base única or base dupla.
import { resolverAliquotaInterna } from './aliquota-interna';
import { avisoAliquotaInterestadual, fundamentoAliquotaInterestadual, lerUfOpcional } from './aliquota-interestadual';
import { centavos, fracao, maximo, numero, UM, ZERO } from './decimal';
import { formatarPercentual as pct, formatarReais as brl } from './formatacao';
import { FUNDAMENTO } from './fundamentos';
import type { Passo } from './passos';
import { dadosUf, NOMES_METODO_DIFAL, type MetodoDifal, type UF } from './uf-data';
import { EntradaInvalidaError, erroObrigatorio, lerBooleano, lerDinheiro, lerPercentual, lerPercentualOpcional } from './validacao';

export interface DifalInput {
  /** Value of the operation (goods, freight, insurance, other charges, IPI, less discount). */
  vOperacao: number;
  pICMSInter: number;
  /** Destination internal rate without FCP; default: the ufDestino's standard rate. */
  pICMSIntraDestino: number;
  pFCP?: number;
  metodo: MetodoDifal;
  ufOrigem?: UF;
  ufDestino?: UF;
  importado?: boolean;
}

export interface DifalResult {
  vICMSOrigem: number;
  vBCDestino: number;
  vDIFAL: number;
  vFCP: number;
  /** vDIFAL + vFCP: what the destination state receives. */
  vTotalDestino: number;
  pICMSIntraDestino: number;
  metodo: MetodoDifal;
  passos: Passo[];
  avisos: string[];
}

function lerMetodo(valor: unknown): MetodoDifal {
  if (valor === undefined || valor === null) throw erroObrigatorio('metodo');
  if (valor !== 'base_unica' && valor !== 'base_dupla') {
    throw new EntradaInvalidaError('metodo', 'Método de cálculo do DIFAL deve ser base única ou base dupla.');
  }
  return valor;
}

export function calcularDifal(input: DifalInput): DifalResult {
  const V = lerDinheiro(input.vOperacao, 'vOperacao', { obrigatorio: true });
  const pInter = lerPercentual(input.pICMSInter, 'pICMSInter', { obrigatorio: true });
  const pIntraInformada = lerPercentualOpcional(input.pICMSIntraDestino, 'pICMSIntraDestino');
  const pFCP = lerPercentual(input.pFCP, 'pFCP');
  const metodo = lerMetodo(input.metodo);
  const ufOrigem = lerUfOpcional(input.ufOrigem, 'ufOrigem');
  const ufDestino = lerUfOpcional(input.ufDestino, 'ufDestino');
  const importado = input.importado === undefined ? undefined : lerBooleano(input.importado, 'importado', false);

  const aliquotaIntra = resolverAliquotaInterna(pIntraInformada, ufDestino);
  if (!aliquotaIntra) throw erroObrigatorio('pICMSIntraDestino');
  const pIntra = aliquotaIntra.aliquota;
  if (metodo === 'base_dupla' && pIntra.plus(pFCP).greaterThanOrEqualTo(100)) {
    throw new EntradaInvalidaError(
      pFCP.isZero() ? 'pICMSIntraDestino' : 'pFCP',
      'A soma de Alíquota interna do destino e Percentual do FCP deve ser menor que 100%, porque o ICMS é calculado por dentro.',
    );
  }

  const passos: Passo[] = [];
  const avisos: string[] = [];
  const avisoInter = avisoAliquotaInterestadual(ufOrigem, ufDestino, importado, numero(pInter));
  if (avisoInter) avisos.push(avisoInter);
  if (aliquotaIntra.aviso) avisos.push(aliquotaIntra.aviso);
  if (ufDestino) {
    const dados = dadosUf(ufDestino);
    if (dados.metodoDifal !== metodo) {
      avisos.push(
        `A tabela indica ${NOMES_METODO_DIFAL[dados.metodoDifal]} para ${ufDestino}${dados.metodoDifalConfirmado ? '' : ' (leitura da LC 87/1996, art. 13, § 1º, I; lei estadual não conferida)'}; confira o método antes de recolher.`,
      );
    }
  }

  const vICMSOrigem = centavos(V.times(fracao(pInter)));
  passos.push({
    descricao: 'ICMS da operação interestadual (origem)',
    formula: `${brl(V)} × ${pct(pInter)} = ${brl(vICMSOrigem)}`,
    valor: numero(vICMSOrigem),
    unidade: 'R$',
    campo: 'vICMS',
    fundamento: `${FUNDAMENTO.difalOrigem}; ${fundamentoAliquotaInterestadual(numero(pInter))}`,
  });

  passos.push({
    descricao: 'Alíquota interna do destino',
    formula: `${pct(pIntra)} (${aliquotaIntra.origem})`,
    valor: numero(pIntra),
    unidade: '%',
    ...(aliquotaIntra.fundamento ? { fundamento: aliquotaIntra.fundamento } : {}),
  });

  const vBCDestino = metodo === 'base_unica' ? V : centavos(V.minus(vICMSOrigem).div(UM.minus(fracao(pIntra.plus(pFCP)))));
  const divisor = pFCP.isZero() ? `(1 − ${pct(pIntra)})` : `(1 − ${pct(pIntra)} − ${pct(pFCP)})`;
  passos.push({
    descricao: `Base de cálculo no destino (${NOMES_METODO_DIFAL[metodo]})`,
    formula:
      metodo === 'base_unica'
        ? `${brl(vBCDestino)} (o próprio valor da operação)`
        : `(${brl(V)} − ${brl(vICMSOrigem)}) ÷ ${divisor} = ${brl(vBCDestino)}`,
    valor: numero(vBCDestino),
    unidade: 'R$',
    campo: 'vBCUFDest',
    fundamento: metodo === 'base_unica' ? FUNDAMENTO.difalBaseUnica : FUNDAMENTO.difalBaseDupla,
  });

  const icmsDestino = vBCDestino.times(fracao(pIntra));
  const diferenca = centavos(icmsDestino.minus(vICMSOrigem));
  const vDIFAL = maximo(diferenca, ZERO);
  passos.push({
    descricao: 'DIFAL devido ao estado de destino',
    formula: diferenca.isNegative()
      ? `${brl(vBCDestino)} × ${pct(pIntra)} − ${brl(vICMSOrigem)} é negativo → ${brl(ZERO)} (não há DIFAL)`
      : `${brl(vBCDestino)} × ${pct(pIntra)} − ${brl(vICMSOrigem)} = ${brl(vDIFAL)}`,
    valor: numero(vDIFAL),
    unidade: 'R$',
    campo: 'vICMSUFDest',
    fundamento: FUNDAMENTO.difal,
  });
  if (diferenca.isNegative()) {
    avisos.push('A alíquota interestadual supera a carga interna do destino: não há DIFAL a recolher.');
  }

  const vFCP = centavos(vBCDestino.times(fracao(pFCP)));
  if (!pFCP.isZero()) {
    passos.push({
      descricao: 'FCP devido ao estado de destino',
      formula: `${brl(vBCDestino)} × ${pct(pFCP)} = ${brl(vFCP)}`,
      valor: numero(vFCP),
      unidade: 'R$',
      campo: 'vFCPUFDest',
      fundamento: FUNDAMENTO.fcp,
    });
  }

  const vTotalDestino = vDIFAL.plus(vFCP);
  passos.push({
    descricao: 'Total a recolher ao destino',
    formula: `${brl(vDIFAL)} (DIFAL) + ${brl(vFCP)} (FCP) = ${brl(vTotalDestino)}`,
    valor: numero(vTotalDestino),
    unidade: 'R$',
  });

  return {
    vICMSOrigem: numero(vICMSOrigem),
    vBCDestino: numero(vBCDestino),
    vDIFAL: numero(vDIFAL),
    vFCP: numero(vFCP),
    vTotalDestino: numero(vTotalDestino),
    pICMSIntraDestino: numero(pIntra),
    metodo,
    passos,
    avisos,
  };
}

/** @jest-environment node */
// Property tests: laws the numbers must obey for any valid input, not just the examples.
import fc from 'fast-check';
import { aliquotaInterestadual, calcularDifal, calcularIcmsImportacao, calcularIcmsSt, siglasUf, type IcmsStInput } from './index';

const RUNS = { numRuns: 400 };

/** Money as the page types it: whole centavos, up to R$ 1 milhão. */
const dinheiro = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
const dinheiroPositivo = fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100);
/** A percentage with two decimals in [min, max]. */
const percentual = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((x) => x / 100);
const aliquotaInter = fc.constantFrom(4, 7, 12);

const emCentavos = (valor: number) => Math.round(valor * 100);
const temAteDuasCasas = (valor: number) => emCentavos(valor) / 100 === valor;

/** round(centavos × percentual / 100) half-up, in whole centavos, with integers only. */
function centavosVezesPercentual(centavos: number, percentualValor: number): number {
  const produto = BigInt(centavos) * BigInt(Math.round(percentualValor * 100)); // × 10⁴
  return Number((produto + 5000n) / 10000n);
}

const entradaSt: fc.Arbitrary<IcmsStInput> = fc.record({
  vProd: dinheiroPositivo,
  vFrete: dinheiro,
  vSeg: dinheiro,
  vOutro: dinheiro,
  pIPI: percentual(0, 30),
  pICMSInter: aliquotaInter,
  pICMSIntra: percentual(0, 30),
  pMVAST: percentual(0, 200),
  ajustarMVA: fc.boolean(),
  pRedBC: percentual(0, 80),
  pRedBCST: percentual(0, 80),
  pFCPST: percentual(0, 2),
  ipiNaBaseProprio: fc.boolean(),
});

describe('propriedades do ICMS-ST', () => {
  it('nenhum valor é negativo e todo valor em reais tem no máximo duas casas', () => {
    fc.assert(
      fc.property(entradaSt, (input) => {
        const r = calcularIcmsSt(input);
        for (const valor of [r.vBC, r.vICMS, r.vIPI, r.vBCST, r.vICMSST, r.vFCPST, r.vTotalNota, r.pMVAAjustada]) {
          expect(valor).toBeGreaterThanOrEqual(0);
        }
        for (const valor of [r.vBC, r.vICMS, r.vIPI, r.vBCST, r.vICMSST, r.vFCPST, r.vTotalNota]) {
          expect(temAteDuasCasas(valor)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('o total da nota é exatamente a soma das partes', () => {
    fc.assert(
      fc.property(entradaSt, (input) => {
        const r = calcularIcmsSt(input);
        expect(emCentavos(r.vTotalNota)).toBe(
          emCentavos(r.vBaseOperacao) + emCentavos(r.vIPI) + emCentavos(r.vICMSST) + emCentavos(r.vFCPST),
        );
      }),
      RUNS,
    );
  });

  it('ICMS próprio + ICMS-ST = vBCST × alíquota interna (a carga da operação interna), salvo quando o ST seria negativo', () => {
    fc.assert(
      fc.property(entradaSt, (input) => {
        const r = calcularIcmsSt(input);
        const cargaInterna = centavosVezesPercentual(emCentavos(r.vBCST), r.pICMSIntra);
        if (cargaInterna >= emCentavos(r.vICMS)) {
          expect(emCentavos(r.vICMS) + emCentavos(r.vICMSST)).toBe(cargaInterna);
        } else {
          expect(r.vICMSST).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('com a MVA ajustada, a venda interestadual carrega o mesmo ICMS que a operação interna equivalente', () => {
    // The adjustment exists so that buying from another state (cheaper by the lower
    // interstate ICMS) ends with the same tax as buying at home: a home seller's price
    // P_intra has the same net-of-ICMS value, P_inter × (1 − carga inter) = P_intra ×
    // (1 − carga intra), and its ST base is P_intra × (1 + MVA original).
    fc.assert(
      fc.property(
        fc.record({
          vProd: dinheiroPositivo,
          pICMSInter: aliquotaInter,
          pICMSIntra: percentual(0, 30),
          pMVAST: percentual(0.01, 200),
          pRedBC: percentual(0, 80),
          pRedBCST: percentual(0, 80),
        }),
        (input) => {
          const r = calcularIcmsSt(input);
          fc.pre(r.mvaFoiAjustada && r.vICMSST > 0);
          const cargaInter = r.cargaInterestadual / 100;
          const cargaIntra = r.cargaInterna / 100;
          const precoInterno = (input.vProd * (1 - cargaInter)) / (1 - cargaIntra);
          const icmsDaOperacaoInterna = precoInterno * (1 + input.pMVAST / 100) * cargaIntra;
          // Tolerance: the MVA is rounded to 0,01 point (≤ 0,005 % of the price) and three
          // fields to the centavo.
          const tolerancia = input.vProd * 0.00005 + 0.02;
          expect(Math.abs(r.vICMS + r.vICMSST - icmsDaOperacaoInterna)).toBeLessThanOrEqual(tolerancia);
        },
      ),
      RUNS,
    );
  });

  it('a MVA ajustada nunca é menor que a original, e sem ajuste é a original', () => {
    fc.assert(
      fc.property(entradaSt, (input) => {
        const r = calcularIcmsSt(input);
        if (r.mvaFoiAjustada) expect(r.pMVAAjustada).toBeGreaterThanOrEqual(input.pMVAST);
        else expect(r.pMVAAjustada).toBe(input.pMVAST);
        if (!input.ajustarMVA) expect(r.mvaFoiAjustada).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('propriedades da importação', () => {
  const entradaImportacao = fc.record({
    valorAduaneiro: dinheiro,
    taxaCambio: fc.integer({ min: 1, max: 100_000 }).map((x) => x / 10_000),
    pII: percentual(0, 35),
    pIPI: percentual(0, 30),
    pPIS: percentual(0, 5),
    pCOFINS: percentual(0, 15),
    vAFRMM: dinheiro,
    vArmazenagem: dinheiro,
    vSiscomex: dinheiro,
    vMulta: dinheiro,
    vOutras: dinheiro,
    pICMS: percentual(0, 30),
    pFCP: percentual(0, 2),
  });

  it('nada é negativo e o ICMS está dentro da própria base ("por dentro")', () => {
    fc.assert(
      fc.property(entradaImportacao, (input) => {
        const r = calcularIcmsImportacao(input);
        for (const valor of [r.vAduaneiro, r.vII, r.vIPI, r.vPIS, r.vCOFINS, r.vBC, r.vICMS, r.vFCP]) {
          expect(valor).toBeGreaterThanOrEqual(0);
          expect(temAteDuasCasas(valor)).toBe(true);
        }
        // vBC = soma + ICMS + FCP, within the rounding of the three fields.
        expect(Math.abs(r.vSomaSemIcms + r.vICMS + r.vFCP - r.vBC)).toBeLessThanOrEqual(0.02);
      }),
      RUNS,
    );
  });

  it('um valor informado substitui a alíquota', () => {
    fc.assert(
      fc.property(entradaImportacao, dinheiro, dinheiro, (input, vII, vCOFINS) => {
        const r = calcularIcmsImportacao({ ...input, vII, vCOFINS });
        expect(r.vII).toBe(vII);
        expect(r.vCOFINS).toBe(vCOFINS);
        expect(r.vIPI).toBe(calcularIcmsImportacao({ ...input, vII, vCOFINS, pII: 0 }).vIPI);
      }),
      RUNS,
    );
  });
});

describe('propriedades do DIFAL', () => {
  const entradaDifal = fc.record({
    vOperacao: dinheiro,
    pICMSInter: aliquotaInter,
    pICMSIntraDestino: percentual(0, 30),
    pFCP: percentual(0, 2),
  });

  it('nunca é negativo', () => {
    fc.assert(
      fc.property(entradaDifal, fc.constantFrom('base_unica' as const, 'base_dupla' as const), (input, metodo) => {
        const r = calcularDifal({ ...input, metodo });
        for (const valor of [r.vICMSOrigem, r.vBCDestino, r.vDIFAL, r.vFCP, r.vTotalDestino]) {
          expect(valor).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('base dupla nunca recolhe menos que base única quando a carga do destino alcança a interestadual', () => {
    fc.assert(
      fc.property(entradaDifal, (input) => {
        fc.pre(input.pICMSIntraDestino + input.pFCP >= input.pICMSInter);
        const unica = calcularDifal({ ...input, metodo: 'base_unica' });
        const dupla = calcularDifal({ ...input, metodo: 'base_dupla' });
        expect(dupla.vBCDestino).toBeGreaterThanOrEqual(unica.vBCDestino - 0.01);
        expect(dupla.vTotalDestino).toBeGreaterThanOrEqual(unica.vTotalDestino - 0.02);
      }),
      RUNS,
    );
  });

  it('na base dupla, a base do destino sem o ICMS do destino e o FCP devolve a operação sem o ICMS de origem', () => {
    fc.assert(
      fc.property(entradaDifal, (input) => {
        const r = calcularDifal({ ...input, metodo: 'base_dupla' });
        const liquido = r.vBCDestino * (1 - (input.pICMSIntraDestino + input.pFCP) / 100);
        expect(Math.abs(liquido - (input.vOperacao - r.vICMSOrigem))).toBeLessThanOrEqual(0.01);
      }),
      RUNS,
    );
  });
});

describe('propriedades da alíquota interestadual', () => {
  it('entre UFs diferentes é 7 ou 12, nunca 7 nos dois sentidos, e 4 para importados', () => {
    const par = fc.tuple(fc.constantFrom(...siglasUf), fc.constantFrom(...siglasUf)).filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(par, ([origem, destino]) => {
        const ida = aliquotaInterestadual(origem, destino);
        const volta = aliquotaInterestadual(destino, origem);
        expect([7, 12]).toContain(ida);
        expect(ida === 7 && volta === 7).toBe(false);
        expect(aliquotaInterestadual(origem, destino, true)).toBe(4);
      }),
      RUNS,
    );
  });
});

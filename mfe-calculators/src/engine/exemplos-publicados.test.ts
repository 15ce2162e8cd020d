/** @jest-environment node */
// ICMS.md §5: the published worked examples must reproduce to the centavo, through the
// public API the page uses.
import { calcularDifal, calcularIcmsImportacao, calcularIcmsSt } from './index';

describe('exemplos publicados (ICMS.md §5)', () => {
  it('ST com MVA ajustada (documentação do Senior ERP): vProd 100; MVA 43,83; 12 → 17', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 43.83, pICMSInter: 12, pICMSIntra: 17 });
    expect(r.pMVAAjustada).toBe(52.49);
    expect(r.vBCST).toBe(152.49);
    expect(r.vICMSST).toBe(13.92);
  });

  it('ST com IPI e frete (caderno de exercícios, PR→SP): MVA 40 já ajustada', () => {
    const r = calcularIcmsSt({
      vProd: 2250,
      vFrete: 350,
      pIPI: 5,
      pICMSInter: 12,
      pICMSIntra: 18,
      pMVAST: 40,
      ajustarMVA: false,
      ufOrigem: 'PR',
      ufDestino: 'SP',
    });
    expect(r.vBC).toBe(2600);
    expect(r.vICMS).toBe(312);
    expect(r.vIPI).toBe(130);
    expect(r.vBCST).toBe(3822);
    expect(r.vICMSST).toBe(375.96);
    expect(r.vTotalNota).toBe(3105.96);
    expect(r.avisos).toEqual([]);
  });

  it('ST com FCP (SP→RJ, exemplo de fórum): MVA 50 sem ajuste; 12 → 18 + FCP 2', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 50, ajustarMVA: false, pICMSInter: 12, pICMSIntra: 18, pFCPST: 2 });
    expect(r.vBCST).toBe(150);
    expect(r.vICMSST).toBe(15);
    expect(r.vFCPST).toBe(3);
  });

  it('Importação: VA 66.560; II 10; IPI 15; PIS 2,1; COFINS 10,45; ICMS 18', () => {
    const r = calcularIcmsImportacao({ valorAduaneiro: 66560, pII: 10, pIPI: 15, pPIS: 2.1, pCOFINS: 10.45, pICMS: 18 });
    expect(r.vII).toBe(6656);
    expect(r.vIPI).toBe(10982.4);
    expect(r.vPIS).toBe(1397.76);
    expect(r.vCOFINS).toBe(6955.52);
    expect(r.vBC).toBe(112867.9);
    expect(r.vICMS).toBe(20316.22);
  });

  it('DIFAL base dupla (exemplo do RS): V 1000; 12 → 18', () => {
    const r = calcularDifal({ vOperacao: 1000, pICMSInter: 12, pICMSIntraDestino: 18, metodo: 'base_dupla' });
    expect(r.vBCDestino).toBe(1073.17);
    expect(r.vDIFAL).toBe(73.17);
  });
});

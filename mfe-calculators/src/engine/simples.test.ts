/** @jest-environment node */
// SIMPLES.md: the Manual do PGDAS-D's worked examples (item 12) to the centavo, each anexo and
// faixa, the Fator r, start of activity, the ISS cap, the 6ª faixa and segregations.
import fc from 'fast-check';
import { calcularSimples, fatorR, vencimentoDas, vencimentoDasDetalhado, VERSOES_SIMPLES, type Anexo } from './index';

const tributosSemZeros = (t: Record<string, number>) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== 0));

describe('exemplos do Manual do PGDAS-D (item 12)', () => {
  it('Exemplo 1: Anexo I, 2ª faixa, RBT12 300.000, receita 100.000 → 5,32%, R$ 5.320,00', () => {
    const r = calcularSimples({ pa: '2018-05', anexo: 'I', rbt12: 300_000, receita: 100_000 });
    expect(r.faixa).toBe(2);
    expect(r.aliquotaEfetiva).toBe(5.32);
    expect(tributosSemZeros(r.tributos)).toEqual({ irpj: 292.6, csll: 186.2, cofins: 677.77, pis: 146.83, cpp: 2207.8, icms: 1808.8 });
    expect(r.das).toBe(5320);
  });

  it('Exemplo 2: dois anexos com um só RBT12 (300.000): revenda 300.000 + serviço 100.000 → R$ 24.040,00', () => {
    const r = calcularSimples({
      pa: '2018-05',
      rbt12: 300_000,
      segmentos: [
        { receita: 300_000, anexo: 'I' },
        { receita: 100_000, anexo: 'III' },
      ],
    });
    const [revenda, servico] = r.segmentos;
    expect(revenda!.aliquotaEfetiva).toBe(5.32);
    expect(tributosSemZeros(revenda!.tributos)).toEqual({
      irpj: 877.8,
      csll: 558.6,
      cofins: 2033.3,
      pis: 440.5,
      cpp: 6623.4,
      icms: 5426.4,
    });
    expect(revenda!.valor).toBe(15960);
    expect(servico!.aliquotaEfetiva).toBe(8.08);
    expect(servico!.valor).toBe(8080);
    expect(r.das).toBe(24040);
  });

  it('Exemplo 3: início de atividade em 01/2018 — jan 400,00; fev 4.000,00; mar RBT12 660.000, 7,40%, 7.400,00', () => {
    const jan = calcularSimples({ pa: '2018-01', anexo: 'I', receitasAnteriores: [], receita: 10_000 });
    expect(jan.rbt12Considerada).toBe(120_000);
    expect(jan.das).toBe(400);
    const fev = calcularSimples({ pa: '2018-02', anexo: 'I', receitasAnteriores: [10_000], receita: 100_000 });
    expect(fev.rbt12Considerada).toBe(120_000);
    expect(fev.das).toBe(4000);
    const mar = calcularSimples({ pa: '2018-03', anexo: 'I', receitasAnteriores: [10_000, 100_000], receita: 100_000 });
    expect(mar.rbt12Considerada).toBe(660_000);
    expect(mar.faixa).toBe(3);
    expect(mar.aliquotaEfetiva).toBe(7.4);
    expect(tributosSemZeros(mar.tributos)).toEqual({ irpj: 407, csll: 259, cofins: 942.76, pis: 204.24, cpp: 3108, icms: 2479 });
    expect(mar.das).toBe(7400);
  });

  it('Exemplo 6: exportação com RBT12 separado — interno 9.935,02 + externo 2.154,76 = 12.089,78 (meio centavo arredonda para cima)', () => {
    const r = calcularSimples({
      pa: '2018-05',
      rbt12: 2_000_000,
      rbt12Externo: 1_000_000,
      segmentos: [
        { receita: 100_000, anexo: 'I' },
        { receita: 50_000, anexo: 'I', mercado: 'externo' },
      ],
    });
    const [interno, externo] = r.segmentos;
    expect(interno!.aliquotaEfetiva).toBe(9.935);
    expect(tributosSemZeros(interno!.tributos)).toEqual({
      irpj: 546.43,
      csll: 347.73,
      cofins: 1265.72,
      pis: 274.21,
      cpp: 4172.7,
      icms: 3328.23,
    });
    expect(interno!.valor).toBe(9935.02);
    expect(externo!.faixa).toBe(4);
    expect(externo!.aliquotaEfetiva).toBe(8.45);
    expect(externo!.aliquotaDevida).toBe(4.3095);
    expect(tributosSemZeros(externo!.tributos)).toEqual({ irpj: 232.38, csll: 147.88, cpp: 1774.5 });
    expect(externo!.valor).toBe(2154.76);
    expect(r.das).toBe(12089.78);
  });

  it('Exemplo 8: Anexo III na 6ª faixa (RBT12 4.500.000) com ISS no DAS: 18,60% + ISS pela 5ª 6,09968% → teto 5% e excedente 1,09968% repartido', () => {
    const r = calcularSimples({ pa: '2018-05', anexo: 'III', rbt12: 4_500_000, receita: 100_000 });
    const s = r.segmentos[0]!;
    expect(s.faixa).toBe(6);
    expect(s.aliquotaEfetiva).toBe(18.6);
    expect(s.tetoIssAplicado).toBe(true);
    expect(s.percentuais.iss).toBe(5);
    // 6ª partilha × 18,60% + excedente × nota (6,02 / 5,26 / 19,28 / 4,18 / 65,26)
    expect(s.percentuais.irpj).toBeCloseTo(6.51 + 0.066200736, 12);
    expect(s.percentuais.csll).toBeCloseTo(2.79 + 0.057843168, 12);
    expect(s.percentuais.cofins).toBeCloseTo(2.98158 + 0.212018304, 12);
    expect(s.percentuais.pis).toBeCloseTo(0.64542 + 0.045966624, 12);
    expect(s.percentuais.cpp).toBeCloseTo(5.673 + 0.717651168, 12);
    expect(s.aliquotaDevida).toBeCloseTo(24.69968, 12);
    expect(r.passos.some((p) => p.descricao.startsWith('ISS na 6ª faixa') && p.valor === 6.09968)).toBe(true);
    // To the centavo: each tax rounded half-up, the DAS their sum (= 100.000 × 24,69968%).
    expect(tributosSemZeros(r.tributos)).toEqual({ irpj: 6576.2, csll: 2847.84, cofins: 3193.6, pis: 691.39, cpp: 6390.65, iss: 5000 });
    expect(r.das).toBe(24699.68);
  });

  it('Exemplo 10: Anexo I, RBT12 6.000.000 (acima de 4,8 mi, RBA dentro): 12,70% + ICMS 4,30308% → 17.003,08', () => {
    const r = calcularSimples({ pa: '2018-05', anexo: 'I', rbt12: 6_000_000, receita: 100_000 });
    expect(r.faixa).toBe(6);
    expect(r.aliquotaEfetiva).toBe(12.7);
    expect(r.tributos.icms).toBe(4303.08); // 4.303,075 → 4.303,08
    expect(r.segmentos[0]!.aliquotaDevida).toBe(17.003075);
    expect(r.das).toBe(17003.08);
    expect(r.acimaDoLimite).toBe(true);
    expect(r.avisos.join(' ')).toContain('sublimite');
  });
});

describe('faixas de todos os anexos, no limite e um centavo acima', () => {
  const LIMITES = [180_000, 360_000, 720_000, 1_800_000, 3_600_000];
  const anexos: Anexo[] = ['I', 'II', 'III', 'IV', 'V'];
  const casos = anexos.flatMap((anexo) => LIMITES.map((limite, i) => [anexo, i + 1, limite] as const));

  it.each(casos)('Anexo %s: RBT12 = limite da %iª faixa fica nela; +0,01 passa à seguinte', (anexo, faixa, limite) => {
    const tabela = VERSOES_SIMPLES[0]!.anexos[anexo];
    const no = calcularSimples({ pa: '2026-01', anexo, rbt12: limite, receita: 10_000 });
    const acima = calcularSimples({ pa: '2026-01', anexo, rbt12: limite + 0.01, receita: 10_000 });
    expect(no.faixa).toBe(faixa);
    expect(acima.faixa).toBe(faixa + 1);
    const f = tabela.faixas[faixa - 1]!;
    expect(no.aliquotaEfetiva).toBeCloseTo(f.aliquota - (f.deducao / limite) * 100, 10);
    expect(no.aliquotaNominal).toBe(f.aliquota);
    expect(no.parcelaDeduzir).toBe(f.deducao);
    if (faixa < 5) {
      // the parcelas a deduzir make the effective rate continuous at the boundary
      expect(acima.aliquotaEfetiva).toBeCloseTo(no.aliquotaEfetiva, 5);
    }
  });

  it('a 1ª faixa é a alíquota nominal e RBT12 zero vale R$ 1,00', () => {
    const r = calcularSimples({ pa: '2026-01', anexo: 'V', rbt12: 0, receita: 1_000 });
    expect(r.rbt12Considerada).toBe(1);
    expect(r.faixa).toBe(1);
    expect(r.aliquotaEfetiva).toBe(15.5);
    // each tax rounded: 38,75 + 23,25 + 21,86 + 4,73 + 44,72 + 21,70 (not 1.000 × 15,5% = 155,00)
    expect(r.das).toBe(155.01);
  });

  it('Anexo I em 360.000: mesma alíquota efetiva (5,65%) dos dois lados, partilha diferente', () => {
    const no = calcularSimples({ anexo: 'I', rbt12: 360_000, receita: 100_000 });
    const acima = calcularSimples({ anexo: 'I', rbt12: 360_000.01, receita: 100_000 });
    expect(no.aliquotaEfetiva).toBe(5.65);
    expect(no.tributos.cpp).toBe(2344.75); // 41,5%
    expect(acima.tributos.cpp).toBe(2373); // 42%
  });

  it('Anexo III na virada da 6ª faixa: 17,51% → 15,00% federais (mais o ISS à parte)', () => {
    const quinta = calcularSimples({ anexo: 'III', rbt12: 3_600_000, receita: 100_000 });
    const sexta = calcularSimples({ anexo: 'III', rbt12: 3_600_000.01, receita: 100_000 });
    expect(quinta.aliquotaEfetiva).toBe(17.51);
    expect(sexta.aliquotaEfetiva).toBeCloseTo(15, 5);
  });

  it('Anexo IV não tem CPP no DAS', () => {
    const r = calcularSimples({ anexo: 'IV', rbt12: 500_000, receita: 10_000 });
    expect(r.tributos.cpp).toBe(0);
    expect(r.avisos.join(' ')).toContain('CPP');
  });

  it('erros conhecidos de tabelas públicas não estão aqui (SIMPLES.md §15)', () => {
    const t = VERSOES_SIMPLES[0]!.anexos;
    expect(t.II.faixas[4]!.aliquota).toBe(14.7);
    expect(t.III.faixas[1]!.partilha.cofins).toBe(14.05);
    expect(t.II.faixas[5]!.partilha.pis).toBe(4.54);
    expect(t.IV.faixas[0]!.partilha.cpp).toBeUndefined();
    for (const anexo of Object.values(t)) {
      for (const f of anexo.faixas) {
        const soma = Object.values(f.partilha).reduce((a, b) => a + (b ?? 0), 0);
        expect(soma).toBeCloseTo(100, 10);
      }
    }
  });
});

describe('Fator R', () => {
  it('27,99% → 27 → Anexo V; 28% e 28,01% → Anexo III (truncado em duas casas)', () => {
    expect(fatorR(27_990, 100_000)).toEqual({ r: 27, rExato: 27.99, anexo: 'V' });
    expect(fatorR(28_000, 100_000)).toEqual({ r: 28, rExato: 28, anexo: 'III' });
    expect(fatorR(28_010, 100_000)).toEqual({ r: 28, rExato: 28.01, anexo: 'III' });
  });

  it('zeros: sem folha → 1% (V); folha sem receita → 28% (III)', () => {
    expect(fatorR(0, 100_000).anexo).toBe('V');
    expect(fatorR(0, 0).r).toBe(1);
    expect(fatorR(1_000, 0)).toEqual({ r: 28, rExato: 28, anexo: 'III' });
  });

  it('no cálculo do DAS, o Fator R escolhe entre os Anexos III e V e usa RBT12 interno + exportação', () => {
    const iii = calcularSimples({ atividadeFatorR: true, folha12: 84_000, rbt12: 300_000, receita: 10_000 });
    expect(iii.anexo).toBe('III');
    expect(iii.fatorR?.r).toBe(28);
    const v = calcularSimples({ atividadeFatorR: true, folha12: 84_000, rbt12: 200_000, rbt12Externo: 100_001, receita: 10_000 });
    expect(v.fatorR?.r).toBe(27);
    expect(v.anexo).toBe('V');
  });

  it('início de atividade: soma das folhas ÷ soma das receitas; no mês de abertura, folha do mês ÷ receita do mês', () => {
    const r = calcularSimples({
      atividadeFatorR: true,
      receitasAnteriores: [10_000, 20_000],
      folhasAnteriores: [3_000, 5_400],
      receita: 15_000,
    });
    expect(r.fatorR?.r).toBe(28);
    expect(r.anexo).toBe('III');
    const abertura = calcularSimples({ atividadeFatorR: true, receitasAnteriores: [], folhaMes: 0, receita: 15_000 });
    expect(abertura.anexo).toBe('V');
    expect(() => calcularSimples({ atividadeFatorR: true, receitasAnteriores: [10_000], receita: 1 })).toThrow(
      'folha de salários de cada mês',
    );
    expect(() => calcularSimples({ atividadeFatorR: true, rbt12: 1, receita: 1 })).toThrow('folha de salários dos 12 meses');
  });
});

describe('início de atividade', () => {
  it('usa a média dos meses ANTERIORES ao PA × 12 (não os meses decorridos com o PA)', () => {
    const r = calcularSimples({ anexo: 'I', receitasAnteriores: [30_000], receita: 90_000 });
    expect(r.rbt12Considerada).toBe(360_000);
    expect(r.aliquotaEfetiva).toBe(5.65); // e não 7,575% (720.000)
  });

  it('meses sem receita contam como zero; média fracionária não é arredondada', () => {
    const r = calcularSimples({ anexo: 'III', receitasAnteriores: [0, 10_000, 0.01, 0, 0], receita: 1_000 });
    expect(r.rbt12Considerada).toBe(24_000.024); // 10.000,01 ÷ 5 × 12
    expect(r.avisos.join(' ')).toContain('não é um número inteiro de centavos');
  });

  it('com 12 meses anteriores, o RBT12 é a soma', () => {
    const r = calcularSimples({ anexo: 'I', receitasAnteriores: Array(12).fill(15_000), receita: 1_000 });
    expect(r.rbt12Considerada).toBe(180_000);
    expect(() => calcularSimples({ anexo: 'I', receitasAnteriores: Array(13).fill(1), receita: 1 })).toThrow('informe o RBT12');
  });
});

describe('teto de 5% do ISS', () => {
  it('Anexo III, 5ª faixa, RBT12 3.600.000: ISS 5% e federais = (17,51% − 5%) × nota', () => {
    const s = calcularSimples({ anexo: 'III', rbt12: 3_600_000, receita: 100_000 }).segmentos[0]!;
    expect(s.tetoIssAplicado).toBe(true);
    expect(s.tributos.iss).toBe(5000);
    expect(s.percentuais.irpj).toBeCloseTo(12.51 * 0.0602, 12);
    expect(s.percentuais.cpp).toBeCloseTo(12.51 * 0.6526, 12);
    expect(s.valor).toBe(17510.01); // 5.000 + 753,10 + 658,03 + 2.411,93 + 522,92 + 8.164,03
  });

  it('o limiar é "ISS > 5%" (5/33,5), não o 14,92537% impresso: R$ 2.068.275,00 ainda não tem teto', () => {
    const abaixo = calcularSimples({ anexo: 'III', rbt12: 2_068_275, receita: 100_000 }).segmentos[0]!;
    expect(abaixo.aliquotaEfetiva).toBeGreaterThan(14.92537);
    expect(abaixo.tetoIssAplicado).toBe(false);
    expect(abaixo.percentuais.iss).toBeLessThanOrEqual(5);
    const acima = calcularSimples({ anexo: 'III', rbt12: 2_068_276, receita: 100_000 }).segmentos[0]!;
    expect(acima.tetoIssAplicado).toBe(true);
  });

  it('Anexo IV: teto quando a efetiva passa de 12,5% (RBT12 > 1.934.526,32)', () => {
    expect(calcularSimples({ anexo: 'IV', rbt12: 1_934_526, receita: 1_000 }).segmentos[0]!.tetoIssAplicado).toBe(false);
    const s = calcularSimples({ anexo: 'IV', rbt12: 3_000_000, receita: 100_000 }).segmentos[0]!;
    expect(s.tetoIssAplicado).toBe(true);
    expect(s.percentuais.iss).toBe(5);
    expect(s.percentuais.csll).toBeCloseTo((22 - 6.126 - 5) * 0.32, 12);
  });

  it('Anexo V na 6ª faixa com ISS: estimativa, dita em aviso', () => {
    const r = calcularSimples({ anexo: 'V', rbt12: 4_000_000, receita: 10_000 });
    expect(r.segmentos[0]!.percentuais.iss).toBe(5);
    expect(r.avisos.join(' ')).toContain('estimativa');
  });
});

describe('6ª faixa com e sem ICMS/ISS no DAS', () => {
  it('sem ICMS no DAS (sublimite ultrapassado): só os federais da 6ª faixa', () => {
    const r = calcularSimples({ anexo: 'I', rbt12: 6_000_000, receita: 100_000, icmsIssNoDas: false });
    expect(r.tributos.icms).toBe(0);
    expect(r.das).toBe(12700);
    expect(r.dasFederais).toBe(12700);
    expect(r.icmsIssNoDasValor).toBe(0);
    expect(r.icmsIssForaDoDas).toBe(true);
    expect(r.avisos.join(' ')).toContain('ICMS/ISS fora do DAS');
    expect(r.avisos.join(' ')).toContain('LC 123/2006 art. 13-A, art. 19 e art. 20 § 1º; Res. CGSN 140/2018 arts. 9º e 12');
    const passo = r.passos.find((p) => p.descricao.startsWith('ICMS e ISS fora do DAS'));
    expect(passo).toMatchObject({ valor: 12700, fundamento: expect.stringContaining('art. 20 § 1º') });
  });

  it('Exemplo 10 com e sem ICMS no DAS: 12.700,00 federais + 4.303,08 de ICMS pela 5ª faixa, ou só os 12.700,00', () => {
    const com = calcularSimples({ pa: '2018-05', anexo: 'I', rbt12: 6_000_000, receita: 100_000 });
    expect(com.dasFederais).toBe(12700);
    expect(com.icmsIssNoDasValor).toBe(4303.08);
    expect(com.das).toBe(17003.08);
    expect(com.passos.find((p) => p.descricao.startsWith('DAS na 6ª faixa'))?.formula).toBe(
      'R$ 12.700,00 (federais) + R$ 4.303,08 (ICMS/ISS) = R$ 17.003,08',
    );
    const sem = calcularSimples({ pa: '2018-05', anexo: 'I', rbt12: 6_000_000, receita: 100_000, icmsIssNoDas: false });
    expect(sem.das).toBe(12700);
    expect(sem.tributos).toMatchObject({ irpj: 1714.5, csll: 1270, cofins: 3590.29, pis: 778.51, cpp: 5346.7, icms: 0 });
  });

  it('Exemplo 8 sem ISS no DAS: só os federais da 6ª faixa do Anexo III, 18,60% → R$ 18.600,00, sem o excedente do teto', () => {
    const r = calcularSimples({ pa: '2018-05', anexo: 'III', rbt12: 4_500_000, receita: 100_000, icmsIssNoDas: false });
    expect(r.segmentos[0]!.aliquotaDevida).toBe(18.6);
    expect(r.tributos).toMatchObject({ irpj: 6510, csll: 2790, cofins: 2981.58, pis: 645.42, cpp: 5673, iss: 0 });
    expect(r.das).toBe(18600);
    expect(r.segmentos[0]!.tetoIssAplicado).toBe(false);
  });

  it('Anexo II na 6ª faixa: IPI 35% da partilha, ICMS pela 5ª', () => {
    const r = calcularSimples({ anexo: 'II', rbt12: 4_000_000, receita: 100_000 });
    const ef6 = 30 - (720_000 / 4_000_000) * 100; // 12%
    const ef5 = 14.7 - (85_500 / 4_000_000) * 100; // 12,5625%
    expect(r.tributos.ipi).toBe(Math.round(ef6 * 0.35 * 1000 * 100) / 100);
    expect(r.tributos.icms).toBe(Math.round(ef5 * 0.32 * 1000 * 100) / 100);
  });
});

describe('segregação (casos calculados pela consulta DL-COM §8, não oficiais)', () => {
  it('D: Anexo I, RBT12 600.000 — normal 30.000 + ICMS-ST 12.000 + monofásico 8.000 = 3.216,81', () => {
    const r = calcularSimples({
      anexo: 'I',
      rbt12: 600_000,
      segmentos: [{ receita: 30_000 }, { receita: 12_000, segregacao: ['icms_st'] }, { receita: 8_000, segregacao: ['monofasico'] }],
    });
    expect(r.segmentos.map((s) => s.valor)).toEqual([2157.01, 573.76, 486.04]);
    expect(tributosSemZeros(r.segmentos[1]!.tributos)).toEqual({ irpj: 47.45, csll: 30.2, cofins: 109.92, pis: 23.81, cpp: 362.38 });
    expect(r.das).toBe(3216.81);
  });

  it('E: ST + monofásico no mesmo item: 5.000 → 183,34', () => {
    const r = calcularSimples({ anexo: 'I', rbt12: 600_000, segmentos: [{ receita: 5_000, segregacao: ['icms_st', 'monofasico'] }] });
    expect(r.das).toBe(183.34);
  });

  it('F: Anexo II, ST e exportação (RBT12 ext 150.000) = 4.490,10', () => {
    const r = calcularSimples({
      anexo: 'II',
      rbt12: 900_000,
      rbt12Externo: 150_000,
      segmentos: [{ receita: 40_000 }, { receita: 10_000, segregacao: ['icms_st'] }, { receita: 20_000, segregacao: ['exportacao'] }],
    });
    expect(r.segmentos.map((s) => s.valor)).toEqual([3480, 591.6, 418.5]);
    expect(r.segmentos[2]!.mercado).toBe('externo');
    expect(r.segmentos[2]!.tributos.ipi).toBe(0);
    expect(r.das).toBe(4490.1);
  });

  it('G: dois anexos com RBT12 único: 60.000 (I) + 20.000 (III) = 4.808,00', () => {
    const r = calcularSimples({
      rbt12: 300_000,
      segmentos: [
        { receita: 60_000, anexo: 'I' },
        { receita: 20_000, anexo: 'III' },
      ],
    });
    expect(r.das).toBe(4808);
  });

  it('ISS retido: só o ISS sai, sem redistribuição', () => {
    const r = calcularSimples({ anexo: 'III', rbt12: 300_000, segmentos: [{ receita: 100_000, segregacao: ['iss_retido'] }] });
    expect(r.das).toBe(8080 - 2585.6);
    expect(r.tributos.iss).toBe(0);
    expect(r.tributos.irpj).toBe(323.2);
  });

  it('ISS em valor fixo: o ISS sai do DAS (pago ao município), os federais ficam, com aviso', () => {
    const r = calcularSimples({ anexo: 'III', rbt12: 300_000, segmentos: [{ receita: 100_000, segregacao: ['iss_valor_fixo'] }] });
    expect(r.tributos.iss).toBe(0);
    expect(tributosSemZeros(r.tributos)).toEqual({ irpj: 323.2, csll: 282.8, cofins: 1135.24, pis: 246.44, cpp: 3506.72 });
    expect(r.das).toBe(5494.4);
    expect(r.avisos.join(' ')).toContain('ISS em valor fixo');
  });

  it('locação de bens móveis (Anexo III): só o ISS sai, ao lado de uma receita normal', () => {
    const r = calcularSimples({
      anexo: 'III',
      rbt12: 300_000,
      segmentos: [{ receita: 100_000 }, { receita: 100_000, segregacao: ['locacao_bens_moveis'] }],
    });
    const [normal, locacao] = r.segmentos;
    expect(normal!.valor).toBe(8080);
    expect(locacao!.tributos.iss).toBe(0);
    expect(locacao!.valor).toBe(5494.4);
    expect(r.das).toBe(13574.4);
  });

  it('ISS retido na 5ª faixa com teto: sai o ISS de 5%, os federais ficam com o excedente', () => {
    const s = calcularSimples({ anexo: 'III', rbt12: 3_600_000, segmentos: [{ receita: 100_000, segregacao: ['iss_retido'] }] })
      .segmentos[0]!;
    expect(s.valor).toBe(12510.01); // the five federal taxes of the case above
  });

  it('segregações que não cabem no anexo são recusadas', () => {
    expect(() => calcularSimples({ anexo: 'I', rbt12: 1, segmentos: [{ receita: 1, segregacao: ['iss_retido'] }] })).toThrow('não tem ISS');
    expect(() => calcularSimples({ anexo: 'III', rbt12: 1, segmentos: [{ receita: 1, segregacao: ['icms_st'] }] })).toThrow('não tem ICMS');
    expect(() => calcularSimples({ anexo: 'V', rbt12: 1, segmentos: [{ receita: 1, segregacao: ['locacao_bens_moveis'] }] })).toThrow(
      'Anexo III',
    );
    expect(() =>
      calcularSimples({
        anexo: 'I',
        rbt12: 1,
        rbt12Externo: 1,
        segmentos: [{ receita: 1, mercado: 'interno', segregacao: ['exportacao'] }],
      }),
    ).toThrow('mercado interno e exportação');
  });
});

describe('versões por período e entradas inválidas', () => {
  it('PA de 2027 em diante é recusado até as tabelas da reforma existirem', () => {
    expect(() => calcularSimples({ pa: '2027-01', anexo: 'I', rbt12: 1, receita: 1 })).toThrow(RangeError);
    expect(() => calcularSimples({ pa: '2027-01', anexo: 'I', rbt12: 1, receita: 1 })).toThrow('reforma tributária');
    expect(() => calcularSimples({ pa: '2017-12', anexo: 'I', rbt12: 1, receita: 1 })).toThrow('anterior a 01/2018');
    expect(calcularSimples({ pa: '2026-12', anexo: 'I', rbt12: 1, receita: 1 }).versao).toBe('LC 155/2016');
  });

  it.each([
    [{ pa: '2026-13' }, 'Período de apuração deve estar no formato AAAA-MM.'],
    [{ rbt12: -1 }, 'RBT12 deve ser um número maior ou igual a zero.'],
    [{ receita: Number.POSITIVE_INFINITY }, 'Receita do mês deve ser'],
    [{ anexo: 'VI' }, 'Anexo deve ser I, II, III, IV ou V.'],
    [{ anexo: undefined }, 'Anexo é obrigatório'],
    [{ rbt12: undefined }, 'Informe o RBT12'],
    [{ receitasAnteriores: [1] }, 'não os dois'],
    [{ segmentos: [] }, 'Informe a receita do mês ou a lista'],
    [{ receita: undefined, segmentos: [{ receita: 1, mercado: 'externo' as const }] }, 'RBT12 de exportação'],
    [{ atividadeFatorR: true, anexo: 'I' as const, folha12: 1 }, 'o anexo é o III ou o V'],
  ])('%j', (parcial, mensagem) => {
    const base = { anexo: 'I' as Anexo, rbt12: 100_000, receita: 1_000 };
    expect(() => calcularSimples({ ...base, ...(parcial as object) })).toThrow(mensagem);
  });

  it('DAS abaixo de R$ 10,00', () => {
    const r = calcularSimples({ anexo: 'I', rbt12: 0, receita: 200 });
    expect(r.das).toBe(8);
    expect(r.dasAbaixoDeDezReais).toBe(true);
    expect(r.avisos.join(' ')).toContain('abaixo de R$ 10,00');
  });

  it('traz o vencimento do DAS do PA', () => {
    expect(calcularSimples({ pa: '2026-10', anexo: 'I', rbt12: 1, receita: 1 }).vencimento).toBe('2026-11-23');
  });
});

describe('vencimentoDas (dia 20, prorrogado — SIMPLES.md §11, AGENDA.md §3)', () => {
  it.each([
    ['2017-04', '2017-05-22'],
    ['2017-07', '2017-08-21'],
    ['2018-09', '2018-10-22'],
    ['2020-05', '2020-06-22'],
    ['2020-11', '2020-12-21'],
    ['2021-05', '2021-06-21'],
    ['2021-10', '2021-11-22'],
    ['2022-07', '2022-08-22'],
    ['2025-08', '2025-09-22'],
    ['2025-10', '2025-11-21'],
    ['2025-11', '2025-12-22'],
    ['2025-12', '2026-01-20'],
    ['2026-01', '2026-02-20'],
    ['2026-05', '2026-06-22'],
    ['2026-08', '2026-09-21'],
    ['2026-10', '2026-11-23'],
    ['2026-11', '2026-12-21'],
    ['2026-12', '2027-01-20'],
  ])('PA %s → %s', (pa, data) => {
    expect(vencimentoDas(pa)).toBe(data);
  });

  it('prorrogação extraordinária nacional: PA 04/2025 → 28/05/2025 (Res. CGSN 179/2025)', () => {
    const v = vencimentoDasDetalhado('2025-04');
    expect(v.vencimento).toBe('2025-05-28');
    expect(v.nominal).toBe('2025-05-20');
    expect(v.atoExtraordinario).toContain('179/2025');
  });

  it('recusa um PA mal escrito', () => {
    expect(() => vencimentoDas('2025-4')).toThrow('AAAA-MM');
  });
});

describe('propriedades', () => {
  const anexo = fc.constantFrom<Anexo>('I', 'II', 'III', 'IV', 'V');
  const dinheiro = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
  const segregacao = fc.subarray(['iss_retido', 'icms_st', 'monofasico'] as const);
  const entrada = fc.record({
    rbt12: dinheiro(6_000_000),
    icmsIssNoDas: fc.boolean(),
    segmentos: fc.array(fc.record({ receita: dinheiro(500_000), anexo, segregacao }), { minLength: 1, maxLength: 4 }),
  });
  const emCentavos = (v: number) => Math.round(v * 100);

  it('a partilha soma o DAS, o ISS nunca passa de 5% e nenhum tributo é negativo', () => {
    fc.assert(
      fc.property(entrada, (bruta) => {
        const segmentos = bruta.segmentos.map((s) => ({
          ...s,
          segregacao: s.segregacao.filter((g) =>
            g === 'icms_st' ? s.anexo === 'I' || s.anexo === 'II' : g === 'iss_retido' ? s.anexo !== 'I' && s.anexo !== 'II' : true,
          ),
        }));
        const r = calcularSimples({ pa: '2026-03', rbt12: bruta.rbt12, icmsIssNoDas: bruta.icmsIssNoDas, segmentos });
        const somaTributos = Object.values(r.tributos).reduce((a, v) => a + emCentavos(v), 0);
        expect(somaTributos).toBe(emCentavos(r.das));
        expect(r.segmentos.reduce((a, s) => a + emCentavos(s.valor), 0)).toBe(emCentavos(r.das));
        for (const s of r.segmentos) {
          expect(Object.values(s.tributos).reduce((a, v) => a + emCentavos(v), 0)).toBe(emCentavos(s.valor));
          expect(s.percentuais.iss).toBeLessThanOrEqual(5);
          for (const v of Object.values(s.tributos)) expect(v).toBeGreaterThanOrEqual(0);
          // nas faixas 1 a 5, sem segregação e com ICMS/ISS no DAS, a partilha reconstitui a alíquota efetiva
          if (s.faixa <= 5 && s.segregacao.length === 0 && bruta.icmsIssNoDas) {
            expect(s.aliquotaDevida).toBeCloseTo(s.aliquotaEfetiva, 10);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

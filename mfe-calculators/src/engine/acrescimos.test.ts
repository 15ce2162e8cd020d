/** @jest-environment node */
// ACRESCIMOS.md: multa de mora and juros Selic, with the published examples of §8.
import fc from 'fast-check';
import { calcularAcrescimos, ROTULO_ULTIMO_MES_SELIC, TAXAS_SELIC, ULTIMO_MES_SELIC } from './index';

describe('exemplos publicados (ACRESCIMOS.md §8)', () => {
  it('pub-rfb-sicalc-14-11: vence 14/11, pago até 30/11 → sem juros, só multa', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2025-11-14', pagamento: '2025-11-28', tributo: 'DARF' });
    expect(r.jurosPct).toBe(0);
    expect(r.juros).toBe(0);
    expect(r.diasAtraso).toBe(12); // de segunda 17/11 a 28/11
    expect(r.multaPct).toBe(3.96);
  });

  it('pub-iob-19-10-2007: sexta 19.10.2007 → 30.11.2007 = 40 dias, 13,20%', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2007-10-19', pagamento: '2007-11-30', tributo: 'DARF' });
    expect(r.inicioContagem).toBe('2007-10-22');
    expect(r.diasAtraso).toBe(40);
    expect(r.multaPct).toBe(13.2);
    expect(r.multa).toBe(132);
    expect(r.jurosPct).toBe(1); // pago no mês seguinte ao do vencimento
  });

  it('pub-senior-19-12-2008: sexta 19.12.2008 → 23.01.2009 = 33 dias, 10,89%', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2008-12-19', pagamento: '2009-01-23', tributo: 'DARF' });
    expect(r.diasAtraso).toBe(33);
    expect(r.multaPct).toBe(10.89);
    expect(r.jurosPct).toBe(1);
  });

  it('pub-jettax-pis-2022: R$ 2.200, 25/03 → 22/06/2022 = 87 dias, 28,71% → 20% = R$ 440,00', () => {
    const r = calcularAcrescimos({ principal: 2200, vencimento: '2022-03-25', pagamento: '2022-06-22', tributo: 'DARF' });
    expect(r.diasAtraso).toBe(87);
    expect(r.multaPct).toBe(20);
    expect(r.multa).toBe(440);
    expect(r.passos[0]!.formula).toContain('28,71% → limitada a 20%');
    // Selic 04/2022 (0,83) + 05/2022 (1,03) + 1% = 2,86%
    expect(r.mesesSelic).toEqual([
      { mes: '2022-04', taxa: 0.83 },
      { mes: '2022-05', taxa: 1.03 },
    ]);
    expect(r.jurosPct).toBe(2.86);
    expect(r.juros).toBe(62.92);
    expect(r.total).toBe(2702.92);
  });

  it('pub-contabeis-irpj-2017: R$ 8.013,76, 31.10 → 01.11.2017: juros R$ 80,14 (a multa publicada, 26,26, é um erro da fonte)', () => {
    const r = calcularAcrescimos({ principal: 8013.76, vencimento: '2017-10-31', pagamento: '2017-11-01', tributo: 'DARF' });
    expect(r.diasAtraso).toBe(1);
    expect(r.juros).toBe(80.14);
    expect(r.multa).toBe(26.45); // 8.013,76 × 0,33% = 26,445 → 26,45
    expect(r.total).toBe(8120.35);
  });

  it('pub-vocesa-mei-71-60: DAS-MEI R$ 71,60 com 31 dias → multa R$ 7,32, juros 1% R$ 0,72', () => {
    // The article gives no dates: a 31-day delay paid in the month after the due month.
    const r = calcularAcrescimos({ principal: 71.6, vencimento: '2025-06-20', pagamento: '2025-07-23', tributo: 'DAS-MEI' });
    expect(r.diasAtraso).toBe(31);
    expect(r.multa).toBe(7.32);
    expect(r.juros).toBe(0.72);
    expect(r.total).toBe(79.64);
  });
});

describe('contagem dos dias de multa', () => {
  it('1 dia: vence sexta, paga segunda = 0,33% (não 0,99%)', () => {
    const r = calcularAcrescimos({ principal: 100, vencimento: '2025-06-20', pagamento: '2025-06-23', tributo: 'DAS' });
    expect(r.diasAtraso).toBe(1);
    expect(r.multaPct).toBe(0.33);
    expect(r.multa).toBe(0.33);
    expect(r.jurosPct).toBe(0);
  });

  it('60 dias = 19,80%; 61 dias = 20%', () => {
    const d60 = calcularAcrescimos({ principal: 1000, vencimento: '2025-06-20', pagamento: '2025-08-21', tributo: 'DAS' });
    expect(d60.diasAtraso).toBe(60);
    expect(d60.multaPct).toBe(19.8);
    expect(d60.multa).toBe(198);
    const d61 = calcularAcrescimos({ principal: 1000, vencimento: '2025-06-20', pagamento: '2025-08-22', tributo: 'DAS' });
    expect(d61.diasAtraso).toBe(61);
    expect(d61.multaPct).toBe(20);
    expect(d61.multa).toBe(200);
    // Selic 07/2025 (1,28) + 1%
    expect(d61.jurosPct).toBe(2.28);
  });

  it('DAS com vencimento no sábado é prorrogado: pagar na segunda está em dia', () => {
    const r = calcularAcrescimos({ principal: 500, vencimento: '2025-09-20', pagamento: '2025-09-22', tributo: 'DAS' });
    expect(r.vencimentoEfetivo).toBe('2025-09-22');
    expect(r.diasAtraso).toBe(0);
    expect(r.total).toBe(500);
  });

  it('DARF com vencimento no sábado é antecipado: pagar na segunda tem 1 dia de multa', () => {
    const r = calcularAcrescimos({ principal: 500, vencimento: '2025-09-20', pagamento: '2025-09-22', tributo: 'DARF' });
    expect(r.vencimentoEfetivo).toBe('2025-09-19');
    expect(r.diasAtraso).toBe(1);
    expect(r.multa).toBe(1.65);
  });

  it('vencimento na véspera de feriado: a contagem começa no dia útil seguinte ao feriado', () => {
    // 19/11/2025 (quarta), 20/11 feriado; pago sexta 21/11 → 1 dia
    const a = calcularAcrescimos({ principal: 1000, vencimento: '2025-11-19', pagamento: '2025-11-21', tributo: 'DARF' });
    expect(a.inicioContagem).toBe('2025-11-21');
    expect(a.diasAtraso).toBe(1);
    // quinta 02/04/2026, antes da Paixão; pago segunda 06/04 → 1 dia
    const b = calcularAcrescimos({ principal: 1000, vencimento: '2026-04-02', pagamento: '2026-04-06', tributo: 'DARF' });
    expect(b.diasAtraso).toBe(1);
  });

  it('DAS de 20/11/2025 (feriado) vence 21/11; o DARF do mesmo dia, 19/11', () => {
    const das = calcularAcrescimos({ principal: 1000, vencimento: '2025-11-20', pagamento: '2025-11-21', tributo: 'DAS' });
    expect(das.vencimentoEfetivo).toBe('2025-11-21');
    expect(das.diasAtraso).toBe(0);
    const darf = calcularAcrescimos({ principal: 1000, vencimento: '2025-11-20', pagamento: '2025-11-21', tributo: 'DARF' });
    expect(darf.vencimentoEfetivo).toBe('2025-11-19');
    expect(darf.diasAtraso).toBe(1);
  });

  it('Carnaval: vence sexta 13/02/2026, paga quarta 18/02 = 1 dia, com aviso', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2026-02-13', pagamento: '2026-02-18', tributo: 'DARF' });
    expect(r.diasAtraso).toBe(1);
    expect(r.avisos.join(' ')).toContain('Carnaval');
  });

  it('pagamento antes ou no vencimento: nada a acrescentar', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2025-06-20', pagamento: '2025-06-10', tributo: 'DAS' });
    expect([r.diasAtraso, r.multa, r.juros, r.total]).toEqual([0, 0, 0, 1000]);
    expect(r.inicioContagem).toBeUndefined();
  });
});

describe('juros', () => {
  it('pago no mês do vencimento: 0; no mês seguinte: 1%', () => {
    const mesmo = calcularAcrescimos({ principal: 1000, vencimento: '2025-10-20', pagamento: '2025-10-31', tributo: 'DAS' });
    expect(mesmo.jurosPct).toBe(0);
    const seguinte = calcularAcrescimos({ principal: 1000, vencimento: '2025-10-20', pagamento: '2025-11-03', tributo: 'DAS' });
    expect(seguinte.jurosPct).toBe(1);
    expect(seguinte.juros).toBe(10);
  });

  it('vence 31/10, paga 01/11: 1 dia de multa e 1% de juros', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2024-10-31', pagamento: '2024-11-01', tributo: 'DARF' });
    expect(r.diasAtraso).toBe(1);
    expect(r.jurosPct).toBe(1);
  });

  it('pagamento num sábado vai para o dia útil seguinte e pode mudar o mês dos juros', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2025-10-20', pagamento: '2025-11-01', tributo: 'DAS' });
    expect(r.pagamentoEfetivo).toBe('2025-11-03');
    expect(r.jurosPct).toBe(1);
    expect(r.diasAtraso).toBe(14);
  });

  it('meses depois: Σ Selic dos meses do meio + 1%, sem capitalizar', () => {
    // vence 19/01/2024; paga 10/06/2024: Selic 02 a 05/2024 = 0,80 + 0,83 + 0,89 + 0,83 = 3,35
    const r = calcularAcrescimos({ principal: 12345.67, vencimento: '2024-01-19', pagamento: '2024-06-10', tributo: 'DARF' });
    expect(r.jurosPct).toBe(4.35);
    expect(r.juros).toBe(537.04); // 537,036... → 537,04
    expect(r.multaPct).toBe(20);
    expect(r.multa).toBe(2469.13);
    expect(r.total).toBe(15351.84);
  });

  it('virada do ano: DAS de PA 11/2025 (20/12 sábado → 22/12) pago em 15/01/2026', () => {
    const r = calcularAcrescimos({ principal: 2000, vencimento: '2025-12-20', pagamento: '2026-01-15', tributo: 'DAS' });
    expect(r.vencimentoEfetivo).toBe('2025-12-22');
    expect(r.diasAtraso).toBe(24);
    expect(r.multaPct).toBe(7.92);
    expect(r.jurosPct).toBe(1);
  });

  it('pagamento em 31/12 conta como 02/01 do ano seguinte', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2025-12-22', pagamento: '2025-12-31', tributo: 'DAS' });
    expect(r.pagamentoEfetivo).toBe('2026-01-02');
    expect(r.jurosPct).toBe(1);
  });

  it('mês sem taxa Selic conhecida é recusado dizendo qual mês', () => {
    expect(() => calcularAcrescimos({ principal: 2000, vencimento: '2025-12-22', pagamento: '2026-02-10', tributo: 'DAS' })).toThrow(
      'A taxa Selic de 01/2026 ainda não foi carregada',
    );
    expect(() => calcularAcrescimos({ principal: 2000, vencimento: '2019-10-21', pagamento: '2020-01-10', tributo: 'DAS' })).toThrow(
      'A taxa Selic de 11/2019 não está na tabela',
    );
  });

  it('a tabela pode ser injetada (a que virá do banco)', () => {
    const taxasSelic = { ...TAXAS_SELIC, '2026-01': 1.16 };
    const r = calcularAcrescimos({ principal: 2000, vencimento: '2025-12-22', pagamento: '2026-02-10', tributo: 'DAS', taxasSelic });
    expect(r.jurosPct).toBe(2.16);
    expect(r.selicAte).toBe('01/2026');
  });

  it('avisa quando usa as taxas de fonte única (10 a 12/2025)', () => {
    const r = calcularAcrescimos({ principal: 1000, vencimento: '2025-09-22', pagamento: '2025-12-10', tributo: 'DAS' });
    expect(r.jurosPct).toBe(3.33); // 1,28 + 1,05 + 1
    expect(r.avisos.join(' ')).toContain('10/2025, 11/2025');
  });

  it('exporta o último mês da tabela', () => {
    expect(ULTIMO_MES_SELIC).toBe('2025-12');
    expect(ROTULO_ULTIMO_MES_SELIC).toBe('12/2025');
  });
});

describe('entradas inválidas', () => {
  const base = { principal: 100, vencimento: '2025-06-20', pagamento: '2025-07-01', tributo: 'DAS' as const };
  it.each([
    [{ principal: 0 }, 'Valor principal deve ser um número maior que zero.'],
    [{ principal: Number.NaN }, 'Valor principal'],
    [{ vencimento: '20/06/2025' }, 'Data de vencimento deve ser uma data válida'],
    [{ pagamento: '2025-02-30' }, 'Data de pagamento deve ser uma data válida'],
    [{ tributo: 'GARE' }, 'Tributo deve ser DARF, DAS ou DAS-MEI.'],
    [{ taxasSelic: { '2025-13': 1 } }, 'formato AAAA-MM'],
    [{ taxasSelic: { '2025-06': -1 } }, 'Taxa Selic de 06/2025'],
    [{ ajusteVencimento: 'adiante' }, 'Ajuste do vencimento'],
  ])('%j', (parcial, mensagem) => {
    expect(() => calcularAcrescimos({ ...base, ...(parcial as object) } as never)).toThrow(RangeError);
    expect(() => calcularAcrescimos({ ...base, ...(parcial as object) } as never)).toThrow(mensagem);
  });

  it('avisa abaixo de R$ 10,00', () => {
    const r = calcularAcrescimos({ ...base, principal: 9.99 });
    expect(r.avisos.join(' ')).toContain('abaixo de R$ 10,00');
  });
});

describe('propriedades', () => {
  const dia = (n: number) => new Date(Date.UTC(2020, 0, 20) + n * 86_400_000).toISOString().slice(0, 10);
  const entrada = fc.record({
    principal: fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100),
    v: fc.integer({ min: 0, max: 2100 }),
    atraso: fc.integer({ min: 0, max: 400 }),
    tributo: fc.constantFrom('DARF' as const, 'DAS' as const, 'DAS-MEI' as const),
  });

  it('a multa nunca passa de 20%, os dias crescem com o pagamento e o total é a soma das partes', () => {
    fc.assert(
      fc.property(entrada, ({ principal, v, atraso, tributo }) => {
        const vencimento = dia(v);
        const pagamento = dia(v + atraso);
        if (pagamento > '2025-12-31') return;
        const r = calcularAcrescimos({ principal, vencimento, pagamento, tributo });
        expect(r.multaPct).toBeLessThanOrEqual(20);
        expect(r.multa).toBeLessThanOrEqual(Math.round(principal * 20) / 100 + 1e-9);
        expect(Math.round(r.total * 100)).toBe(Math.round(principal * 100) + Math.round(r.multa * 100) + Math.round(r.juros * 100));
        expect(r.diasAtraso).toBeGreaterThanOrEqual(0);
        if (r.diasAtraso > 60) expect(r.multaPct).toBe(20);
        else expect(r.multaPct).toBeCloseTo(r.diasAtraso * 0.33, 10);
        const depois = calcularAcrescimos({ principal, vencimento, pagamento: dia(v + atraso + 1), tributo });
        expect(depois.diasAtraso).toBeGreaterThanOrEqual(r.diasAtraso);
        expect(depois.jurosPct).toBeGreaterThanOrEqual(r.jurosPct);
      }),
      { numRuns: 300 },
    );
  });
});

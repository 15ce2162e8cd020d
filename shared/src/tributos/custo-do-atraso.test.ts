/** @jest-environment node */
import { custoDoAtraso, type CenarioPagamento } from './custo-do-atraso';
import { mesesOuFracao, multaPorAtrasoNaEntrega } from './multas-declaracao';

function pagamento(r: ReturnType<typeof custoDoAtraso>): CenarioPagamento[] {
  if (r.tipo !== 'pagamento') throw new Error(`esperava pagamento, veio ${r.tipo}`);
  return r.cenarios;
}

describe('custo de perder um vencimento: pagamento (ACRESCIMOS.md §1)', () => {
  // DAS 10/2025 venceu na sexta 21/11/2025 (20/11 feriado: prorrogado). R$ 1.000,00.
  const das = {
    obrigacao: 'DAS' as const,
    competencia: '2025-10',
    tipo: 'pagamento' as const,
    regime: 'SIMPLES' as const,
    vencimento: '2025-11-21',
  };

  it('a week late is 5 days of multa counted from Monday, and no juros in the same month', () => {
    const [semana] = pagamento(custoDoAtraso({ ...das, valor: 1000 }));
    expect(semana).toMatchObject({
      pagamento: '2025-11-28',
      diasAtraso: 5,
      multaPct: 1.65,
      multa: 16.5,
      jurosPct: 0,
      juros: 0,
      total: 1016.5,
    });
  });

  it('a month late moves off the Sunday to Monday 22/12: 29 days (9,57%) and 1% juros', () => {
    const [, mes] = pagamento(custoDoAtraso({ ...das, valor: 1000 }));
    expect(mes).toMatchObject({
      pagamento: '2025-12-21',
      diasAtraso: 29,
      multaPct: 9.57,
      multa: 95.7,
      jurosPct: 1,
      juros: 10,
      total: 1105.7,
      selicFaltando: [],
    });
    expect(mes!.resultado.passos.map((p) => p.formula).join('\n')).toContain('24/11/2025');
  });

  it('sums the Selic of the month in between when the payment falls two months on (11/2025: 1,05%)', () => {
    // DARF due Friday 31/10/2025, paid 30 days on: Sunday 30/11 → Monday 01/12.
    const r = custoDoAtraso({
      obrigacao: 'PIS-COFINS',
      competencia: '2025-09',
      tipo: 'pagamento',
      regime: 'PRESUMIDO',
      vencimento: '2025-10-31',
      valor: 1000,
    });
    const [, mes] = pagamento(r);
    expect(r).toMatchObject({ tributo: 'DARF' });
    expect(mes).toMatchObject({ diasAtraso: 29, multa: 95.7, jurosPct: 2.05, juros: 20.5, total: 1116.2 });
  });

  it('says which Selic month is missing instead of pricing the juros as zero', () => {
    // Due Friday 30/01/2026; a month on is Monday 02/03: February's Selic is not in the table.
    const [semana, mes] = pagamento(
      custoDoAtraso({
        obrigacao: 'DARF-CP',
        competencia: '2025-12',
        tipo: 'pagamento',
        regime: 'SIMPLES',
        vencimento: '2026-01-30',
        valor: 2000,
      }),
    );
    expect(semana).toMatchObject({ pagamento: '2026-02-06', selicFaltando: [], jurosPct: 1, juros: 20 }); // the month after: 1%, no Selic needed
    expect(mes!.selicFaltando).toEqual(['02/2026']);
    expect(mes!.multa).toBe(191.4); // 29 days × 0,33% = 9,57% of R$ 2.000,00
    expect(mes!.juros).toBeUndefined();
    expect(mes!.total).toBeUndefined();
  });

  it('without an amount gives the percentages only', () => {
    const [semana] = pagamento(custoDoAtraso(das));
    expect(semana).toMatchObject({ multaPct: 1.65, jurosPct: 0 });
    expect(semana!.multa).toBeUndefined();
  });

  it('the DAS carries the PGDAS-D, whose fine only counts from 1 April of the next year', () => {
    const r = custoDoAtraso({ ...das, valor: 1000 });
    expect(r.tipo === 'pagamento' && r.pgdas).toMatchObject({ meses: 0, inicioContagem: '2026-04-01', valor: 0 });
  });

  it('does not price FGTS with the federal rule', () => {
    expect(
      custoDoAtraso({ obrigacao: 'FGTS', competencia: '2025-10', tipo: 'pagamento', regime: 'SIMPLES', vencimento: '2025-11-19' }),
    ).toMatchObject({
      tipo: 'pagamento-sem-calculo',
      mensagem: expect.stringContaining('Lei 8.036/1990 art. 22'),
    });
  });
});

describe('multa por atraso na entrega de declaração', () => {
  it('counts months or fraction from the day after the deadline', () => {
    expect(mesesOuFracao('2026-06-01', '2026-06-07')).toBe(1);
    expect(mesesOuFracao('2026-06-01', '2026-06-30')).toBe(1);
    expect(mesesOuFracao('2026-06-01', '2026-07-01')).toBe(2);
    expect(mesesOuFracao('2026-02-28', '2026-03-27')).toBe(1);
    expect(mesesOuFracao('2026-02-28', '2026-03-28')).toBe(2);
    expect(mesesOuFracao('2026-06-01', '2026-05-31')).toBe(0);
  });

  it('DASN-SIMEI: 2% a month of the declared taxes, at least R$ 50,00, with the doubt said', () => {
    const r = multaPorAtrasoNaEntrega({
      obrigacao: 'DASN-SIMEI',
      competencia: '2025',
      regime: 'MEI',
      vencimento: '2026-05-31',
      entrega: '2026-06-07',
    });
    expect(r).toMatchObject({ temMulta: true, meses: 1, percentual: 2, minimo: 50 });
    expect(r.incerteza).toMatch(/R\$ 25,00/);
    // 12 DAS-MEI of R$ 81,05 = R$ 972,60 × 2% = R$ 19,45: the minimum applies.
    const comTributos = multaPorAtrasoNaEntrega({
      obrigacao: 'DASN-SIMEI',
      competencia: '2025',
      regime: 'MEI',
      vencimento: '2026-05-31',
      entrega: '2026-06-07',
      tributosDeclarados: 972.6,
    });
    expect(comTributos.valor).toBe(50);
  });

  it('DCTFWeb (Lei 8.212 art. 32-A): 2% a month, minimum R$ 500 less 50% in the Simples and 90% for the MEI', () => {
    const base = { obrigacao: 'DCTFWEB' as const, competencia: '2026-01', vencimento: '2026-02-27', entrega: '2026-03-06' };
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'SIMPLES' })).toMatchObject({ meses: 1, percentual: 2, minimo: 250 });
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'MEI' })).toMatchObject({ minimo: 50 });
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'PRESUMIDO' })).toMatchObject({ minimo: 500 });
    // R$ 20.000,00 informed: 2% = R$ 400,00; halved for spontaneous filing = R$ 200,00, but never below R$ 250,00.
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'SIMPLES', tributosDeclarados: 20000 })).toMatchObject({
      valor: 400,
      valorEspontaneo: 250,
    });
    // 30 days on (29/03) is in the 2nd month counted from 28/02: 4%.
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'SIMPLES', entrega: '2026-03-29' })).toMatchObject({ meses: 2, percentual: 4 });
  });

  it('caps the percentage at 20%', () => {
    const r = multaPorAtrasoNaEntrega({
      obrigacao: 'EFD-REINF',
      competencia: '2025-01',
      regime: 'PRESUMIDO',
      vencimento: '2025-02-17',
      entrega: '2026-02-17',
      tributosDeclarados: 10000,
    });
    expect(r).toMatchObject({ meses: 12, percentual: 20, valor: 2000, valorEspontaneo: 1000 });
  });

  it('DEFIS: no fine before ano-calendário 2025; from it 2% a month, minimum R$ 200,00 (Res. CGSN 183/2025)', () => {
    expect(
      multaPorAtrasoNaEntrega({
        obrigacao: 'DEFIS',
        competencia: '2024',
        regime: 'SIMPLES',
        vencimento: '2025-03-31',
        entrega: '2025-04-07',
      }),
    ).toMatchObject({ temMulta: false });
    const r = multaPorAtrasoNaEntrega({
      obrigacao: 'DEFIS',
      competencia: '2025',
      regime: 'SIMPLES',
      vencimento: '2026-03-31',
      entrega: '2026-04-07',
    });
    expect(r).toMatchObject({ temMulta: true, meses: 1, percentual: 2, minimo: 200 });
    expect(r.fundamento).toContain('Res. CGSN 183/2025');
  });

  it('ECD: R$ 500,00 a month in the Presumido and R$ 1.500,00 in the Real, halved before any procedure', () => {
    const base = { obrigacao: 'ECD' as const, competencia: '2025', vencimento: '2026-06-30', entrega: '2026-07-07' };
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'PRESUMIDO' })).toMatchObject({ meses: 1, valor: 500, valorEspontaneo: 250 });
    expect(multaPorAtrasoNaEntrega({ ...base, regime: 'REAL', entrega: '2026-08-01' })).toMatchObject({
      meses: 2,
      valor: 3000,
      valorEspontaneo: 1500,
    });
  });

  it('ECF and eSocial: the rule in words, no amount invented', () => {
    const ecf = multaPorAtrasoNaEntrega({
      obrigacao: 'ECF',
      competencia: '2025',
      regime: 'REAL',
      vencimento: '2026-07-31',
      entrega: '2026-08-07',
    });
    expect(ecf).toMatchObject({ temMulta: true });
    expect(ecf.valor).toBeUndefined();
    expect(ecf.resumo).toMatch(/0,25% do lucro líquido/);
    const esocial = multaPorAtrasoNaEntrega({
      obrigacao: 'ESOCIAL-S1299',
      competencia: '2026-01',
      regime: 'SIMPLES',
      vencimento: '2026-02-18',
      entrega: '2026-02-25',
    });
    expect(esocial).toMatchObject({ temMulta: false });
    expect(esocial.incerteza).toBeDefined();
  });

  it('on time, no fine', () => {
    expect(
      multaPorAtrasoNaEntrega({
        obrigacao: 'DEFIS',
        competencia: '2025',
        regime: 'SIMPLES',
        vencimento: '2026-03-31',
        entrega: '2026-03-31',
      }),
    ).toMatchObject({ meses: 0, valor: 0, resumo: 'Entregue no prazo: sem multa.' });
  });

  it('the calendar prices a declaration a week and a month late', () => {
    const r = custoDoAtraso({ obrigacao: 'DEFIS', competencia: '2025', tipo: 'declaracao', regime: 'SIMPLES', vencimento: '2026-03-31' });
    if (r.tipo !== 'declaracao') throw new Error(r.tipo);
    expect(r.cenarios.map((c) => [c.entrega, c.multa.meses, c.multa.percentual])).toEqual([
      ['2026-04-07', 1, 2],
      ['2026-04-30', 1, 2],
    ]);
  });

  it('an overdue item is priced for paying today and a week from today', () => {
    // DAS due Friday 21/11/2025, paid on Wednesday 26/11: 24, 25 and 26/11 = 3 days × 0,33% of R$ 1.000,00.
    const das = {
      obrigacao: 'DAS' as const,
      competencia: '2025-10',
      tipo: 'pagamento' as const,
      regime: 'SIMPLES' as const,
      vencimento: '2025-11-21',
    };
    const r = custoDoAtraso({ ...das, valor: 1000, atrasos: [{ dias: 5, rotulo: 'hoje' }] });
    expect(pagamento(r)).toMatchObject([{ rotulo: 'hoje', pagamento: '2025-11-26', diasAtraso: 3, multa: 9.9 }]);
    expect(() => custoDoAtraso({ ...das, atrasos: [] })).toThrow(RangeError);
  });
});

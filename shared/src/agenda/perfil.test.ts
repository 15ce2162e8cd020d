/** @jest-environment node */
// AGENDA.md §4 and §9 item 7: what each profile sees, and every occurrence in a date range.
import fc from 'fast-check';
import { obrigacoesDoPerfil, vencimento, type ObrigacaoId, type PerfilEmpresa } from './index';

const ids = (perfil: PerfilEmpresa, de: string, ate: string) =>
  [...new Set(obrigacoesDoPerfil(perfil, de, ate).map((o) => o.obrigacao))].sort();

describe('obrigacoesDoPerfil', () => {
  it('MEI sem empregado: DAS-MEI todo mês e a DASN-SIMEI em 31/05', () => {
    const lista = obrigacoesDoPerfil({ regime: 'MEI', temEmpregados: false }, '2026-01-01', '2026-12-31');
    expect(lista.map((o) => `${o.obrigacao} ${o.competencia} ${o.data}`)).toEqual([
      'DAS-MEI 2025-12 2026-01-20',
      'DAS-MEI 2026-01 2026-02-20',
      'DAS-MEI 2026-02 2026-03-20',
      'DAS-MEI 2026-03 2026-04-20',
      'DAS-MEI 2026-04 2026-05-20',
      'DASN-SIMEI 2025 2026-05-31',
      'DAS-MEI 2026-05 2026-06-22',
      'DAS-MEI 2026-06 2026-07-20',
      'DAS-MEI 2026-07 2026-08-20',
      'DAS-MEI 2026-08 2026-09-21',
      'DAS-MEI 2026-09 2026-10-20',
      'DAS-MEI 2026-10 2026-11-23',
      'DAS-MEI 2026-11 2026-12-21',
    ]);
    expect(lista[0]).toMatchObject({ nome: 'DAS do MEI', tipo: 'pagamento', ondeFazer: expect.stringContaining('PGMEI') });
  });

  it('MEI com empregado: mais o DAE', () => {
    expect(ids({ regime: 'MEI', temEmpregados: true }, '2026-01-01', '2026-12-31')).toEqual(['DAE-MEI', 'DAS-MEI', 'DASN-SIMEI']);
  });

  it('Simples sem empregados: DAS e DEFIS; com retenções, EFD-Reinf e DCTFWeb', () => {
    expect(ids({ regime: 'SIMPLES', temEmpregados: false }, '2026-01-01', '2026-12-31')).toEqual(['DAS', 'DEFIS']);
    expect(ids({ regime: 'SIMPLES', temEmpregados: false, retencoes: true }, '2026-01-01', '2026-12-31')).toEqual([
      'DAS',
      'DCTFWEB',
      'DEFIS',
      'EFD-REINF',
    ]);
  });

  it('Simples com empregados: o bloco do empregador, o 13º, sem DIRF depois de 2025', () => {
    expect(ids({ regime: 'SIMPLES', temEmpregados: true }, '2026-01-01', '2026-12-31')).toEqual([
      'DARF-CP',
      'DARF-CP-13',
      'DAS',
      'DCTFWEB',
      'DCTFWEB-13',
      'DEFIS',
      'ESOCIAL-S1299',
      'ESOCIAL-S1299-13',
      'FGTS',
    ]);
    expect(ids({ regime: 'SIMPLES', temEmpregados: true }, '2025-01-01', '2025-12-31')).toContain('DIRF');
  });

  it('competência 10/2025 de um Simples com empregados: Darf em 19/11, DAS em 21/11', () => {
    const nov = obrigacoesDoPerfil({ regime: 'SIMPLES', temEmpregados: true }, '2025-11-17', '2025-11-21');
    expect(nov.map((o) => `${o.data} ${o.obrigacao}`)).toEqual([
      '2025-11-17 ESOCIAL-S1299',
      '2025-11-19 DARF-CP',
      '2025-11-19 FGTS',
      '2025-11-21 DAS',
    ]);
  });

  it('Lucro Presumido: PIS/Cofins, IRPJ/CSLL trimestral, DCTFWeb (MIT) desde 2025, EFD-Contribuições, ECF; ECD e IPI só quando ligados', () => {
    const presumido: PerfilEmpresa = { regime: 'PRESUMIDO', temEmpregados: false };
    expect(ids(presumido, '2026-01-01', '2026-12-31')).toEqual(['DCTFWEB', 'ECF', 'EFD-CONTRIBUICOES', 'IRPJ-CSLL-TRIM-Q1', 'PIS-COFINS']);
    expect(ids(presumido, '2024-01-01', '2024-12-31')).not.toContain('DCTFWEB');
    expect(ids({ ...presumido, ecdObrigatoria: true, industria: true, quotasIrpj: 3 }, '2026-01-01', '2026-12-31')).toEqual([
      'DCTFWEB',
      'ECD',
      'ECF',
      'EFD-CONTRIBUICOES',
      'IPI',
      'IRPJ-CSLL-TRIM-Q1',
      'IRPJ-CSLL-TRIM-Q2',
      'IRPJ-CSLL-TRIM-Q3',
      'PIS-COFINS',
    ]);
  });

  it('Lucro Real: estimativas mensais e ECD sempre; trimestral quando escolhido', () => {
    expect(ids({ regime: 'REAL', temEmpregados: false }, '2026-01-01', '2026-12-31')).toEqual([
      'DCTFWEB',
      'ECD',
      'ECF',
      'EFD-CONTRIBUICOES',
      'IRPJ-CSLL-ESTIMATIVA',
      'PIS-COFINS',
    ]);
    expect(ids({ regime: 'REAL', temEmpregados: false, apuracaoLucroReal: 'trimestral' }, '2026-01-01', '2026-12-31')).toContain(
      'IRPJ-CSLL-TRIM-Q1',
    );
  });

  it('nem ECF nem EFD-Contribuições no Simples', () => {
    const lista = ids(
      { regime: 'SIMPLES', temEmpregados: true, retencoes: true, industria: true, ecdObrigatoria: true },
      '2025-01-01',
      '2027-12-31',
    );
    expect(lista).not.toContain('ECF');
    expect(lista).not.toContain('EFD-CONTRIBUICOES');
    expect(lista).not.toContain('IPI');
  });

  it('o início da atividade corta os períodos anteriores', () => {
    const lista = obrigacoesDoPerfil({ regime: 'MEI', temEmpregados: false, inicioAtividade: '2026-03-10' }, '2026-01-01', '2026-06-30');
    expect(lista.map((o) => o.competencia)).toEqual(['2026-03', '2026-04', '2026-05']);
  });

  it('o município entra nos atos: Rio Bonito do Iguaçu-PR', () => {
    const lista = obrigacoesDoPerfil(
      { regime: 'SIMPLES', temEmpregados: false, uf: 'PR', municipio: 'Rio Bonito do Iguaçu' },
      '2026-05-01',
      '2026-07-31',
    );
    expect(lista.map((o) => `${o.obrigacao} ${o.competencia} ${o.data} ${o.ajuste}`)).toEqual([
      'DAS 2025-10 2026-05-20 ato',
      'DAS 2026-04 2026-05-20 nenhum',
      'DAS 2025-11 2026-06-22 ato',
      'DAS 2026-05 2026-06-22 prorrogado',
      'DAS 2025-12 2026-07-20 ato',
      'DAS 2026-06 2026-07-20 nenhum',
      'DEFIS 2025 2026-07-31 ato',
    ]);
  });

  it('intervalo vazio ou invertido', () => {
    expect(obrigacoesDoPerfil({ regime: 'MEI', temEmpregados: false }, '2026-01-21', '2026-02-19')).toEqual([]);
    expect(obrigacoesDoPerfil({ regime: 'MEI', temEmpregados: false }, '2026-02-01', '2026-01-01')).toEqual([]);
    expect(() => obrigacoesDoPerfil({ regime: 'MEI', temEmpregados: false }, '2026-02-30', '2026-03-01')).toThrow('Data inicial');
  });

  it('propriedade: tudo no intervalo, em ordem, e igual a vencimento()', () => {
    const perfis: PerfilEmpresa[] = [
      { regime: 'MEI', temEmpregados: true },
      { regime: 'SIMPLES', temEmpregados: true, retencoes: true },
      { regime: 'PRESUMIDO', temEmpregados: true, quotasIrpj: 3, industria: true, ecdObrigatoria: true },
      { regime: 'REAL', temEmpregados: false },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...perfis),
        fc.integer({ min: 2003, max: 2095 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 60 }),
        (perfil, ano, mes, dias) => {
          const de = `${ano}-${String(mes).padStart(2, '0')}-01`;
          const ate = `${ano}-${String(mes).padStart(2, '0')}-${String(Math.min(28, 1 + dias)).padStart(2, '0')}`;
          const lista = obrigacoesDoPerfil(perfil, de, ate);
          for (let i = 0; i < lista.length; i++) {
            const o = lista[i]!;
            expect(o.data >= de && o.data <= ate).toBe(true);
            if (i > 0) expect(lista[i - 1]!.data <= o.data).toBe(true);
            expect(vencimento(o.obrigacao as ObrigacaoId, o.competencia).data).toBe(o.data);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** @jest-environment node */
// AGENDA.md §1, §3, §6, §9: the due dates of the federal obligations, the rule versions at their
// boundaries, both directions of adjustment, and the extraordinary acts.
import fc from 'fast-check';
import {
  ATOS_EXTRAORDINARIOS,
  OBRIGACAO_IDS,
  OBRIGACOES,
  diferencaEmDias,
  ehDiaUtil,
  mesclarAtos,
  vencimento,
  versaoDaRegra,
  type AtoExtraordinario,
  type ObrigacaoId,
} from './index';

const data = (o: ObrigacaoId, c: string) => vencimento(o, c).data;

describe('datas publicadas (AGENDA.md)', () => {
  it.each<[ObrigacaoId, string, string, string]>([
    // §1 "the pattern that traps developers": competência 10/2025
    ['DARF-CP', '2025-10', '2025-11-19', 'antecipado'],
    ['IRRF-SALARIOS', '2025-10', '2025-11-19', 'antecipado'],
    ['DAS', '2025-10', '2025-11-21', 'prorrogado'],
    // §3 DAS / PGDAS-D
    ['DAS', '2020-05', '2020-06-22', 'prorrogado'],
    ['DAS', '2025-11', '2025-12-22', 'prorrogado'],
    ['DAS', '2025-12', '2026-01-20', 'nenhum'],
    ['DAS-MEI', '2025-08', '2025-09-22', 'prorrogado'],
    // DASN-SIMEI and DEFIS: fixed
    ['DASN-SIMEI', '2024', '2025-05-31', 'nenhum'],
    ['DASN-SIMEI', '2025', '2026-05-31', 'nenhum'],
    ['DEFIS', '2024', '2025-03-31', 'nenhum'],
    ['DEFIS', '2025', '2026-03-31', 'nenhum'],
    // DCTFWeb
    ['DCTFWEB', '2023-09', '2023-10-16', 'prorrogado'],
    ['DCTFWEB', '2025-01', '2025-03-31', 'ato'],
    ['DCTFWEB', '2025-11', '2025-12-31', 'nenhum'],
    ['DCTFWEB', '2026-01', '2026-02-27', 'nenhum'],
    // eSocial, EFD-Reinf, GPS do CI: Carnival 2026
    ['ESOCIAL-S1299', '2026-01', '2026-02-18', 'prorrogado'],
    ['EFD-REINF', '2026-01', '2026-02-18', 'prorrogado'],
    ['GPS-CI', '2026-01', '2026-02-18', 'prorrogado'],
    ['EFD-REINF', '2023-09', '2023-10-16', 'prorrogado'],
    ['EFD-REINF', '2025-10', '2025-11-17', 'prorrogado'],
    // FGTS Digital
    ['FGTS', '2024-03', '2024-04-19', 'antecipado'],
    // PIS/Cofins: Christmas moves it back to 24/12, a business day
    ['PIS-COFINS', '2025-11', '2025-12-24', 'antecipado'],
    // IRPJ/CSLL
    ['IRPJ-CSLL-TRIM-Q2', '2025-Q4', '2026-02-27', 'nenhum'],
    ['IRPJ-CSLL-TRIM-Q3', '2025-Q3', '2025-12-30', 'nenhum'],
    ['IRPJ-CSLL-ESTIMATIVA', '2025-11', '2025-12-30', 'nenhum'],
    // ECF, EFD-Contribuições, DIRF
    ['ECF', '2024', '2025-07-31', 'nenhum'],
    ['EFD-CONTRIBUICOES', '2026-04', '2026-06-15', 'nenhum'],
    ['DIRF', '2024', '2025-02-28', 'nenhum'],
    // §6 the acts of May 2025
    ['DAS', '2025-04', '2025-05-28', 'ato'],
    ['DAS-MEI', '2025-04', '2025-05-28', 'ato'],
    ['DARF-CP', '2025-04', '2025-05-28', 'ato'],
  ])('%s %s → %s (%s)', (obrigacao, competencia, esperado, ajuste) => {
    const v = vencimento(obrigacao, competencia);
    expect(v.data).toBe(esperado);
    expect(v.ajuste).toBe(ajuste);
    expect(v.fundamento.length).toBeGreaterThan(5);
  });

  it('explica a data em uma frase', () => {
    expect(vencimento('DARF-CP-13', '2026').explicacao).toBe('20/12 é domingo: antecipado para 18/12');
    expect(vencimento('DAS', '2025-10').explicacao).toBe(
      '20/11 é feriado (Dia Nacional de Zumbi e da Consciência Negra): prorrogado para 21/11',
    );
    expect(vencimento('DASN-SIMEI', '2025').explicacao).toBe('31/05 é domingo, mas o prazo não muda');
    expect(vencimento('DAS', '2025-04').explicacao).toBe('ato extraordinário: Res. CGSN 179/2025 (de 20/05 para 28/05)');
    expect(vencimento('DCTFWEB', '2026-01').explicacao).toBe('27/02: último dia útil do mês');
    expect(vencimento('DAS', '2025-12').explicacao).toBe('20/01: dia 20');
    expect(vencimento('DAS', '2025-04').nominal).toBe('2025-05-20');
  });

  it('o 13º: DCTFWeb, Darf e eSocial em 20/12, antecipando', () => {
    expect(data('DCTFWEB-13', '2025')).toBe('2025-12-19'); // 20/12/2025 é sábado
    expect(data('DARF-CP-13', '2025')).toBe('2025-12-19');
    expect(data('ESOCIAL-S1299-13', '2025')).toBe('2025-12-19');
    expect(data('ESOCIAL-S1299-13', '2024')).toBe('2024-12-20'); // sexta-feira
  });
});

describe('versões da regra na fronteira da vigência', () => {
  it('DCTFWeb: dia 15 antecipando até 08/2023, prorrogando de 09/2023 a 12/2024, último dia útil desde 01/2025', () => {
    expect(data('DCTFWEB', '2023-03')).toBe('2023-04-14'); // 15/04/2023 sábado, antecipa
    expect(versaoDaRegra('DCTFWEB', '2023-08')?.ajuste).toBe('antecipa');
    expect(versaoDaRegra('DCTFWEB', '2023-09')?.ajuste).toBe('prorroga');
    expect(data('DCTFWEB', '2024-12')).toBe('2025-01-15');
    expect(data('DCTFWEB', '2024-05')).toBe('2024-06-17'); // 15/06/2024 sábado, prorroga
    expect(data('DCTFWEB', '2025-02')).toBe('2025-03-31');
    expect(data('DCTFWEB', '2025-03')).toBe('2025-04-30');
  });

  it('eSocial e EFD-Reinf: antecipavam até 08/2023 e prorrogam desde 09/2023', () => {
    expect(data('EFD-REINF', '2023-03')).toBe('2023-04-14');
    expect(data('ESOCIAL-S1299', '2023-03')).toBe('2023-04-14');
    expect(data('ESOCIAL-S1299', '2023-09')).toBe('2023-10-16');
    // Sexta-feira da Paixão 15/04/2022, pela regra antiga
    expect(data('ESOCIAL-S1299', '2022-03')).toBe('2022-04-14');
  });

  it('FGTS: dia 7 até 02/2024, dia 20 desde 03/2024, sempre antecipando', () => {
    expect(data('FGTS', '2023-09')).toBe('2023-10-06'); // 07/10/2023 sábado
    expect(data('FGTS', '2024-02')).toBe('2024-03-07');
    expect(data('FGTS', '2024-03')).toBe('2024-04-19');
  });

  it('DAE do MEI com empregado: dia 7 até 03/2024, dia 20 desde 04/2024; não existia antes de 2022', () => {
    expect(data('DAE-MEI', '2024-03')).toBe('2024-04-08'); // 07/04/2024 domingo
    expect(data('DAE-MEI', '2024-04')).toBe('2024-05-20');
    expect(() => vencimento('DAE-MEI', '2021-12')).toThrow('não existia na competência 2021-12');
  });

  it('ECD: maio até o ano-calendário 2021, junho desde 2022', () => {
    expect(data('ECD', '2021')).toBe('2022-05-31');
    expect(data('ECD', '2022')).toBe('2023-06-30');
    expect(data('ECD', '2024')).toBe('2025-06-30');
  });

  it('DIRF: a última foi a do ano-calendário 2024', () => {
    expect(() => vencimento('DIRF', '2025')).toThrow('DIRF não existe para a competência 2025: a última foi 2024.');
  });

  it('um mês passado não muda: cada competência guarda a sua regra', () => {
    for (const id of OBRIGACAO_IDS) {
      const versoes = OBRIGACOES[id].versoes;
      for (let i = 1; i < versoes.length; i++) expect(versoes[i]!.desde > versoes[i - 1]!.ate!).toBe(true);
    }
  });
});

describe('os dois sentidos, feriados e virada do ano', () => {
  it('20/11: dia útil em 2023, feriado desde 2024', () => {
    expect(vencimento('DARF-CP', '2023-10')).toMatchObject({ data: '2023-11-20', ajuste: 'nenhum' });
    expect(vencimento('DARF-CP', '2024-10')).toMatchObject({ data: '2024-11-19', ajuste: 'antecipado' });
    expect(vencimento('DAS', '2024-10')).toMatchObject({ data: '2024-11-21', ajuste: 'prorrogado' });
  });

  it('Sexta-feira da Paixão: GPS do CI 03/2022 prorroga de 15/04 para 18/04/2022', () => {
    expect(data('GPS-CI', '2022-03')).toBe('2022-04-18');
    // e conta como dia não útil na contagem: 10º dia útil de abril/2026 é 15/04, não 14/04
    expect(data('EFD-CONTRIBUICOES', '2026-02')).toBe('2026-04-15');
  });

  it('Corpus Christi 20/06/2030: o DAS prorroga, a Darf antecipa', () => {
    expect(data('DAS', '2030-05')).toBe('2030-06-21');
    expect(data('DARF-CP', '2030-05')).toBe('2030-06-19');
  });

  it('Carnaval: eSocial 01/2026 passa do domingo 15/02 à quarta-feira de Cinzas', () => {
    expect(vencimento('ESOCIAL-S1299', '2026-01').explicacao).toBe('15/02 é domingo: prorrogado para 18/02');
  });

  it('31/12: não é dia útil para pagar (quota de IRPJ em 30/12), é para declarar (DCTFWeb em 31/12)', () => {
    expect(vencimento('IRPJ-CSLL-TRIM-Q3', '2025-Q3').calendario).toBe('pagamento');
    expect(data('IRPJ-CSLL-TRIM-Q3', '2025-Q3')).toBe('2025-12-30');
    expect(data('IRPJ-CSLL-ESTIMATIVA', '2026-11')).toBe('2026-12-30');
    expect(vencimento('DCTFWEB', '2025-11').calendario).toBe('declaracao');
    expect(data('DCTFWEB', '2025-11')).toBe('2025-12-31');
    expect(data('DCTFWEB', '2026-11')).toBe('2026-12-31');
  });

  it('virada do ano: dezembro vence em janeiro, o 4º trimestre também, o ano no ano seguinte', () => {
    expect(data('DARF-CP', '2026-12')).toBe('2027-01-20');
    expect(data('IRPJ-CSLL-TRIM-Q1', '2025-Q4')).toBe('2026-01-30');
    expect(data('IRPJ-CSLL-TRIM-Q1', '2025-Q1')).toBe('2025-04-30');
    expect(data('EFD-CONTRIBUICOES', '2025-11')).toBe('2026-01-15');
    expect(data('EFD-CONTRIBUICOES', '2025-12')).toBe('2026-02-13');
    expect(data('DEFIS', '2026')).toBe('2027-03-31');
  });

  it('recusa competências no formato errado', () => {
    expect(() => vencimento('DAS', '2025-13')).toThrow('Competência "2025-13" inválida: use AAAA-MM.');
    expect(() => vencimento('DAS', '2025')).toThrow('use AAAA-MM');
    expect(() => vencimento('IRPJ-CSLL-TRIM-Q1', '2025-05')).toThrow('use AAAA-Qn');
    expect(() => vencimento('DEFIS', '2025-01')).toThrow('use AAAA.');
    expect(() => vencimento('NADA' as ObrigacaoId, '2025-01')).toThrow('Obrigação desconhecida');
  });
});

describe('atos extraordinários e feriados locais', () => {
  const rioBonito = { uf: 'PR', municipio: 'Rio Bonito do Iguacu' };

  it('a FGTS (guia GFD, não Darf) não foi movida pela Portaria MF 1.137/2025', () => {
    expect(data('FGTS', '2025-04')).toBe('2025-05-20');
  });

  it('calamidade em Rio Bonito do Iguaçu-PR: só para empresas do município', () => {
    expect(vencimento('DAS', '2025-10', { local: rioBonito })).toMatchObject({ data: '2026-05-20', ajuste: 'ato' });
    expect(vencimento('DAS', '2025-11', { local: rioBonito }).data).toBe('2026-06-22');
    expect(vencimento('DAS', '2025-12', { local: rioBonito }).data).toBe('2026-07-20');
    expect(vencimento('DEFIS', '2025', { local: rioBonito }).data).toBe('2026-07-31');
    expect(vencimento('DASN-SIMEI', '2025', { local: rioBonito }).data).toBe('2026-07-31');
    expect(vencimento('DAS', '2025-10', { local: { uf: 'PR', municipio: 'Curitiba' } }).data).toBe('2025-11-21');
    expect(vencimento('DAS', '2025-10', { local: { uf: 'SC', municipio: 'Rio Bonito do Iguaçu' } }).data).toBe('2025-11-21');
    expect(data('DAS', '2025-10')).toBe('2025-11-21');
  });

  it('um ato do administrador entra sem deploy; o do município vence o da UF, que vence o nacional', () => {
    const extras: AtoExtraordinario[] = [
      {
        id: 'uf-rs',
        ato: 'Portaria X',
        obrigacoes: ['DAS'],
        competencias: ['2026-03'],
        territorio: { tipo: 'uf', uf: 'RS' },
        novaData: '2026-06-30',
      },
      {
        id: 'poa',
        ato: 'Portaria Y',
        obrigacoes: ['DAS'],
        competencias: ['2026-03'],
        territorio: { tipo: 'municipio', uf: 'RS', municipio: 'Porto Alegre' },
        novaData: '2026-07-31',
      },
    ];
    expect(vencimento('DAS', '2026-03', { atos: extras, local: { uf: 'RS', municipio: 'Canoas' } }).data).toBe('2026-06-30');
    expect(vencimento('DAS', '2026-03', { atos: extras, local: { uf: 'rs', municipio: 'porto alegre' } }).data).toBe('2026-07-31');
    expect(vencimento('DAS', '2026-03', { atos: extras, local: { uf: 'SP' } }).data).toBe('2026-04-20');
    expect(vencimento('DAS', '2026-03', { atos: extras }).data).toBe('2026-04-20');
  });

  it('mesclarAtos: um ato com o id de um embarcado o substitui', () => {
    const trocado = { ...ATOS_EXTRAORDINARIOS[0]!, novaData: '2025-05-30' };
    const todos = mesclarAtos([trocado]);
    expect(todos).toHaveLength(ATOS_EXTRAORDINARIOS.length);
    expect(vencimento('DAS', '2025-04', { atos: [trocado] }).data).toBe('2025-05-30');
    expect(data('DAS', '2025-04')).toBe('2025-05-28');
  });

  it('Rio de Janeiro, nov/2024: feriados municipais 18 e 19/11 levam a Darf a 14/11 e o DAS a 21/11', () => {
    const rio = {
      uf: 'RJ',
      municipio: 'Rio de Janeiro',
      feriados: [
        { data: '2024-11-18', nome: 'G20 (feriado municipal)' },
        { data: '2024-11-19', nome: 'G20 (feriado municipal)' },
      ],
    };
    expect(vencimento('DARF-CP', '2024-10', { local: rio })).toMatchObject({
      data: '2024-11-14',
      ajuste: 'antecipado',
      feriadoLocal: 'G20 (feriado municipal)',
    });
    expect(vencimento('DAS', '2024-10', { local: rio }).data).toBe('2024-11-21');
    // declarations follow the national calendar
    expect(vencimento('ESOCIAL-S1299', '2024-10', { local: { ...rio, feriados: [{ data: '2024-11-18', nome: 'x' }] } }).data).toBe(
      '2024-11-18',
    );
    // a local holiday on the nominal day itself
    const sp = { uf: 'SP', feriados: [{ data: '2026-07-09', nome: 'Revolução Constitucionalista' }] };
    expect(
      vencimento('DAS', '2026-06', { local: { uf: 'SP', feriados: [{ data: '2026-07-20', nome: 'Feriado municipal' }] } }),
    ).toMatchObject({
      data: '2026-07-21',
      explicacao: '20/07 é feriado local (Feriado municipal): prorrogado para 21/07',
    });
    expect(vencimento('DAS', '2026-06', { local: sp }).data).toBe('2026-07-20');
  });
});

describe('propriedades', () => {
  const competencia = (id: ObrigacaoId) => {
    const p = OBRIGACOES[id].periodicidade;
    if (p === 'anual') return fc.integer({ min: 2001, max: 2097 }).map(String);
    if (p === 'trimestral')
      return fc.tuple(fc.integer({ min: 2001, max: 2097 }), fc.integer({ min: 1, max: 4 })).map(([a, q]) => `${a}-Q${q}`);
    return fc
      .tuple(fc.integer({ min: 2001, max: 2097 }), fc.integer({ min: 1, max: 12 }))
      .map(([a, m]) => `${a}-${String(m).padStart(2, '0')}`);
  };
  const caso = fc
    .constantFrom(...OBRIGACAO_IDS)
    .chain((id) => competencia(id).map((c) => [id, c] as const))
    .filter(([id, c]) => versaoDaRegra(id, c) !== undefined);

  it('o vencimento é dia útil do seu calendário, salvo prazo fixo ou ato; antecipa ≤ nominal ≤ prorroga', () => {
    fc.assert(
      fc.property(caso, ([id, c]) => {
        const v = vencimento(id, c);
        const versao = versaoDaRegra(id, c)!;
        if (v.ajuste !== 'ato' && versao.ajuste !== 'fixo') expect(ehDiaUtil(v.data, v.calendario)).toBe(true);
        if (!('dia' in versao.prazo) && v.ajuste !== 'ato') expect(ehDiaUtil(v.data, v.calendario)).toBe(true);
        const d = diferencaEmDias(v.nominal, v.data);
        if (v.ajuste === 'antecipado') expect(d).toBeLessThan(0);
        if (v.ajuste === 'prorrogado') expect(d).toBeGreaterThan(0);
        if (v.ajuste === 'nenhum') expect(d).toBe(0);
        if (versao.ajuste === 'antecipa' && v.ajuste !== 'ato') expect(d).toBeLessThanOrEqual(0);
        if (versao.ajuste === 'prorroga' && v.ajuste !== 'ato') expect(d).toBeGreaterThanOrEqual(0);
        if (v.ajuste !== 'ato') expect(Math.abs(d)).toBeLessThan(7);
        // the due date never comes before the period ends
        expect(v.data > `${c.slice(0, 4)}-`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a mesma data nos dois sentidos quando o dia nominal é útil', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2001, max: 2097 }), fc.integer({ min: 1, max: 12 }), (ano, mes) => {
        const c = `${ano}-${String(mes).padStart(2, '0')}`;
        const das = vencimento('DAS', c);
        const darf = vencimento('DARF-CP', c);
        expect(das.nominal).toBe(darf.nominal);
        if (das.ajuste !== 'ato' && darf.ajuste !== 'ato') {
          expect(darf.data <= das.nominal && das.nominal <= das.data).toBe(true);
          if (ehDiaUtil(das.nominal)) expect(das.data).toBe(darf.data);
        }
      }),
      { numRuns: 500 },
    );
  });
});

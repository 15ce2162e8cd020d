/** @jest-environment node */
import {
  CONFERENCIA_PARCIAL,
  FERIADOS_ESTADUAIS,
  UFS,
  SEM_FERIADO_ESTADUAL,
  UFS_CONFERIDAS,
  feriadosEstaduaisConferidos,
  feriadosEstaduaisNoAno,
  feriadosEstaduaisVigentes,
  feriadosLocais,
  problemasDaTabela,
  textoFeriadosEstaduais,
} from './feriados-locais';
import { vencimento } from './obrigacoes';

describe('feriados locais (AGENDA.md §9 item 6)', () => {
  it("lists the state holiday of the company's UF each year, and the municipal ones added", () => {
    expect(feriadosLocais('sp', 'Campinas', [{ data: '2026-12-08', nome: 'Nossa Senhora da Conceição' }], 2026, 2027)).toEqual([
      { data: '2026-07-09', nome: 'Revolução Constitucionalista de 1932', ambito: 'estadual em SP' },
      { data: '2026-12-08', nome: 'Nossa Senhora da Conceição', ambito: 'municipal em Campinas' },
      { data: '2027-07-09', nome: 'Revolução Constitucionalista de 1932', ambito: 'estadual em SP' },
    ]);
    expect(feriadosLocais('MG', undefined, [], 2026, 2026)).toEqual([]);
  });

  it('a municipal holiday moves a payment that prorroga, and says so: DAS 06/2026 in Campinas, 20/07', () => {
    const local = {
      uf: 'SP',
      municipio: 'Campinas',
      feriados: feriadosLocais('SP', 'Campinas', [{ data: '2026-07-20', nome: 'Aniversário da cidade' }], 2026, 2026),
    };
    expect(vencimento('DAS', '2026-06', { local })).toMatchObject({
      data: '2026-07-21',
      ajuste: 'prorrogado',
      feriadoLocal: 'Aniversário da cidade',
      explicacao: '20/07 é feriado municipal em Campinas (Aniversário da cidade): prorrogado para 21/07',
    });
  });

  it('a municipal holiday moves a DARF that antecipa back; a filing is not moved', () => {
    // 20/04/2026 is a Monday: the DARF-CP of 03/2026 goes back to Friday 17/04; RJ's own 23/04 does not touch it.
    const local = { uf: 'RJ', feriados: feriadosLocais('RJ', undefined, [{ data: '2026-04-20', nome: 'Feriado municipal' }], 2026, 2026) };
    expect(vencimento('DARF-CP', '2026-03', { local })).toMatchObject({
      data: '2026-04-17',
      ajuste: 'antecipado',
      explicacao: '20/04 é feriado municipal (Feriado municipal): antecipado para 17/04',
    });
    expect(
      vencimento('ESOCIAL-S1299', '2026-03', { local: { uf: 'RJ', feriados: [{ data: '2026-04-15', nome: 'x', ambito: 'municipal' }] } })
        .data,
    ).toBe('2026-04-15');
  });

  it('says whose holiday it is: "é feriado estadual em SP"', () => {
    const local = { uf: 'SP', feriados: [{ data: '2026-07-20', nome: 'Feriado de teste', ambito: 'estadual em SP' }] };
    expect(vencimento('DAS', '2026-06', { local }).explicacao).toBe(
      '20/07 é feriado estadual em SP (Feriado de teste): prorrogado para 21/07',
    );
    // SP's 09/07 falls on no federal due day in 2026: the GPS of the 15th stays.
    expect(vencimento('GPS-CI', '2026-06', { local: { uf: 'SP', feriados: feriadosLocais('SP', undefined, [], 2026, 2026) } }).data).toBe(
      '2026-07-15',
    );
  });

  it("a state holiday moves real payments per the obligation's rule, and names the holiday", () => {
    const em = (uf: string, ano: number) => ({ local: { uf, feriados: feriadosLocais(uf, undefined, [], ano, ano + 1) } });
    // RS, 20/09/2024 (a Friday): the DAS of 08/2024 prorroga to Monday 23/09, the FGTS antecipa to 19/09.
    expect(vencimento('DAS', '2024-08', em('RS', 2024))).toMatchObject({
      data: '2024-09-23',
      ajuste: 'prorrogado',
      feriadoLocal: 'Revolução Farroupilha',
      explicacao: '20/09 é feriado estadual em RS (Revolução Farroupilha): prorrogado para 23/09',
    });
    expect(vencimento('FGTS', '2024-08', em('RS', 2024))).toMatchObject({
      data: '2024-09-19',
      ajuste: 'antecipado',
      explicacao: '20/09 é feriado estadual em RS (Revolução Farroupilha): antecipado para 19/09',
    });
    // The same DAS elsewhere keeps 20/09.
    expect(vencimento('DAS', '2024-08', em('SP', 2024)).data).toBe('2024-09-20');
    // PA, 15/08/2025 (a Friday): the GPS of the contribuinte individual of 07/2025 prorroga to Monday 18/08.
    expect(vencimento('GPS-CI', '2025-07', em('PA', 2025))).toMatchObject({
      data: '2025-08-18',
      ajuste: 'prorrogado',
      explicacao: '15/08 é feriado estadual em PA (Adesão do Pará à Independência): prorrogado para 18/08',
    });
    // CE, 25/03/2026 (a Wednesday): PIS/COFINS of 02/2026 antecipa to 24/03.
    expect(vencimento('PIS-COFINS', '2026-02', em('CE', 2026))).toMatchObject({
      data: '2026-03-24',
      ajuste: 'antecipado',
      feriadoLocal: 'Data Magna do Ceará',
    });
    // ES, a movable one: Nossa Senhora da Penha, the Monday 8 days after Easter (17/04/2023). The
    // GPS of 03/2023 falls on Saturday 15/04 and prorroga past the holiday to Tuesday 18/04.
    expect(vencimento('GPS-CI', '2023-03', em('ES', 2023))).toMatchObject({
      data: '2023-04-18',
      ajuste: 'prorrogado',
      explicacao: '15/04 é sábado e 17/04 é feriado estadual em ES (Nossa Senhora da Penha): prorrogado para 18/04',
    });
    expect(vencimento('GPS-CI', '2023-03', em('SP', 2023)).data).toBe('2023-04-17');
    // MT, 20/11/2023 (a Monday), a state holiday until 2023 (Lei 7.879/2002): the DAS of 10/2023
    // prorroga to Tuesday 21/11, the DARF-CP antecipa to Friday 17/11 (15/11 is national).
    expect(vencimento('DAS', '2023-10', em('MT', 2023))).toMatchObject({
      data: '2023-11-21',
      ajuste: 'prorrogado',
      feriadoLocal: 'Dia da Consciência Negra',
      explicacao: '20/11 é feriado estadual em MT (Dia da Consciência Negra): prorrogado para 21/11',
    });
    expect(vencimento('DARF-CP', '2023-10', em('MT', 2023))).toMatchObject({ data: '2023-11-17', ajuste: 'antecipado' });
    expect(vencimento('DAS', '2023-10', em('SP', 2023)).data).toBe('2023-11-20');
    // RJ had the same state 20/11 from 2002 (Lei 4.007 of 11/11/2002) to 2023.
    expect(vencimento('DAS', '2023-10', em('RJ', 2023))).toMatchObject({ data: '2023-11-21', feriadoLocal: 'Dia da Consciência Negra' });
    expect(feriadosLocais('RJ', undefined, [], 2001, 2002).map((f) => f.data)).toEqual(['2002-11-20']);
    // From 2024 the 20/11 is national: the MT row is out of force and the day moves every UF alike.
    expect(vencimento('DAS', '2024-10', em('MT', 2024)).data).toBe(vencimento('DAS', '2024-10', em('SP', 2024)).data);
    expect(vencimento('DAS', '2024-10', em('MT', 2024)).feriadoLocal).toBeUndefined();
    // PI, 19/10/2029 (a Friday): the FGTS of 09/2029, nominally Saturday 20/10, antecipa past the
    // Dia do Piauí to Thursday 18/10; in MA it stays on Friday 19/10. (In 2024–2027 no federal
    // payment day reaches 19/10: 20/10 falls on Sunday, Monday, Tuesday and Wednesday.)
    expect(vencimento('FGTS', '2029-09', em('PI', 2029))).toMatchObject({
      data: '2029-10-18',
      ajuste: 'antecipado',
      feriadoLocal: 'Dia do Piauí',
    });
    expect(vencimento('FGTS', '2029-09', em('MA', 2029)).data).toBe('2029-10-19');
    // BA's 02/07 and RO's 04/01 are in the company's calendar, but no federal payment day (7, 15, 20,
    // 25, last business day) lands on them or crosses them: the payments keep their dates.
    expect(feriadosLocais('BA', undefined, [], 2026, 2026)).toEqual([
      { data: '2026-07-02', nome: 'Independência da Bahia', ambito: 'estadual em BA' },
    ]);
    expect(feriadosLocais('RO', undefined, [], 2027, 2027)).toEqual([
      { data: '2027-01-04', nome: 'Instalação do Estado de Rondônia', ambito: 'estadual em RO' },
    ]);
    expect(vencimento('FGTS', '2026-12', em('RO', 2027)).data).toBe(vencimento('FGTS', '2026-12', em('SP', 2027)).data);
    // A filing is not moved by a state holiday: the eSocial closing of 08/2024 in RS stays on its day.
    expect(vencimento('ESOCIAL-S1299', '2024-08', em('RS', 2024)).data).toBe(vencimento('ESOCIAL-S1299', '2024-08').data);
  });

  it('the table is consistent: valid dates, known UFs, a source on every row, no national holiday repeated', () => {
    expect(problemasDaTabela()).toEqual([]);
    expect(UFS).toHaveLength(27);
    for (const uf of UFS_CONFERIDAS) expect(UFS).toContain(uf);
    const nacionais = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];
    for (const f of FERIADOS_ESTADUAIS) {
      if (f.ate === undefined) expect([...UFS_CONFERIDAS, ...CONFERENCIA_PARCIAL]).toContain(f.uf);
      expect(f.fonte).toMatch(/(Lei|Constituição|Emenda)/);
      const dia = `${String(f.mes).padStart(2, '0')}-${String(f.dia).padStart(2, '0')}`;
      // 20/11 is national only from 2024: a state 20/11 may stand until 2023 (MT).
      if (dia === '11-20' && f.ate !== undefined && f.ate < 2024) continue;
      expect(nacionais).not.toContain(dia);
    }
    // One row per UF and date.
    const chaves = FERIADOS_ESTADUAIS.map((f) => `${f.uf} ${f.mes}-${f.dia}`);
    expect(new Set(chaves).size).toBe(chaves.length);
    // The check itself catches a bad row.
    expect(problemasDaTabela([{ uf: 'ES', mes: 4, dia: 1, pascoa: 8, nome: 'x', fonte: 'y' }])).toEqual([
      'ES Páscoa+8: informe dia e mês ou a distância da Páscoa',
    ]);
    expect(problemasDaTabela([{ uf: 'XX', mes: 2, dia: 30, nome: ' ', fonte: '', desde: 2020, ate: 2019 }])).toEqual([
      'XX 30/2: UF desconhecida',
      'XX 30/2: data inválida',
      'XX 30/2: sem nome',
      'XX 30/2: sem fonte',
      'XX 30/2: vigência invertida',
    ]);
    expect(problemasDaTabela([{ uf: 'PI', mes: 10, dia: 19, nome: 'x', fonte: 'y', desde: 2022, semFeriadoEm: [2021] }])).toEqual([
      'PI 19/10: 2021 fora da vigência',
    ]);
  });

  it('vigência: a holiday counts only in the years its law was in force, so a past year never changes', () => {
    // PR: 19/12 until 2013; Lei 18.384 of 17/12/2014 revoked it before the 2014 date.
    expect(feriadosLocais('PR', undefined, [], 2013, 2015).map((f) => f.data)).toEqual(['2013-12-19']);
    expect(feriadosEstaduaisNoAno('PR', 2014)).toEqual([]);
    // PE: 6 March from 2018 (Lei 16.059/2017); 2017 had no weekday holiday.
    expect(feriadosEstaduaisNoAno('PE', 2017)).toEqual([]);
    expect(feriadosEstaduaisNoAno('PE', 2018).map((f) => f.nome)).toEqual(['Data Magna de Pernambuco']);
    // ES from 2020 (Lei 11.010 of 04/07/2019, after that year's date); counted from Easter each year.
    expect(feriadosLocais('ES', undefined, [], 2019, 2022).map((f) => f.data)).toEqual(['2020-04-20', '2021-04-12', '2022-04-25']);
    // TO: 08/09 since Lei 627/1993; 15/08 (Senhor do Bonfim) only from 2025 (Lei 4.509/2024).
    expect(feriadosLocais('TO', undefined, [], 2024, 2025).map((f) => f.data)).toEqual(['2024-09-08', '2025-08-15', '2025-09-08']);
    // PB from 2016 (Lei 10.601 of 16/12/2015), MS since Lei 10/1979.
    expect(feriadosEstaduaisNoAno('PB', 2015)).toEqual([]);
    expect(feriadosLocais('MS', undefined, [], 2026, 2026)).toEqual([
      { data: '2026-10-11', nome: 'Criação do Estado de Mato Grosso do Sul', ambito: 'estadual em MS' },
    ]);
    // CE from 2012 (emenda of 06/12/2011), RN from 2007 (Lei 8.913 of 06/12/2006).
    expect(feriadosEstaduaisNoAno('CE', 2011)).toEqual([]);
    expect(feriadosEstaduaisNoAno('CE', 2012)).toHaveLength(1);
    expect(feriadosEstaduaisNoAno('RN', 2006)).toEqual([]);
    expect(feriadosEstaduaisNoAno('rn', 2007)).toHaveLength(1);
    // MT's 20/11 from 2003 (Lei 7.879 of 27/12/2002) to 2023; national from 2024.
    expect(feriadosEstaduaisNoAno('MT', 2002)).toEqual([]);
    expect(feriadosLocais('MT', undefined, [], 2023, 2024).map((f) => f.data)).toEqual(['2023-11-20']);
    // RO from 2011 (Lei 2.291 of 22/04/2010, after that year's 04/01).
    expect(feriadosLocais('RO', undefined, [], 2010, 2011).map((f) => f.data)).toEqual(['2011-01-04']);
    // AP from 1992 (state constitution of 20/12/1991).
    expect(feriadosLocais('AP', undefined, [], 1991, 1992).map((f) => f.data)).toEqual(['1992-09-13']);
    // BA from 1990 (state constitution of 05/10/1989).
    expect(feriadosEstaduaisNoAno('BA', 1989)).toEqual([]);
    expect(feriadosEstaduaisNoAno('BA', 1990)).toHaveLength(1);
    // PI: in 2021 a state law moved the Dia do Piauí to March and the banks opened on 19/10.
    expect(feriadosLocais('PI', undefined, [], 2020, 2022).map((f) => f.data)).toEqual(['2020-10-19', '2022-10-19']);
  });

  it('says which states were checked, and for the others asks the user to add the holiday', () => {
    expect(feriadosEstaduaisConferidos('rs')).toBe(true);
    expect(feriadosEstaduaisConferidos('AC')).toBe(false);
    expect(feriadosEstaduaisConferidos(undefined)).toBe(false);
    expect(textoFeriadosEstaduais('AC')).toBe(
      'Feriados estaduais de AC ainda não conferidos: se houver feriado estadual, adicione-o como feriado local da empresa.',
    );
    // Still unchecked: no law (or no bank confirmation) found for their state holidays.
    for (const uf of ['AC', 'AL', 'AM', 'GO', 'RR']) expect(feriadosEstaduaisConferidos(uf)).toBe(false);
    expect(textoFeriadosEstaduais('PR')).toBe('PR não tem feriado estadual em vigor (o 19/12 deixou de ser feriado em 2014).');
    expect(textoFeriadosEstaduais('sc')).toBe(
      'SC não tem feriado estadual em dia útil: a Data Magna (11/08) é comemorada no domingo seguinte.',
    );
    expect(UFS_CONFERIDAS).toEqual([
      'CE',
      'DF',
      'ES',
      'MA',
      'MG',
      'MS',
      'MT',
      'PA',
      'PB',
      'PE',
      'PI',
      'PR',
      'RJ',
      'RN',
      'RO',
      'RS',
      'SC',
      'SE',
      'SP',
    ]);
    expect(textoFeriadosEstaduais('MT')).toBe(
      'MT não tem feriado estadual além dos nacionais: o 20/11 (Consciência Negra, Lei estadual 7.879/2002) é feriado nacional desde 2024.',
    );
    expect(textoFeriadosEstaduais('RO')).toBe('Feriado estadual já considerado: 04/01 (Instalação do Estado de Rondônia).');
    expect(textoFeriadosEstaduais('PI')).toBe('Feriado estadual já considerado: 19/10 (Dia do Piauí).');
    for (const [uf, { fonte }] of Object.entries(SEM_FERIADO_ESTADUAL)) {
      expect(UFS).toContain(uf);
      expect(fonte).not.toBe('');
      expect(feriadosEstaduaisVigentes(uf)).toEqual([]);
    }
    expect(textoFeriadosEstaduais('SP')).toBe('Feriado estadual já considerado: 09/07 (Revolução Constitucionalista de 1932).');
    expect(textoFeriadosEstaduais('ES')).toBe(
      'Feriado estadual já considerado: segunda-feira, 8 dias após a Páscoa (Nossa Senhora da Penha).',
    );
    // TO: counted, but the list is incomplete (05/10 not confirmed), so it still asks.
    expect(feriadosEstaduaisConferidos('TO')).toBe(false);
    expect(textoFeriadosEstaduais('TO')).toBe(
      'Feriados estaduais de TO conferidos só em parte. Já considerados: 15/08 (Dia do Senhor do Bonfim); 08/09 (Nossa Senhora da Natividade, padroeira do Tocantins). Se houver outro feriado estadual, adicione-o como feriado local da empresa.',
    );
    // AP: 13/09 (state constitution, art. 355) counted; 19/03, 15/05 and 05/10 have no law found.
    expect(feriadosEstaduaisConferidos('AP')).toBe(false);
    expect(textoFeriadosEstaduais('AP')).toBe(
      'Feriados estaduais de AP conferidos só em parte. Já considerados: 13/09 (Data Magna do Amapá). Se houver outro feriado estadual, adicione-o como feriado local da empresa.',
    );
    // BA: 02/07 counted; 24/06 (São João) has no state law found, so it still asks.
    expect(feriadosEstaduaisConferidos('BA')).toBe(false);
    expect(textoFeriadosEstaduais('BA')).toBe(
      'Feriados estaduais de BA conferidos só em parte. Já considerados: 02/07 (Independência da Bahia). Se houver outro feriado estadual, adicione-o como feriado local da empresa.',
    );
    expect(textoFeriadosEstaduais('')).toBe('Informe a UF da empresa para considerar os feriados estaduais.');
  });
});

/** @jest-environment node */
import { feriadosLocais } from './feriados-locais';
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
});

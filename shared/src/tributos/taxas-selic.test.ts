/** @jest-environment node */
import { TAXAS_SELIC } from './selic';
import { lerLinhasSelic, rotuloUltimoMes, TABELA_SELIC_EMBARCADA, tabelaDasLinhas, validarTaxaSelic } from './taxas-selic';

describe('the Selic table from the database', () => {
  it('reads PostgREST rows (numeric as text) and refuses a malformed answer', () => {
    expect(lerLinhasSelic([{ mes: '2026-01', taxa: '1.16', fonte: 'BCB', fonte_unica: false, updated_at: 'x' }])).toEqual([
      { mes: '2026-01', taxa: 1.16, fonte: 'BCB', fonte_unica: false, updated_at: 'x' },
    ]);
    expect(() => lerLinhasSelic({ data: [] })).toThrow('A tabela Selic veio num formato inesperado.');
    expect(() => lerLinhasSelic([{ mes: '01/2026', taxa: 1 }])).toThrow('A tabela Selic veio com um mês ou uma taxa inválidos.');
    expect(() => lerLinhasSelic([{ mes: '2026-01', taxa: 'abc' }])).toThrow('A tabela Selic veio com um mês ou uma taxa inválidos.');
  });

  it('turns rows into the engine table with their sources and single-source months; none → the shipped table', () => {
    const t = tabelaDasLinhas([
      { mes: '2026-02', taxa: 1, fonte: 'BCB', fonte_unica: false },
      { mes: '2026-01', taxa: 1.16, fonte: 'site', fonte_unica: true },
    ]);
    expect(t).toEqual({
      taxas: { '2026-02': 1, '2026-01': 1.16 },
      fonteUnica: new Set(['2026-01']),
      origem: 'banco',
      fontes: { '2026-02': 'BCB', '2026-01': 'site' },
    });
    expect(rotuloUltimoMes(t)).toBe('02/2026');
    expect(tabelaDasLinhas([])).toBe(TABELA_SELIC_EMBARCADA);
    expect(TABELA_SELIC_EMBARCADA.taxas).toBe(TAXAS_SELIC);
    expect(rotuloUltimoMes(TABELA_SELIC_EMBARCADA)).toBe('12/2025');
  });

  it('validates a month as the database does', () => {
    expect(validarTaxaSelic({ mes: '2026-01', taxa: 1.16, fonte: 'Receita' })).toEqual({});
    expect(validarTaxaSelic({ mes: '1994-12', taxa: 1.161, fonte: 'x' })).toEqual({
      mes: 'Mês deve estar no formato AAAA-MM, de 1995-01 em diante (por exemplo 2026-01).',
      taxa: 'Taxa Selic deve ser maior que 0 e menor que 10 (% ao mês), com até duas casas decimais.',
      fonte: 'Informe a fonte da taxa (de 3 a 300 caracteres).',
    });
  });
});

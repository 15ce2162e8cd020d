/** @jest-environment node */
import { vigiarLimiteMei } from './vigia-mei';

describe('vigia do limite do MEI (SIMPLES.md §12)', () => {
  it('below 80%: how much is left, no warning', () => {
    const r = vigiarLimiteMei({ ano: 2026, receita: 64799.99 });
    expect(r).toMatchObject({ limite: 81000, limiteMais20: 97200, percentual: 79.99, nivel: 'ok' });
    expect(r.mensagem).toContain('Faltam R$ 16.200,01 para o limite.');
  });

  it('from 80%: the warning says what happens above the limit and above 20% more', () => {
    const r = vigiarLimiteMei({ ano: 2026, receita: 64800 });
    expect(r).toMatchObject({ percentual: 80, nivel: 'atencao' });
    expect(r.mensagem).toContain('até R$ 97.200,00 (20% a mais), a empresa continua MEI até 31/12/2026, passa a ME em 01/01/2027');
  });

  it('exactly at the limit, and just above it (still within 20%)', () => {
    expect(vigiarLimiteMei({ ano: 2026, receita: 81000 })).toMatchObject({ nivel: 'no-limite', percentual: 100 });
    const acima = vigiarLimiteMei({ ano: 2026, receita: 81000.01 });
    expect(acima.nivel).toBe('acima-ate-20');
    expect(acima.mensagem).toContain('continua MEI até 31/12/2026 e passa a ME/EPP em 01/01/2027');
    expect(acima.mensagem).toContain('último dia útil do mês seguinte ao do excesso');
    expect(vigiarLimiteMei({ ano: 2026, receita: 97200 }).nivel).toBe('acima-ate-20');
  });

  it('more than 20% above: retroactive to 1 January', () => {
    const r = vigiarLimiteMei({ ano: 2026, receita: 97200.01 });
    expect(r.nivel).toBe('acima-de-20');
    expect(r.mensagem).toContain('retroativo a 01/01/2026');
  });

  it('in the opening year the limit is R$ 6.750,00 per month from the opening month (FAQ: July → R$ 40.500,00)', () => {
    const r = vigiarLimiteMei({ ano: 2026, receita: 32400, inicioAtividade: '2026-07-15' });
    expect(r).toMatchObject({ limite: 40500, limiteMais20: 48600, percentual: 80, nivel: 'atencao' });
    expect(r.mensagem).toContain('(proporcional: 6 meses de atividade em 2026)');
    expect(vigiarLimiteMei({ ano: 2026, receita: 50000, inicioAtividade: '2026-07-15' }).mensagem).toContain('retroativo a 15/07/2026');
    // Opened in an earlier year: the whole limit.
    expect(vigiarLimiteMei({ ano: 2026, receita: 0, inicioAtividade: '2019-03-01' }).limite).toBe(81000);
  });

  it('refuses a negative revenue', () => {
    expect(() => vigiarLimiteMei({ ano: 2026, receita: -1 })).toThrow(RangeError);
  });
});

/** @jest-environment node */
// SIMPLES.md §12: DAS-MEI and the MEI revenue limit.
import { calcularDasMei, limiteMei } from './index';

describe('calcularDasMei', () => {
  it.each([
    [{ ano: 2026 }, 81.05],
    [{ ano: 2026, icms: true }, 82.05],
    [{ ano: 2026, iss: true }, 86.05],
    [{ ano: 2026, icms: true, iss: true }, 87.05],
    [{ ano: 2026, tac: true }, 194.52],
    [{ ano: 2026, tac: true, icms: true }, 195.52],
    [{ ano: 2026, tac: true, iss: true }, 199.52],
    [{ ano: 2026, tac: true, icms: true, iss: true }, 200.52],
    [{ ano: 2025 }, 75.9],
    [{ ano: 2025, icms: true }, 76.9],
    [{ ano: 2025, iss: true }, 80.9],
    [{ ano: 2025, icms: true, iss: true }, 81.9],
  ])('%j → R$ %d', (input, total) => {
    expect(calcularDasMei(input).total).toBe(total);
  });

  it('separa INSS, ICMS e ISS', () => {
    expect(calcularDasMei({ ano: 2026, icms: true, iss: true })).toMatchObject({ inss: 81.05, icms: 1, iss: 5, total: 87.05 });
  });

  it('recusa anos sem salário mínimo na tabela e 2027 em diante', () => {
    expect(() => calcularDasMei({ ano: 2024 })).toThrow('O salário mínimo de 2024 não está na tabela');
    expect(() => calcularDasMei({ ano: 2027 })).toThrow('2027');
    expect(() => calcularDasMei({ ano: 2026.5 })).toThrow('Ano deve ser um número inteiro');
    expect(() => calcularDasMei({ ano: 2026, icms: 'sim' as never })).toThrow('Contribuinte do ICMS deve ser sim ou não.');
  });
});

describe('limiteMei', () => {
  it('ano inteiro: R$ 81.000,00 e R$ 97.200,00', () => {
    expect(limiteMei({ ano: 2026 })).toMatchObject({ meses: 12, limite: 81_000, limiteMais20: 97_200 });
  });

  it('FAQ: aberto em julho/2018 → 6 × 6.750 = 40.500,00', () => {
    expect(limiteMei({ ano: 2018, mesInicio: 7 })).toMatchObject({ meses: 6, limite: 40_500, limiteMais20: 48_600 });
    expect(limiteMei({ ano: 2018, dataAbertura: '2018-07-25' }).limite).toBe(40_500);
  });

  it('FAQ: receita de 100.000 em 2018 → desenquadramento retroativo a 01/01/2018', () => {
    const r = limiteMei({ ano: 2018, receitaAno: 100_000 });
    expect(r.efeitosDesenquadramento).toMatchObject({ aPartirDe: '2018-01-01', retroativo: true });
  });

  it('FAQ: receita de 90.000 em 2018 → ME/EPP a partir de 01/01/2019', () => {
    const r = limiteMei({ ano: 2018, receitaAno: 90_000 });
    expect(r.efeitosDesenquadramento).toMatchObject({ aPartirDe: '2019-01-01', retroativo: false });
  });

  it('FAQ: aberto em 09/12/2018 com 9.000 em dezembro → retroativo a 09/12/2018', () => {
    const r = limiteMei({ ano: 2018, dataAbertura: '2018-12-09', receitaAno: 9_000 });
    expect(r.limite).toBe(6_750);
    expect(r.limiteMais20).toBe(8_100);
    expect(r.efeitosDesenquadramento).toMatchObject({ aPartirDe: '2018-12-09', retroativo: true });
  });

  it('dentro do limite (e exatamente nele) não há desenquadramento', () => {
    expect(limiteMei({ ano: 2026, receitaAno: 81_000 }).efeitosDesenquadramento).toBeUndefined();
    expect(limiteMei({ ano: 2026, receitaAno: 97_200 }).efeitosDesenquadramento?.retroativo).toBe(false);
    expect(limiteMei({ ano: 2026, receitaAno: 97_200.01 }).efeitosDesenquadramento?.retroativo).toBe(true);
  });

  it('transportador autônomo de cargas: R$ 251.600,00; R$ 20.966,67 por mês no ano de início', () => {
    expect(limiteMei({ ano: 2026, tac: true }).limite).toBe(251_600);
    expect(limiteMei({ ano: 2026, tac: true, mesInicio: 7 }).limite).toBe(125_800.02);
    expect(() => limiteMei({ ano: 2021, tac: true })).toThrow('LC 188/2021');
  });

  it('abertura em ano anterior: ano inteiro', () => {
    expect(limiteMei({ ano: 2026, dataAbertura: '2020-03-10' }).meses).toBe(12);
  });

  it('entradas inválidas', () => {
    expect(() => limiteMei({ ano: 2026, mesInicio: 13 })).toThrow('Mês de início deve ser um número de 1 a 12.');
    expect(() => limiteMei({ ano: 2026, dataAbertura: '2027-01-01' })).toThrow('posterior');
    expect(() => limiteMei({ ano: 2026, dataAbertura: '2026-03-01', mesInicio: 4 })).toThrow('não confere');
    expect(() => limiteMei({ ano: 2017 })).toThrow('a partir de 2018');
    expect(() => limiteMei({ ano: 2026, receitaAno: -1 })).toThrow('Receita do ano');
  });
});

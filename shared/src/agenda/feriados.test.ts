/** @jest-environment node */
// AGENDA.md §2: the national bank-closure days, Easter from the computus, 20/11 from 2024.
import { feriadoBancario, feriadosBancarios, pascoa } from './index';

const datas = (ano: number) => feriadosBancarios(ano).map((f) => f.data);

describe('pascoa (computus gregoriano)', () => {
  // Published Easter dates (USNO / Anuário do Observatório Nacional tables); AGENDA.md §2.3 gives
  // 2025, 2026, 2027 and 2030.
  it.each([
    [2000, '2000-04-23'],
    [2001, '2001-04-15'],
    [2002, '2002-03-31'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2015, '2015-04-05'],
    [2016, '2016-03-27'],
    [2018, '2018-04-01'],
    [2019, '2019-04-21'],
    [2020, '2020-04-12'],
    [2021, '2021-04-04'],
    [2022, '2022-04-17'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
  ])('%i → %s', (ano, data) => {
    expect(pascoa(ano)).toBe(data);
  });

  it('recusa anos fora do calendário', () => {
    expect(() => pascoa(1999)).toThrow(RangeError);
    expect(() => pascoa(2100)).toThrow('entre 2000 e 2099');
    expect(() => pascoa(2025.5)).toThrow(RangeError);
  });
});

describe('feriadosBancarios (AGENDA.md §2.4, iguais à lista da Febraban)', () => {
  it('2025: 13 dias + 31/12', () => {
    expect(datas(2025)).toEqual([
      '2025-01-01',
      '2025-03-03',
      '2025-03-04',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-06-19',
      '2025-09-07',
      '2025-10-12',
      '2025-11-02',
      '2025-11-15',
      '2025-11-20',
      '2025-12-25',
      '2025-12-31',
    ]);
  });

  it('2026: 13 dias + 31/12', () => {
    expect(datas(2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
      '2026-12-31',
    ]);
  });

  it('2027: 13 dias + 31/12', () => {
    expect(datas(2027)).toEqual([
      '2027-01-01',
      '2027-02-08',
      '2027-02-09',
      '2027-03-26',
      '2027-04-21',
      '2027-05-01',
      '2027-05-27',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
      '2027-12-31',
    ]);
  });

  it('20/11 só a partir de 2024 (Lei 14.759/2023)', () => {
    expect(datas(2023)).not.toContain('2023-11-20');
    expect(datas(2024)).toContain('2024-11-20');
    expect(feriadoBancario('2024-11-20')?.fundamento).toBe('Lei 14.759/2023');
    expect(feriadoBancario('2023-11-20')).toBeUndefined();
  });

  it('Carnaval, Paixão e Corpus Christi contam da Páscoa; Quarta-feira de Cinzas e 24/12 não são feriados', () => {
    expect(feriadoBancario('2026-02-16')?.nome).toBe('Carnaval (segunda-feira)');
    expect(feriadoBancario('2026-02-17')?.nome).toBe('Carnaval (terça-feira)');
    expect(feriadoBancario('2026-04-03')?.nome).toBe('Sexta-feira da Paixão');
    expect(feriadoBancario('2030-06-20')?.nome).toBe('Corpus Christi'); // SIMPLES.md §11: cai num dia 20
    expect(feriadoBancario('2026-02-18')).toBeUndefined();
    expect(feriadoBancario('2026-12-24')).toBeUndefined();
  });

  it('31/12 vale só para pagamentos', () => {
    expect(feriadoBancario('2025-12-31')?.somentePagamento).toBe(true);
    expect(feriadoBancario('2025-12-25')?.somentePagamento).toBeUndefined();
  });

  it('devolve cópias: quem altera a lista não altera o calendário', () => {
    const lista = feriadosBancarios(2026);
    lista[0]!.data = '2026-01-02';
    lista.pop();
    expect(datas(2026)).toHaveLength(14);
    expect(datas(2026)[0]).toBe('2026-01-01');
  });
});

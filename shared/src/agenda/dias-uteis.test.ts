/** @jest-environment node */
// AGENDA.md §2 and §9: business days on the payment and declaration calendars, and the
// published due dates that follow from them.
import fc from 'fast-check';
import {
  addDias,
  ajustarDiaUtil,
  diaDaSemana,
  diasUteisEntre,
  diaUtilAnterior,
  diferencaEmDias,
  ehDataValida,
  ehDiaUtil,
  enesimoDiaUtilDoMes,
  lerData,
  nomeDoDiaDaSemana,
  proximoDiaUtil,
  ultimoDiaUtilDoMes,
} from './index';

describe('datas como texto AAAA-MM-DD, sem Date', () => {
  it('soma dias atravessando mês, ano e 29 de fevereiro', () => {
    expect(addDias('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDias('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDias('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDias('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(diferencaEmDias('2007-10-22', '2007-11-30')).toBe(39);
  });

  it('dia da semana', () => {
    expect(diaDaSemana('2026-01-01')).toBe(4); // 01/01/2026, quinta
    expect(nomeDoDiaDaSemana('2026-05-31')).toBe('domingo');
    expect(nomeDoDiaDaSemana('2025-05-31')).toBe('sábado');
  });

  it('valida o formato e o calendário', () => {
    expect(ehDataValida('2026-02-29')).toBe(false);
    expect(ehDataValida('2024-02-29')).toBe(true);
    expect(ehDataValida('2026-2-1')).toBe(false);
    expect(ehDataValida('01/02/2026')).toBe(false);
    expect(() => lerData('2026-13-01', 'Data de pagamento')).toThrow('Data de pagamento deve ser uma data válida no formato AAAA-MM-DD.');
    expect(() => lerData('1999-12-31')).toThrow(RangeError);
  });

  it('propriedade: igual ao calendário do Date.UTC do próprio JavaScript (só no teste)', () => {
    const inicio = Date.UTC(2000, 0, 1) / 86_400_000;
    const fim = Date.UTC(2099, 11, 31) / 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: inicio, max: fim - 400 }), fc.integer({ min: -400, max: 400 }), (n, k) => {
        const data = new Date(n * 86_400_000).toISOString().slice(0, 10);
        if (n + k < inicio) return;
        expect(addDias(data, k)).toBe(new Date((n + k) * 86_400_000).toISOString().slice(0, 10));
        expect(diaDaSemana(data)).toBe(new Date(n * 86_400_000).getUTCDay());
      }),
      { numRuns: 500 },
    );
  });
});

describe('ehDiaUtil', () => {
  it('fim de semana e feriados não são dias úteis', () => {
    expect(ehDiaUtil('2026-02-14')).toBe(false); // sábado
    expect(ehDiaUtil('2026-02-15')).toBe(false); // domingo
    expect(ehDiaUtil('2026-02-16')).toBe(false); // Carnaval
    expect(ehDiaUtil('2026-02-17', 'declaracao')).toBe(false);
    expect(ehDiaUtil('2026-04-03')).toBe(false); // Paixão
    expect(ehDiaUtil('2026-06-04', 'declaracao')).toBe(false); // Corpus Christi
  });

  it('Quarta-feira de Cinzas e 24/12 são dias úteis', () => {
    expect(ehDiaUtil('2026-02-18')).toBe(true);
    expect(ehDiaUtil('2025-12-24')).toBe(true);
  });

  it('20/11: dia útil em 2023, feriado desde 2024', () => {
    expect(ehDiaUtil('2023-11-20')).toBe(true); // segunda-feira
    expect(ehDiaUtil('2024-11-20')).toBe(false);
    expect(ehDiaUtil('2025-11-20', 'declaracao')).toBe(false);
  });

  it('31/12: não é dia útil para pagar, é para declarar', () => {
    expect(ehDiaUtil('2025-12-31', 'pagamento')).toBe(false);
    expect(ehDiaUtil('2025-12-31')).toBe(false);
    expect(ehDiaUtil('2025-12-31', 'declaracao')).toBe(true);
  });
});

describe('próximo e anterior, ajuste de prazos', () => {
  it('virada do ano', () => {
    expect(proximoDiaUtil('2025-12-30')).toBe('2026-01-02');
    expect(proximoDiaUtil('2025-12-30', 'declaracao')).toBe('2025-12-31');
    expect(diaUtilAnterior('2026-01-01')).toBe('2025-12-30');
    expect(diaUtilAnterior('2026-01-01', 'declaracao')).toBe('2025-12-31');
    expect(proximoDiaUtil('2027-12-30')).toBe('2028-01-03'); // 31/12 sexta, 01/01 sábado
  });

  it('Carnaval: EFD-Reinf 01/2026, domingo 15/02 → quarta-feira de Cinzas 18/02/2026', () => {
    expect(ajustarDiaUtil('2026-02-15', 'prorroga', 'declaracao')).toBe('2026-02-18');
  });

  it('competência 10/2025: DARF antecipa para 19/11, DAS prorroga para 21/11', () => {
    expect(ajustarDiaUtil('2025-11-20', 'antecipa')).toBe('2025-11-19');
    expect(ajustarDiaUtil('2025-11-20', 'prorroga')).toBe('2025-11-21');
  });

  it('FGTS 03/2024: sábado 20/04/2024 antecipa para 19/04/2024', () => {
    expect(ajustarDiaUtil('2024-04-20', 'antecipa')).toBe('2024-04-19');
  });

  it('DASN-SIMEI é fixo: 31/05/2026 (domingo) fica', () => {
    expect(ajustarDiaUtil('2026-05-31', 'fixo')).toBe('2026-05-31');
  });

  it('um dia útil não se move', () => {
    expect(ajustarDiaUtil('2026-03-20', 'prorroga')).toBe('2026-03-20');
    expect(ajustarDiaUtil('2026-03-20', 'antecipa')).toBe('2026-03-20');
  });

  it('último e n-ésimo dia útil', () => {
    expect(ultimoDiaUtilDoMes(2025, 12)).toBe('2025-12-30'); // quotas de IRPJ/CSLL 12/2025
    expect(ultimoDiaUtilDoMes(2025, 12, 'declaracao')).toBe('2025-12-31'); // DCTFWeb 11/2025
    expect(ultimoDiaUtilDoMes(2026, 2, 'declaracao')).toBe('2026-02-27'); // DCTFWeb 01/2026
    expect(ultimoDiaUtilDoMes(2025, 7, 'declaracao')).toBe('2025-07-31'); // ECF 2025
    expect(enesimoDiaUtilDoMes(2026, 6, 10, 'declaracao')).toBe('2026-06-15'); // EFD-Contribuições 04/2026
    expect(() => enesimoDiaUtilDoMes(2026, 2, 22)).toThrow('O mês não tem 22 dias úteis.');
    expect(() => ultimoDiaUtilDoMes(2026, 13)).toThrow('O mês deve ser um número de 1 a 12.');
  });

  it('dias úteis entre duas datas', () => {
    expect(diasUteisEntre('2026-02-13', '2026-02-18')).toBe(1); // só a quarta-feira de Cinzas
    expect(diasUteisEntre('2026-02-18', '2026-02-13')).toBe(0);
  });

  it('propriedade: o próximo dia útil é útil, vem depois, e nenhum dia no meio é útil', () => {
    const inicio = Date.UTC(2000, 0, 1) / 86_400_000;
    const fim = Date.UTC(2099, 11, 1) / 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: inicio + 10, max: fim }), fc.constantFrom('pagamento' as const, 'declaracao' as const), (n, cal) => {
        const data = new Date(n * 86_400_000).toISOString().slice(0, 10);
        const proximo = proximoDiaUtil(data, cal);
        const anterior = diaUtilAnterior(data, cal);
        expect(ehDiaUtil(proximo, cal)).toBe(true);
        expect(ehDiaUtil(anterior, cal)).toBe(true);
        expect(diferencaEmDias(data, proximo)).toBeGreaterThan(0);
        expect(diferencaEmDias(anterior, data)).toBeGreaterThan(0);
        expect(diasUteisEntre(data, proximo, cal)).toBe(1);
        expect(diasUteisEntre(anterior, addDias(data, -1), cal)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

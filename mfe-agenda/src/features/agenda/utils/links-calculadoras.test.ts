import { linksDoItem } from './links-calculadoras';

describe('links from a due date to the calculators (issue 19)', () => {
  it('a DAS opens the Simples calculator at its período de apuração', () => {
    expect(linksDoItem({ obrigacao: 'DAS', competencia: '2026-10', data: '2026-11-20', atrasado: false })).toEqual([
      { href: '/calculadora-icms/simples?pa=2026-10', texto: 'Calcular este DAS na calculadora do Simples Nacional' },
    ]);
  });

  it('an overdue DAS also opens the late-payment calculator with its due date and the typed amount', () => {
    const links = linksDoItem({ obrigacao: 'DAS', competencia: '2026-09', data: '2026-10-20', atrasado: true }, 1234.5);
    expect(links[1]!.href).toBe('/calculadora-icms/atraso?tributo=DAS&vencimento=2026-10-20&principal=1234.50');
  });

  it('an overdue DARF opens the late-payment calculator as a DARF; the FGTS does not', () => {
    expect(linksDoItem({ obrigacao: 'DARF-CP', competencia: '2026-09', data: '2026-10-20', atrasado: true })).toEqual([
      {
        href: '/calculadora-icms/atraso?tributo=DARF&vencimento=2026-10-20',
        texto: 'Calcular o DARF em atraso, com multa e juros até o dia do pagamento',
      },
    ]);
    expect(linksDoItem({ obrigacao: 'FGTS', competencia: '2026-09', data: '2026-10-20', atrasado: true })).toEqual([]);
  });

  it('a DAS-MEI opens the MEI calculator for its year; a declaration links nowhere', () => {
    expect(linksDoItem({ obrigacao: 'DAS-MEI', competencia: '2026-03', data: '2026-04-20', atrasado: false })[0]!.href).toBe(
      '/calculadora-icms/mei?ano=2026',
    );
    expect(linksDoItem({ obrigacao: 'DEFIS', competencia: '2025', data: '2026-03-31', atrasado: true })).toEqual([]);
  });
});

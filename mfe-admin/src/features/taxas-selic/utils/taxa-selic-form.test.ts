import { mesDoFormulario, paraGravar, taxaDoFormulario, validateTaxaSelic, valoresIniciais } from './taxa-selic-form';

const ok = { mes: '01/2026', taxa: '1,16', fonte: 'Receita Federal', fonte_unica: false };

describe('the Selic month form', () => {
  it('reads the month as MM/AAAA and the rate with a comma', () => {
    expect(mesDoFormulario('01/2026')).toBe('2026-01');
    expect(mesDoFormulario('1/2026')).toBe('2026-01');
    expect(mesDoFormulario('2026-01')).toBeNull();
    expect(mesDoFormulario('13/2026')).toBeNull();
    expect(taxaDoFormulario('1,16')).toBe(1.16);
    expect(taxaDoFormulario('1')).toBe(1);
    expect(taxaDoFormulario('0,5')).toBe(0.5);
    expect(taxaDoFormulario('1,165')).toBeNull();
    expect(taxaDoFormulario('1.16')).toBeNull();
    expect(paraGravar(ok)).toEqual({ mes: '2026-01', taxa: 1.16, fonte: 'Receita Federal', fonte_unica: false });
  });

  it('accepts a valid month and says in Portuguese what is wrong with each field', () => {
    expect(validateTaxaSelic(ok)).toEqual({});
    expect(validateTaxaSelic({ ...ok, mes: '2026-01' }).mes).toBe(
      'Informe o mês como MM/AAAA, de 01/1995 em diante (por exemplo 01/2026).',
    );
    expect(validateTaxaSelic({ ...ok, mes: '12/1994' }).mes).toMatch(/de 01\/1995 em diante/);
    expect(validateTaxaSelic({ ...ok, taxa: '' }).taxa).toBe('Informe a taxa do mês em % ao mês, por exemplo 1,05.');
    expect(validateTaxaSelic({ ...ok, taxa: '1,234' }).taxa).toBe(
      'Escreva a taxa com vírgula e até duas casas decimais, por exemplo 1,05.',
    );
    expect(validateTaxaSelic({ ...ok, taxa: '0' }).taxa).toBe(
      'Taxa Selic deve ser maior que 0 e menor que 10 (% ao mês), com até duas casas decimais.',
    );
    expect(validateTaxaSelic({ ...ok, taxa: '10' }).taxa).toMatch(/menor que 10/);
    expect(validateTaxaSelic({ ...ok, taxa: '9,99' })).toEqual({});
    expect(validateTaxaSelic({ ...ok, fonte: ' x ' }).fonte).toBe('Informe a fonte da taxa (de 3 a 300 caracteres).');
  });

  it('opens an existing month as it is written on screen', () => {
    expect(valoresIniciais({ mes: '2025-10', taxa: 1.28, fonte: 'gomescampos.com.br', fonte_unica: true })).toEqual({
      mes: '10/2025',
      taxa: '1,28',
      fonte: 'gomescampos.com.br',
      fonte_unica: true,
    });
  });
});

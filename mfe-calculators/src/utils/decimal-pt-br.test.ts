import { formatarDecimal, lerDecimal, limparDecimal } from './decimal-pt-br';

describe('limparDecimal', () => {
  it('mantém dígitos e uma vírgula decimal', () => {
    expect(limparDecimal('20,5')).toBe('20,5');
    expect(limparDecimal('1a2%')).toBe('12');
    expect(limparDecimal('1,2,3')).toBe('1,23');
    expect(limparDecimal(' 18 ')).toBe('18');
  });

  it('lê o ponto como a vírgula de um teclado que não a tem', () => {
    expect(limparDecimal('20.5')).toBe('20,5');
    expect(limparDecimal('5.4321')).toBe('5,4321');
  });

  it('mantém a vírgula ainda em digitação e corta casas a mais', () => {
    expect(limparDecimal('12,')).toBe('12,');
    expect(limparDecimal('3,14159')).toBe('3,1415');
    expect(limparDecimal('5,123456789', 6)).toBe('5,123456');
    expect(limparDecimal('7,5', 0)).toBe('7');
  });
});

describe('lerDecimal', () => {
  it('lê decimais em pt-BR', () => {
    expect(lerDecimal('20,5')).toBe(20.5);
    expect(lerDecimal('43,83')).toBe(43.83);
    expect(lerDecimal('12,')).toBe(12);
    expect(lerDecimal(',5')).toBe(0.5);
    expect(lerDecimal('0')).toBe(0);
  });

  it('é null para um campo vazio', () => {
    expect(lerDecimal('')).toBeNull();
    expect(lerDecimal(',')).toBeNull();
    expect(lerDecimal('%')).toBeNull();
  });
});

describe('formatarDecimal', () => {
  it('escreve com vírgula e sem separador de milhar', () => {
    expect(formatarDecimal(20.5)).toBe('20,5');
    expect(formatarDecimal(12)).toBe('12');
    expect(formatarDecimal(1250.75)).toBe('1250,75');
    expect(formatarDecimal(5.4321)).toBe('5,4321');
  });

  it('fica vazio sem valor', () => {
    expect(formatarDecimal(null)).toBe('');
    expect(formatarDecimal(undefined)).toBe('');
    expect(formatarDecimal(Number.NaN)).toBe('');
  });

  it('ida e volta com lerDecimal', () => {
    for (const n of [0, 0.5, 2.1, 9.65, 10.45, 17, 43.83, 152.4945]) expect(lerDecimal(formatarDecimal(n))).toBe(n);
  });
});

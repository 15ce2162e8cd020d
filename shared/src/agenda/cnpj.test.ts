/** @jest-environment node */
import fc from 'fast-check';
import { cnpjValido, formatarCnpj, normalizarCnpj } from './index';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '34.028.316/0001-03', '12.ABC.345/01DE-35', '12abc34501de35'])('%s é válido', (c) => {
    expect(cnpjValido(c)).toBe(true);
  });

  it.each(['11.222.333/0001-82', '1122233300018', '00000000000000', '12ABC34501DE36', '12ABC34501DEAB', '', 'abc'])(
    '%s é inválido',
    (c) => {
      expect(cnpjValido(c)).toBe(false);
    },
  );

  it('normaliza e formata', () => {
    expect(normalizarCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('propriedade: trocar um dígito verificador invalida', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/), (base) => {
        const valido = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
          .flatMap((a) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((b) => `${base}${a}${b}`))
          .filter(cnpjValido);
        if (/^(.)\1{11}$/.test(base)) return;
        expect(valido).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });
});

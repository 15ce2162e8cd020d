/** @jest-environment node */
import { aliquotaInterestadual, avisoAliquotaInterestadual, fundamentoAliquotaInterestadual } from './aliquota-interestadual';
import { siglasUf, type UF } from './uf-data';
import { EntradaInvalidaError } from './validacao';

describe('alíquota interestadual (ICMS.md §4)', () => {
  it.each<[UF, UF, number]>([
    ['SP', 'BA', 7], // Sudeste → Nordeste
    ['PR', 'AM', 7], // Sul → Norte
    ['MG', 'DF', 7], // Sudeste → Centro-Oeste
    ['RS', 'GO', 7],
    ['SP', 'ES', 7], // ES como destino recebe 7%
    ['RJ', 'ES', 7],
    ['ES', 'BA', 12], // ES como origem não vende a 7%
    ['ES', 'SP', 12],
    ['SP', 'RJ', 12], // Sul/Sudeste entre si
    ['PR', 'SP', 12],
    ['SC', 'RS', 12],
    ['BA', 'SP', 12], // Nordeste → Sudeste
    ['GO', 'MT', 12],
    ['PE', 'ES', 12],
  ])('%s → %s: %i%%', (origem, destino, esperada) => {
    expect(aliquotaInterestadual(origem, destino)).toBe(esperada);
  });

  it('é 4% para importados, de qualquer origem a qualquer destino', () => {
    expect(aliquotaInterestadual('SP', 'BA', true)).toBe(4);
    expect(aliquotaInterestadual('ES', 'SP', true)).toBe(4);
  });

  it('dá 7% em exatamente 6 origens × 21 destinos', () => {
    let pares7 = 0;
    let pares12 = 0;
    for (const origem of siglasUf) {
      for (const destino of siglasUf) {
        if (origem === destino) continue;
        const aliquota = aliquotaInterestadual(origem, destino);
        if (aliquota === 7) pares7 += 1;
        else pares12 += 1;
        expect(aliquotaInterestadual(origem, destino, true)).toBe(4);
      }
    }
    // PR, RS, SC, MG, RJ, SP → the 20 units of N, NE and CO plus ES.
    expect(pares7).toBe(6 * 21);
    expect(pares7 + pares12).toBe(27 * 26);
  });

  it('recusa a mesma UF: não é operação interestadual', () => {
    expect(() => aliquotaInterestadual('SP', 'SP')).toThrow(RangeError);
    expect(() => aliquotaInterestadual('SP', 'SP')).toThrow('UF de origem e UF de destino são iguais: não é uma operação interestadual.');
  });

  it('recusa o que não é UF, dizendo qual campo', () => {
    let erro: unknown;
    try {
      aliquotaInterestadual('XX' as UF, 'SP');
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(EntradaInvalidaError);
    expect((erro as EntradaInvalidaError).campo).toBe('ufOrigem');
    expect((erro as Error).message).toBe('UF de origem deve ser a sigla de uma das 27 unidades da federação (por exemplo, SP).');
  });

  it('cita a resolução de cada alíquota', () => {
    expect(fundamentoAliquotaInterestadual(4)).toContain('13/2012');
    expect(fundamentoAliquotaInterestadual(7)).toContain('22/1989');
    expect(fundamentoAliquotaInterestadual(12)).toContain('regra geral');
  });

  it('avisa quando a alíquota informada não é a prevista', () => {
    expect(avisoAliquotaInterestadual('SP', 'BA', false, 12)).toBe(
      'A alíquota interestadual informada (12%) difere da prevista de SP para BA (7%). Confira antes de emitir a nota.',
    );
    expect(avisoAliquotaInterestadual('SP', 'BA', false, 7)).toBeUndefined();
    expect(avisoAliquotaInterestadual('SP', 'BA', undefined, 4)).toBeUndefined();
    expect(avisoAliquotaInterestadual(undefined, 'BA', false, 12)).toBeUndefined();
  });
});

/** @jest-environment node */
import { fundamentoAliquotaInterna } from './fundamentos';

describe('fundamento da alíquota interna na memória', () => {
  it('cita a lei e a vigência quando conhecidas', () => {
    expect(fundamentoAliquotaInterna('BA')).toBe('Alíquota interna BA (Bahia) de 20,5%: Lei nº 14.629/2023, vigente desde 07/02/2024');
  });

  it('avisa quando o ato ou a data não foram conferidos', () => {
    expect(fundamentoAliquotaInterna('SP')).toBe(
      'Alíquota interna SP (São Paulo) de 18%: lei do ICMS de SP (Lei nº 6.374/1989); ato da alíquota atual não conferido, data de vigência não conferida — confirme na SEFAZ',
    );
    expect(fundamentoAliquotaInterna('PE')).toContain('vigente desde 01/01/2024');
  });
});

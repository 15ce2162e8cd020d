/** @jest-environment node */
import { filtrarUf } from './empresa-form';

describe('filtrarUf', () => {
  const sp = { value: 'SP', label: 'SP — São Paulo' };
  const es = { value: 'ES', label: 'ES — Espírito Santo' };
  it('duas letras são a sigla', () => {
    expect(filtrarUf('SP', sp)).toBe(true);
    expect(filtrarUf('sp', es)).toBe(false);
    expect(filtrarUf('e', es)).toBe(true);
  });
  it('mais letras procuram o nome, sem acento', () => {
    expect(filtrarUf('sao pa', sp)).toBe(true);
    expect(filtrarUf('espirito', es)).toBe(true);
    expect(filtrarUf('espirito', sp)).toBe(false);
  });
});

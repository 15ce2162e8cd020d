import { escreverData, indiceDoMes, lerDia, lerMes, mascararData, mesDoIndice } from './datas-escritas';

describe('datas escritas', () => {
  it('põe as barras enquanto se digita', () => {
    expect(mascararData('052026', 'mes')).toBe('05/2026');
    expect(mascararData('05', 'mes')).toBe('05');
    expect(mascararData('053', 'mes')).toBe('05/3');
    expect(mascararData('20052026', 'dia')).toBe('20/05/2026');
    expect(mascararData('20/05/2026', 'dia')).toBe('20/05/2026');
    expect(mascararData('2005', 'dia')).toBe('20/05');
  });

  it('lê mês e dia e recusa os impossíveis', () => {
    expect(lerMes('05/2026')).toBe('2026-05');
    expect(lerMes('13/2026')).toBeNull();
    expect(lerMes('5/2026')).toBeNull();
    expect(lerDia('20/05/2026')).toBe('2026-05-20');
    expect(lerDia('31/04/2026')).toBeNull();
    expect(lerDia('29/02/2024')).toBe('2024-02-29');
  });

  it('escreve e conta meses', () => {
    expect(escreverData('2026-05')).toBe('05/2026');
    expect(escreverData('2026-05-20')).toBe('20/05/2026');
    expect(indiceDoMes('2026-01') - indiceDoMes('2025-12')).toBe(1);
    expect(mesDoIndice(indiceDoMes('2025-12') + 1)).toBe('2026-01');
  });
});

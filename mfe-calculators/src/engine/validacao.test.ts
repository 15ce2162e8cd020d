/** @jest-environment node */
import { EntradaInvalidaError, lerBooleano, lerDinheiro, lerMargem, lerPercentual, lerPositivo, ROTULOS_CAMPOS } from './validacao';

function erroDe(fn: () => unknown): EntradaInvalidaError {
  try {
    fn();
  } catch (erro) {
    if (erro instanceof EntradaInvalidaError) return erro;
    throw erro;
  }
  throw new Error('esperava um erro de entrada');
}

describe('EntradaInvalidaError', () => {
  it('é um RangeError com o campo e a mensagem em português', () => {
    const erro = erroDe(() => lerDinheiro(-1, 'vProd'));
    expect(erro).toBeInstanceOf(RangeError);
    expect(erro.name).toBe('EntradaInvalidaError');
    expect(erro.campo).toBe('vProd');
    expect(erro.message).toBe('Valor dos produtos deve ser um número maior ou igual a zero.');
  });

  it('tem um rótulo em português para cada campo', () => {
    for (const rotulo of Object.values(ROTULOS_CAMPOS)) expect(rotulo).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});

describe('leitura de valores', () => {
  it.each([NaN, Infinity, -Infinity, -0.01, '10' as unknown as number])('recusa %p como dinheiro', (valor) => {
    expect(erroDe(() => lerDinheiro(valor, 'vFrete')).message).toBe('Valor do frete deve ser um número maior ou igual a zero.');
  });

  it('exige os obrigatórios com a concordância certa', () => {
    expect(erroDe(() => lerDinheiro(undefined, 'vProd', { obrigatorio: true })).message).toBe('Valor dos produtos é obrigatório.');
    expect(erroDe(() => lerPercentual(null, 'pICMSInter', { obrigatorio: true })).message).toBe('Alíquota interestadual é obrigatória.');
    expect(erroDe(() => lerMargem(undefined, 'pMVAST')).message).toBe('MVA original é obrigatória.');
  });

  it('usa zero para opcionais ausentes e arredonda dinheiro a centavos', () => {
    expect(lerDinheiro(undefined, 'vSeg').toNumber()).toBe(0);
    expect(lerDinheiro(10.005, 'vSeg').toFixed()).toBe('10.01');
  });

  it('recusa percentuais de 100% ou mais', () => {
    expect(() => lerPercentual(99.99, 'pIPI')).not.toThrow();
    expect(erroDe(() => lerPercentual(100, 'pIPI')).message).toBe('Alíquota do IPI deve ser menor que 100%.');
    expect(erroDe(() => lerPercentual(250, 'pRedBC')).campo).toBe('pRedBC');
  });

  it('aceita MVA acima de 100% (é margem, não alíquota)', () => {
    expect(lerMargem(140, 'pMVAST').toNumber()).toBe(140);
  });

  it('exige câmbio positivo', () => {
    expect(lerPositivo(undefined, 'taxaCambio', 1).toNumber()).toBe(1);
    expect(erroDe(() => lerPositivo(0, 'taxaCambio', 1)).message).toBe('Taxa de câmbio deve ser um número maior que zero.');
  });

  it('exige sim ou não nas opções', () => {
    expect(lerBooleano(undefined, 'ajustarMVA', true)).toBe(true);
    expect(erroDe(() => lerBooleano('sim', 'ajustarMVA', true)).message).toBe('Ajustar a MVA deve ser sim ou não.');
  });
});

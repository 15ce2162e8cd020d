import { EntradaInvalidaError } from '../engine';
import { ERRO_INESPERADO, ErroDeCampo, executar, opcional, type Calculadora } from './calculadora';

function calculadoraQue(calcular: () => never): Calculadora<{ x: number }> {
  return { chave: 'st', titulo: 'Teste', padrao: { x: 0 }, esquema: { x: 'reais' }, calcular };
}

describe('executar', () => {
  it('devolve o resultado', () => {
    const resultado = { linhas: [], principal: { rotulo: 'r', valor: 'R$ 1,00' }, passos: [], avisos: [] };
    const calc: Calculadora<{ x: number }> = {
      ...calculadoraQue(() => {
        throw new Error();
      }),
      calcular: () => resultado,
    };
    expect(executar(calc, { x: 1 })).toEqual({ tipo: 'ok', resultado });
  });

  it('transforma um erro de entrada em mensagem ao lado do campo', () => {
    const calc = calculadoraQue(() => {
      throw new EntradaInvalidaError('pMVAST', 'MVA original é obrigatória.');
    });
    expect(executar(calc, { x: 1 })).toEqual({ tipo: 'erro', campo: 'pMVAST', mensagem: 'MVA original é obrigatória.' });
  });

  it('um ErroDeCampo da página vai para o campo que ele nomeia', () => {
    const calc = calculadoraQue(() => {
      throw new ErroDeCampo('pa', 'Informe o período.');
    });
    expect(executar(calc, { x: 1 })).toEqual({ tipo: 'erro', campo: 'pa', mensagem: 'Informe o período.' });
  });

  it('a recusa em português dos motores do Simples, MEI e atraso é mostrada quando a calculadora a aceita', () => {
    const recusa = () => {
      throw new RangeError('A taxa Selic de 06/2026 ainda não foi carregada.');
    };
    const aceita = { ...calculadoraQue(recusa), campoDaRecusa: (m: string) => (/Selic/.test(m) ? 'pagamento' : undefined) };
    expect(executar(aceita, { x: 1 })).toEqual({
      tipo: 'erro',
      campo: 'pagamento',
      mensagem: 'A taxa Selic de 06/2026 ainda não foi carregada.',
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(executar(calculadoraQue(recusa), { x: 1 })).toEqual({ tipo: 'erro', mensagem: ERRO_INESPERADO });
    log.mockRestore();
  });

  it('nunca lança: um defeito vira uma mensagem genérica, sem campo', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const calc = calculadoraQue(() => {
      throw new TypeError('x is undefined');
    });
    expect(executar(calc, { x: 1 })).toEqual({ tipo: 'erro', mensagem: ERRO_INESPERADO });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

it('opcional: campo vazio é ausente para o motor', () => {
  expect(opcional(null)).toBeUndefined();
  expect(opcional(0)).toBe(0);
  expect(opcional('SP')).toBe('SP');
});

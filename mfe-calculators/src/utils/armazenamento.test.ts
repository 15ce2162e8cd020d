import { chaveArmazenamento, guardar, lerGuardado, restaurarValores, type Esquema } from './armazenamento';

interface Valores {
  uf: string | null;
  valor: number;
  taxa: number | null;
  ligado: boolean;
  metodo: string;
}
const padrao: Valores = { uf: null, valor: 0, taxa: 12, ligado: true, metodo: 'base_dupla' };
const esquema: Esquema<Valores> = { uf: 'uf', valor: 'reais', taxa: 'decimal', ligado: 'booleano', metodo: ['base_unica', 'base_dupla'] };

describe('restaurarValores', () => {
  it('restaura o que passa no esquema', () => {
    const guardado = { uf: 'SP', valor: 100.5, taxa: null, ligado: false, metodo: 'base_unica' };
    expect(restaurarValores(padrao, esquema, guardado)).toEqual(guardado);
  });

  it('usa o padrão campo a campo para o que não passa', () => {
    const guardado = { uf: 'XX', valor: -3, taxa: 'doze', ligado: 'sim', metodo: 'outro', extra: 1 };
    expect(restaurarValores(padrao, esquema, guardado)).toEqual(padrao);
    expect(restaurarValores(padrao, esquema, { valor: Infinity, taxa: 18 })).toEqual({ ...padrao, taxa: 18 });
  });

  it('aguenta lixo', () => {
    for (const lixo of [null, undefined, 42, 'texto', []]) expect(restaurarValores(padrao, esquema, lixo)).toEqual(padrao);
  });
});

describe('lerGuardado e guardar', () => {
  beforeEach(() => localStorage.clear());

  it('guarda por calculadora e por usuário', () => {
    expect(chaveArmazenamento('st', 'u1')).not.toBe(chaveArmazenamento('st', 'u2'));
    expect(chaveArmazenamento('st', 'u1')).not.toBe(chaveArmazenamento('difal', 'u1'));
    expect(chaveArmazenamento('st', null)).toMatch(/anonimo$/);
  });

  it('ida e volta', () => {
    const chave = chaveArmazenamento('st', 'u1');
    guardar(chave, { valores: { ...padrao, uf: 'RJ', valor: 10 }, calculado: true });
    expect(lerGuardado(chave, padrao, esquema)).toEqual({ valores: { ...padrao, uf: 'RJ', valor: 10 }, calculado: true });
  });

  it('começa do padrão sem nada guardado, com JSON quebrado ou de outra versão', () => {
    const chave = chaveArmazenamento('st', 'u1');
    const vazio = { valores: padrao, calculado: false };
    expect(lerGuardado(chave, padrao, esquema)).toEqual(vazio);
    localStorage.setItem(chave, '{quebrado');
    expect(lerGuardado(chave, padrao, esquema)).toEqual(vazio);
    localStorage.setItem(chave, JSON.stringify({ versao: 99, valores: { valor: 5 }, calculado: true }));
    expect(lerGuardado(chave, padrao, esquema)).toEqual(vazio);
  });

  it('não quebra quando o armazenamento recusa a escrita', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    expect(() => guardar('x', { valores: padrao, calculado: false })).not.toThrow();
    setItem.mockRestore();
  });
});

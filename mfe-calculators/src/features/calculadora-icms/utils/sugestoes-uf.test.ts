import {
  aliquotaInternaInformada,
  aliquotaInterestadualSugerida,
  aliquotaInternaSugerida,
  metodoDifalSugerido,
  novaAliquotaInterestadual,
  novaAliquotaInterna,
  sugestaoFcp,
} from './sugestoes-uf';

describe('alíquota interestadual sugerida (ICMS.md §4)', () => {
  it('segue as Resoluções do Senado', () => {
    expect(aliquotaInterestadualSugerida('SP', 'RS', false)).toBe(12);
    expect(aliquotaInterestadualSugerida('SP', 'BA', false)).toBe(7);
    expect(aliquotaInterestadualSugerida('SP', 'ES', false)).toBe(7);
    expect(aliquotaInterestadualSugerida('BA', 'SP', false)).toBe(12);
    expect(aliquotaInterestadualSugerida('SP', 'BA', true)).toBe(4);
  });

  it('sugere 4% para importado mesmo sem as UFs, e nada sem base para sugerir', () => {
    expect(aliquotaInterestadualSugerida(null, null, true)).toBe(4);
    expect(aliquotaInterestadualSugerida('SP', null, false)).toBeUndefined();
    // Same UF is not an interstate sale: no suggestion; the engine says why on "Calcular".
    expect(aliquotaInterestadualSugerida('SP', 'SP', false)).toBeUndefined();
  });

  it('só sugere de novo quando a rota ou o "importado" mudam', () => {
    const rota = { ufOrigem: 'PR' as const, ufDestino: 'SP' as const, importado: false };
    expect(novaAliquotaInterestadual(rota, rota)).toBeUndefined();
    expect(novaAliquotaInterestadual(rota, { ...rota, ufDestino: 'BA' })).toBe(7);
    expect(novaAliquotaInterestadual(rota, { ...rota, importado: true })).toBe(4);
    expect(novaAliquotaInterestadual({ ...rota, ufOrigem: null }, rota)).toBe(12);
  });
});

describe('alíquota interna, método do DIFAL e FCP pela tabela das UFs', () => {
  it('usa a alíquota padrão do destino (ICMS.md §6)', () => {
    expect(aliquotaInternaSugerida('RS')).toBe(17);
    expect(aliquotaInternaSugerida('BA')).toBe(20.5);
    expect(aliquotaInternaSugerida(null)).toBeUndefined();
    expect(novaAliquotaInterna('SP', 'SP')).toBeUndefined();
    expect(novaAliquotaInterna('SP', 'MA')).toBe(23);
    expect(novaAliquotaInterna('SP', null)).toBeUndefined();
  });

  it('sugere o método do DIFAL do destino', () => {
    expect(metodoDifalSugerido('RS')).toBe('base_dupla');
    expect(metodoDifalSugerido(null)).toBeUndefined();
  });

  it('oferece o FCP usual só onde a tabela registra um', () => {
    expect(sugestaoFcp('RJ')).toEqual({ nome: 'FECP', percentual: 2 });
    expect(sugestaoFcp('AL')).toEqual({ nome: 'FECOEP', percentual: 1 });
    expect(sugestaoFcp('SP')).toBeUndefined();
    expect(sugestaoFcp(null)).toBeUndefined();
  });
});

describe('aliquotaInternaInformada', () => {
  it('não envia ao motor a alíquota que é a padrão da UF, para a memória citar a fonte', () => {
    expect(aliquotaInternaInformada(17, 'RS')).toBeUndefined();
    expect(aliquotaInternaInformada(18, 'RS')).toBe(18);
    expect(aliquotaInternaInformada(18, null)).toBe(18);
    expect(aliquotaInternaInformada(null, 'RS')).toBeUndefined();
  });
});

/** @jest-environment node */
import { calcularIcmsSt, type IcmsStInput } from './icms-st';
import { EntradaInvalidaError } from './validacao';

const base: IcmsStInput = { vProd: 100, pMVAST: 43.83, pICMSInter: 12, pICMSIntra: 17 };

function erroDe(input: IcmsStInput): EntradaInvalidaError {
  try {
    calcularIcmsSt(input);
  } catch (erro) {
    if (erro instanceof EntradaInvalidaError) return erro;
    throw erro;
  }
  throw new Error('esperava EntradaInvalidaError');
}

function passo(resultado: ReturnType<typeof calcularIcmsSt>, descricao: string) {
  const encontrado = resultado.passos.find((p) => p.descricao === descricao);
  if (!encontrado) throw new Error(`sem o passo "${descricao}"`);
  return encontrado;
}

describe('ICMS-ST: base da operação (ICMS.md §1)', () => {
  it('soma frete, seguro e outras despesas e tira o desconto', () => {
    const r = calcularIcmsSt({ ...base, vProd: 1000, vFrete: 50, vSeg: 20, vOutro: 30, vDesc: 100, ajustarMVA: false, pMVAST: 0 });
    expect(r.vBaseOperacao).toBe(1000);
    expect(r.vBC).toBe(1000);
    expect(passo(r, 'Valor da operação').formula).toBe(
      'R$ 1.000,00 (produtos) + R$ 50,00 (frete) + R$ 20,00 (seguro) + R$ 30,00 (outras despesas) − R$ 100,00 (desconto) = R$ 1.000,00',
    );
  });

  it('recusa desconto maior que a operação', () => {
    const erro = erroDe({ ...base, vProd: 10, vFrete: 5, vDesc: 15.01 });
    expect(erro.campo).toBe('vDesc');
    expect(erro.message).toBe('Valor do desconto não pode ser maior que a soma de produtos, frete, seguro e outras despesas.');
    expect(calcularIcmsSt({ ...base, vProd: 10, vFrete: 5, vDesc: 15 }).vTotalNota).toBe(0);
  });
});

describe('ICMS-ST: MVA ajustada', () => {
  it('ajusta por padrão quando a carga interna é maior que a interestadual', () => {
    const r = calcularIcmsSt(base);
    expect(r.mvaFoiAjustada).toBe(true);
    expect(r.pMVAAjustada).toBe(52.49);
    expect(passo(r, 'MVA ajustada').formula).toBe('[(1 + 43,83%) × (1 − 12%) ÷ (1 − 17%)] − 1 = 52,4945% → 52,49%');
  });

  it('usa a MVA informada quando o ajuste está desligado', () => {
    const r = calcularIcmsSt({ ...base, ajustarMVA: false });
    expect(r.mvaFoiAjustada).toBe(false);
    expect(r.pMVAAjustada).toBe(43.83);
    expect(r.vBCST).toBe(143.83);
    expect(passo(r, 'MVA aplicada (sem ajuste)').formula).toBe('43,83% (ajuste desligado: a MVA informada já é a aplicável)');
  });

  it('não ajusta quando a carga interna não supera a interestadual', () => {
    const iguais = calcularIcmsSt({ ...base, pICMSIntra: 12 });
    expect(iguais.mvaFoiAjustada).toBe(false);
    expect(iguais.pMVAAjustada).toBe(43.83);
    expect(passo(iguais, 'MVA aplicada (sem ajuste)').formula).toBe('43,83% (carga interna de 12% não é maior que a interestadual de 12%)');
    const menor = calcularIcmsSt({ ...base, pICMSInter: 12, pICMSIntra: 7 });
    expect(menor.mvaFoiAjustada).toBe(false);
    expect(menor.pMVAAjustada).toBe(43.83);
  });

  it('não ajusta MVA zero', () => {
    const r = calcularIcmsSt({ ...base, pMVAST: 0 });
    expect(r.mvaFoiAjustada).toBe(false);
    expect(r.pMVAAjustada).toBe(0);
    expect(r.vBCST).toBe(100);
    expect(passo(r, 'MVA aplicada (sem ajuste)').formula).toBe('0% (MVA zero: não há o que ajustar)');
  });

  it('aceita MVA acima de 100%', () => {
    const r = calcularIcmsSt({ ...base, pMVAST: 140, ajustarMVA: false });
    expect(r.vBCST).toBe(240);
  });
});

describe('ICMS-ST: reduções de base e cargas efetivas', () => {
  it('pRedBC reduz a base do ICMS próprio e a carga interestadual, o que aumenta a MVA ajustada', () => {
    const r = calcularIcmsSt({ ...base, pRedBC: 20 });
    expect(r.vBC).toBe(80);
    expect(r.vICMS).toBe(9.6);
    expect(r.cargaInterestadual).toBe(9.6);
    // [(1,4383 × 0,904) ÷ 0,83] − 1 = 56,6534% → 56,65%
    expect(r.pMVAAjustada).toBe(56.65);
    expect(r.vBCST).toBe(156.65);
    expect(r.vICMSST).toBe(17.03); // 26,63 − 9,60
    expect(passo(r, 'Carga efetiva interestadual').formula).toBe('12% × (1 − 20%) = 9,6%');
  });

  it('pRedBCST reduz a base do ICMS-ST e a carga interna, o que diminui a MVA ajustada', () => {
    const r = calcularIcmsSt({ ...base, pRedBCST: 10 });
    expect(r.cargaInterna).toBe(15.3);
    // [(1,4383 × 0,88) ÷ 0,847] − 1 = 49,4338% → 49,43%
    expect(r.pMVAAjustada).toBe(49.43);
    expect(r.vBCST).toBe(134.49); // 100 × 1,4943 × 0,9 = 134,487
    expect(r.vICMSST).toBe(10.86); // 22,86 − 12,00
    expect(passo(r, 'Base de cálculo do ICMS-ST').formula).toBe('R$ 100,00 × (1 + 49,43%) × (1 − 10%) = R$ 134,49');
  });

  it('não ajusta quando a redução da base do ST deixa a carga interna abaixo da interestadual', () => {
    const r = calcularIcmsSt({ ...base, pRedBCST: 40 }); // 17% × 0,6 = 10,2% < 12%
    expect(r.cargaInterna).toBe(10.2);
    expect(r.mvaFoiAjustada).toBe(false);
    expect(r.pMVAAjustada).toBe(43.83);
  });
});

describe('ICMS-ST: IPI', () => {
  const comIpi: IcmsStInput = { vProd: 1000, pIPI: 10, pICMSInter: 12, pICMSIntra: 18, pMVAST: 30, ajustarMVA: false };

  it('fica fora da base do ICMS próprio na revenda ou industrialização (padrão) e entra na do ST', () => {
    const r = calcularIcmsSt(comIpi);
    expect(r.vIPI).toBe(100);
    expect(r.vBC).toBe(1000);
    expect(r.vICMS).toBe(120);
    expect(r.vBCST).toBe(1430); // (1000 + 100) × 1,3
    expect(r.vICMSST).toBe(137.4); // 257,40 − 120,00
    expect(r.vTotalNota).toBe(1237.4);
  });

  it('entra na base do ICMS próprio quando o comprador usa a mercadoria', () => {
    const r = calcularIcmsSt({ ...comIpi, ipiNaBaseProprio: true });
    expect(r.vBC).toBe(1100);
    expect(r.vICMS).toBe(132);
    expect(r.vBCST).toBe(1430);
    expect(r.vICMSST).toBe(125.4);
    expect(passo(r, 'Base de cálculo do ICMS próprio').formula).toBe('(R$ 1.000,00 + R$ 100,00 de IPI) = R$ 1.100,00');
    expect(passo(r, 'Base de cálculo do ICMS próprio').fundamento).toContain('uso e consumo');
  });
});

describe('ICMS-ST: FCP', () => {
  it('calcula o FCP-ST sobre a base do ST sem mexer no ICMS-ST', () => {
    const sem = calcularIcmsSt({ ...base, ajustarMVA: false, pMVAST: 50, pICMSIntra: 18 });
    const com = calcularIcmsSt({ ...base, ajustarMVA: false, pMVAST: 50, pICMSIntra: 18, pFCPST: 2 });
    expect(com.vICMSST).toBe(sem.vICMSST);
    expect(com.vFCPST).toBe(3);
    expect(com.vTotalNota).toBe(sem.vTotalNota + 3);
    expect(passo(com, 'FCP retido por substituição tributária').fundamento).toContain('ADCT, art. 82');
  });

  it('não entra na carga interna da MVA ajustada (pICMSIntra não inclui o FCP, como na NF-e)', () => {
    expect(calcularIcmsSt({ ...base, pFCPST: 2 }).pMVAAjustada).toBe(52.49);
  });
});

describe('ICMS-ST: nunca negativo', () => {
  it('zera o ICMS-ST quando o ICMS próprio supera o da operação interna, com aviso', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 0, pICMSInter: 12, pICMSIntra: 7 });
    expect(r.vICMSOperacaoInterna).toBe(7);
    expect(r.vICMSST).toBe(0);
    expect(r.vTotalNota).toBe(100);
    expect(r.avisos.join(' ')).toContain('não há ICMS-ST a reter');
  });
});

describe('ICMS-ST: alíquota interna do destino', () => {
  it('usa 20,5% quando nada é informado (SPEC §9)', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 0, pICMSInter: 12 });
    expect(r.pICMSIntra).toBe(20.5);
    expect(r.vICMSST).toBe(8.5);
    expect(passo(r, 'Alíquota interna do destino').fundamento).toContain('SPEC §9');
  });

  it('usa a da UF de destino, citando a lei e a vigência', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 0, pICMSInter: 7, ufOrigem: 'SP', ufDestino: 'MA' });
    expect(r.pICMSIntra).toBe(23);
    const aliquota = passo(r, 'Alíquota interna do destino');
    expect(aliquota.formula).toBe('23% (alíquota padrão de MA)');
    expect(aliquota.fundamento).toBe('Alíquota interna MA (Maranhão) de 23%: Lei nº 12.426/2024, vigente desde 23/02/2025');
    expect(passo(r, 'ICMS próprio à alíquota interestadual').fundamento).toContain('22/1989');
    expect(r.avisos).toEqual([]);
  });

  it('prefere a alíquota informada e avisa se difere da tabela da UF', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 0, pICMSInter: 7, pICMSIntra: 12, ufOrigem: 'SP', ufDestino: 'MA' });
    expect(r.pICMSIntra).toBe(12);
    expect(r.avisos).toEqual([
      'A alíquota interna informada (12%) difere da alíquota padrão de MA (23%): confirme a alíquota específica da mercadoria.',
    ]);
  });

  it('avisa quando a alíquota interestadual não é a da regra 4/7/12', () => {
    const r = calcularIcmsSt({ vProd: 100, pMVAST: 0, pICMSInter: 12, ufOrigem: 'SP', ufDestino: 'BA' });
    expect(r.avisos[0]).toContain('difere da prevista de SP para BA (7%)');
  });

  it('recusa origem e destino iguais', () => {
    expect(() => calcularIcmsSt({ ...base, ufOrigem: 'SP', ufDestino: 'SP' })).toThrow(
      'UF de origem e UF de destino são iguais: não é uma operação interestadual.',
    );
  });
});

describe('ICMS-ST: entradas inválidas', () => {
  it.each<[string, IcmsStInput, string, string]>([
    ['vProd ausente', { ...base, vProd: undefined as unknown as number }, 'vProd', 'Valor dos produtos é obrigatório.'],
    ['vProd negativo', { ...base, vProd: -1 }, 'vProd', 'Valor dos produtos deve ser um número maior ou igual a zero.'],
    ['frete NaN', { ...base, vFrete: NaN }, 'vFrete', 'Valor do frete deve ser um número maior ou igual a zero.'],
    ['seguro infinito', { ...base, vSeg: Infinity }, 'vSeg', 'Valor do seguro deve ser um número maior ou igual a zero.'],
    [
      'alíquota interestadual ausente',
      { ...base, pICMSInter: undefined as unknown as number },
      'pICMSInter',
      'Alíquota interestadual é obrigatória.',
    ],
    ['alíquota interestadual 100', { ...base, pICMSInter: 100 }, 'pICMSInter', 'Alíquota interestadual deve ser menor que 100%.'],
    ['alíquota interna 120', { ...base, pICMSIntra: 120 }, 'pICMSIntra', 'Alíquota interna do destino deve ser menor que 100%.'],
    ['MVA ausente', { ...base, pMVAST: undefined as unknown as number }, 'pMVAST', 'MVA original é obrigatória.'],
    ['MVA negativa', { ...base, pMVAST: -5 }, 'pMVAST', 'MVA original deve ser um número maior ou igual a zero.'],
    ['IPI 100', { ...base, pIPI: 100 }, 'pIPI', 'Alíquota do IPI deve ser menor que 100%.'],
    ['redução 100', { ...base, pRedBC: 100 }, 'pRedBC', 'Redução da base do ICMS próprio deve ser menor que 100%.'],
    ['redução ST negativa', { ...base, pRedBCST: -1 }, 'pRedBCST', 'Redução da base do ICMS-ST deve ser um número maior ou igual a zero.'],
    ['FCP 100', { ...base, pFCPST: 100 }, 'pFCPST', 'Percentual do FCP-ST deve ser menor que 100%.'],
    [
      'UF inválida',
      { ...base, ufDestino: 'ZZ' as 'SP' },
      'ufDestino',
      'UF de destino deve ser a sigla de uma das 27 unidades da federação (por exemplo, SP).',
    ],
  ])('%s', (_caso, input, campo, mensagem) => {
    const erro = erroDe(input);
    expect(erro).toBeInstanceOf(RangeError);
    expect(erro.campo).toBe(campo);
    expect(erro.message).toBe(mensagem);
  });
});

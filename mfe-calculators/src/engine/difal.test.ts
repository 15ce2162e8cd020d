/** @jest-environment node */
import { calcularDifal, type DifalInput } from './difal';
import { EntradaInvalidaError } from './validacao';

const venda: DifalInput = { vOperacao: 1000, pICMSInter: 12, pICMSIntraDestino: 18, metodo: 'base_dupla' };

function erroDe(input: DifalInput): EntradaInvalidaError {
  try {
    calcularDifal(input);
  } catch (erro) {
    if (erro instanceof EntradaInvalidaError) return erro;
    throw erro;
  }
  throw new Error('esperava EntradaInvalidaError');
}

describe('DIFAL a consumidor final não contribuinte (ICMS.md §3)', () => {
  it('base única: a base do destino é o valor da operação', () => {
    const r = calcularDifal({ ...venda, metodo: 'base_unica' });
    expect(r.vICMSOrigem).toBe(120);
    expect(r.vBCDestino).toBe(1000);
    expect(r.vDIFAL).toBe(60);
    expect(r.vFCP).toBe(0);
    expect(r.passos.map((p) => p.formula)).toEqual([
      'R$ 1.000,00 × 12% = R$ 120,00',
      '18% (informada)',
      'R$ 1.000,00 (o próprio valor da operação)',
      'R$ 1.000,00 × 18% − R$ 120,00 = R$ 60,00',
      'R$ 60,00 (DIFAL) + R$ 0,00 (FCP) = R$ 60,00',
    ]);
  });

  it('base dupla: tira o ICMS de origem e põe o do destino "por dentro"', () => {
    const r = calcularDifal(venda);
    expect(r.vBCDestino).toBe(1073.17);
    expect(r.vDIFAL).toBe(73.17);
    expect(r.passos[2]?.formula).toBe('(R$ 1.000,00 − R$ 120,00) ÷ (1 − 18%) = R$ 1.073,17');
    expect(r.passos[2]?.fundamento).toContain('LC 190/2022');
  });

  it('FCP na base única: sobre o valor da operação', () => {
    const r = calcularDifal({ ...venda, metodo: 'base_unica', pFCP: 2 });
    expect(r.vDIFAL).toBe(60);
    expect(r.vFCP).toBe(20);
    expect(r.vTotalDestino).toBe(80);
  });

  it('FCP na base dupla: entra no divisor e incide sobre a base do destino', () => {
    const r = calcularDifal({ ...venda, pFCP: 2 });
    expect(r.vBCDestino).toBe(1100); // 880 ÷ 0,80
    expect(r.vDIFAL).toBe(78); // 198 − 120
    expect(r.vFCP).toBe(22);
    expect(r.passos[2]?.formula).toBe('(R$ 1.000,00 − R$ 120,00) ÷ (1 − 18% − 2%) = R$ 1.100,00');
  });

  it('base dupla pesa mais que base única para a mesma venda', () => {
    const unica = calcularDifal({ ...venda, metodo: 'base_unica' });
    const dupla = calcularDifal(venda);
    expect(dupla.vDIFAL).toBeGreaterThan(unica.vDIFAL);
  });

  it('nunca é negativo: sem DIFAL quando a alíquota interestadual supera a interna', () => {
    const r = calcularDifal({ ...venda, metodo: 'base_unica', pICMSIntraDestino: 7 });
    expect(r.vDIFAL).toBe(0);
    expect(r.avisos).toContain('A alíquota interestadual supera a carga interna do destino: não há DIFAL a recolher.');
  });

  it('usa a alíquota da UF de destino quando não informada, com lei e vigência', () => {
    const r = calcularDifal({
      ...venda,
      pICMSIntraDestino: undefined as unknown as number,
      ufOrigem: 'SP',
      ufDestino: 'PI',
      pICMSInter: 7,
    });
    expect(r.pICMSIntraDestino).toBe(22.5);
    expect(r.passos[1]?.fundamento).toBe('Alíquota interna PI (Piauí) de 22,5%: Lei nº 8.558/2024, vigente desde 01/04/2025');
    expect(r.avisos).toEqual([]);
  });

  it('avisa quando o método escolhido não é o da tabela da UF', () => {
    expect(calcularDifal({ ...venda, metodo: 'base_unica', ufDestino: 'SP' }).avisos).toEqual([
      'A tabela indica base dupla para SP (leitura da LC 87/1996, art. 13, § 1º, I; lei estadual não conferida); confira o método antes de recolher.',
    ]);
    expect(calcularDifal({ ...venda, pICMSIntraDestino: 17, metodo: 'base_unica', ufDestino: 'RS' }).avisos).toEqual([
      'A tabela indica base dupla para RS; confira o método antes de recolher.',
    ]);
  });

  it('avisa quando a alíquota interestadual não é a da regra 4/7/12', () => {
    const r = calcularDifal({ ...venda, pICMSIntraDestino: 20.5, ufOrigem: 'SP', ufDestino: 'BA' });
    expect(r.avisos).toEqual([
      'A alíquota interestadual informada (12%) difere da prevista de SP para BA (7%). Confira antes de emitir a nota.',
    ]);
  });

  it.each<[string, DifalInput, string, string]>([
    ['valor ausente', { ...venda, vOperacao: undefined as unknown as number }, 'vOperacao', 'Valor da operação é obrigatório.'],
    ['valor negativo', { ...venda, vOperacao: -0.01 }, 'vOperacao', 'Valor da operação deve ser um número maior ou igual a zero.'],
    [
      'interestadual ausente',
      { ...venda, pICMSInter: undefined as unknown as number },
      'pICMSInter',
      'Alíquota interestadual é obrigatória.',
    ],
    [
      'interna ausente sem UF',
      { ...venda, pICMSIntraDestino: undefined as unknown as number },
      'pICMSIntraDestino',
      'Alíquota interna do destino é obrigatória.',
    ],
    ['interna 100%', { ...venda, pICMSIntraDestino: 100 }, 'pICMSIntraDestino', 'Alíquota interna do destino deve ser menor que 100%.'],
    ['FCP negativo', { ...venda, pFCP: -2 }, 'pFCP', 'Percentual do FCP deve ser um número maior ou igual a zero.'],
    [
      'interna + FCP 100% na base dupla',
      { ...venda, pICMSIntraDestino: 98, pFCP: 2 },
      'pFCP',
      'A soma de Alíquota interna do destino e Percentual do FCP deve ser menor que 100%, porque o ICMS é calculado por dentro.',
    ],
    ['método ausente', { ...venda, metodo: undefined as unknown as 'base_unica' }, 'metodo', 'Método de cálculo do DIFAL é obrigatório.'],
    [
      'método desconhecido',
      { ...venda, metodo: 'por_fora' as 'base_unica' },
      'metodo',
      'Método de cálculo do DIFAL deve ser base única ou base dupla.',
    ],
  ])('recusa %s', (_caso, input, campo, mensagem) => {
    const erro = erroDe(input);
    expect(erro).toBeInstanceOf(RangeError);
    expect(erro.campo).toBe(campo);
    expect(erro.message).toBe(mensagem);
  });
});

/** @jest-environment node */
import { calcularIcmsImportacao, type IcmsImportacaoInput } from './icms-importacao';
import { EntradaInvalidaError } from './validacao';

const simples: IcmsImportacaoInput = { valorAduaneiro: 1000, pPIS: 0, pCOFINS: 0, pICMS: 18 };

function erroDe(input: IcmsImportacaoInput): EntradaInvalidaError {
  try {
    calcularIcmsImportacao(input);
  } catch (erro) {
    if (erro instanceof EntradaInvalidaError) return erro;
    throw erro;
  }
  throw new Error('esperava EntradaInvalidaError');
}

function passo(resultado: ReturnType<typeof calcularIcmsImportacao>, descricao: string) {
  const encontrado = resultado.passos.find((p) => p.descricao === descricao);
  if (!encontrado) throw new Error(`sem o passo "${descricao}"`);
  return encontrado;
}

describe('ICMS na importação (ICMS.md §2)', () => {
  it('converte o valor aduaneiro pela taxa de câmbio', () => {
    const r = calcularIcmsImportacao({ ...simples, taxaCambio: 5.4321 });
    expect(r.vAduaneiro).toBe(5432.1);
    expect(passo(r, 'Valor aduaneiro em reais').formula).toBe('1.000 × 5,4321 (taxa de câmbio) = R$ 5.432,10');
  });

  it('usa PIS 2,1% e COFINS 9,65% quando nada é informado (Lei 10.865/2004)', () => {
    const r = calcularIcmsImportacao({ valorAduaneiro: 10000, pICMS: 18 });
    expect(r.vPIS).toBe(210);
    expect(r.vCOFINS).toBe(965);
    expect(passo(r, 'PIS-Importação').fundamento).toBe('Lei 10.865/2004, arts. 7º e 8º');
  });

  it('calcula o IPI sobre valor aduaneiro mais II', () => {
    const r = calcularIcmsImportacao({ ...simples, pII: 10, pIPI: 10 });
    expect(r.vII).toBe(100);
    expect(r.vIPI).toBe(110);
    expect(passo(r, 'IPI na importação').formula).toBe('(R$ 1.000,00 + R$ 100,00) × 10% = R$ 110,00');
  });

  it('usa o valor informado no lugar da alíquota, e o II informado entra na base do IPI', () => {
    const r = calcularIcmsImportacao({ ...simples, pII: 10, vII: 250, pIPI: 10, pPIS: 2.1, vPIS: 30, pCOFINS: 9.65, vCOFINS: 70.5 });
    expect(r.vII).toBe(250);
    expect(r.vIPI).toBe(125); // (1000 + 250) × 10%
    expect(r.vPIS).toBe(30);
    expect(r.vCOFINS).toBe(70.5);
    expect(passo(r, 'Imposto de Importação (II)').formula).toBe('R$ 250,00 (valor informado, substitui a alíquota)');
    const ipiInformado = calcularIcmsImportacao({ ...simples, pIPI: 10, vIPI: 0 });
    expect(ipiInformado.vIPI).toBe(0); // zero typed is an amount too
  });

  it('soma as despesas aduaneiras na base', () => {
    const r = calcularIcmsImportacao({ ...simples, vAFRMM: 25, vArmazenagem: 100, vSiscomex: 154.23, vMulta: 10, vOutras: 0.77 });
    expect(r.vDespesasAduaneiras).toBe(290);
    expect(r.vSomaSemIcms).toBe(1290);
    expect(r.vBC).toBe(1573.17); // 1290 ÷ 0,82 = 1573,1707
    expect(r.vICMS).toBe(283.17);
    expect(passo(r, 'Despesas aduaneiras').formula).toBe(
      'R$ 25,00 (AFRMM) + R$ 100,00 (armazenagem) + R$ 154,23 (taxa Siscomex) + R$ 10,00 (multas) + R$ 0,77 (outras despesas) = R$ 290,00',
    );
  });

  it('põe o FCP no divisor "por dentro" e calcula o FCP sobre a mesma base', () => {
    const r = calcularIcmsImportacao({ ...simples, pICMS: 20, pFCP: 2 });
    expect(r.vBC).toBe(1282.05); // 1000 ÷ 0,78 = 1282,0513
    expect(r.vICMS).toBe(256.41);
    expect(r.vFCP).toBe(25.64);
    expect(passo(r, 'Base de cálculo do ICMS ("por dentro")').formula).toBe('R$ 1.000,00 ÷ (1 − (20% + 2%)) = R$ 1.282,05');
  });

  it('usa a alíquota da UF do importador quando não informada, citando a lei', () => {
    const r = calcularIcmsImportacao({ ...simples, pICMS: undefined as unknown as number, ufDestino: 'BA' });
    expect(r.pICMS).toBe(20.5);
    expect(passo(r, 'Alíquota do ICMS na UF do importador').fundamento).toBe(
      'Alíquota interna BA (Bahia) de 20,5%: Lei nº 14.629/2023, vigente desde 07/02/2024',
    );
  });

  it.each<[string, IcmsImportacaoInput, string, string]>([
    [
      'valor aduaneiro ausente',
      { ...simples, valorAduaneiro: undefined as unknown as number },
      'valorAduaneiro',
      'Valor aduaneiro é obrigatório.',
    ],
    [
      'valor aduaneiro negativo',
      { ...simples, valorAduaneiro: -1 },
      'valorAduaneiro',
      'Valor aduaneiro deve ser um número maior ou igual a zero.',
    ],
    ['câmbio zero', { ...simples, taxaCambio: 0 }, 'taxaCambio', 'Taxa de câmbio deve ser um número maior que zero.'],
    ['II informado negativo', { ...simples, vII: -10 }, 'vII', 'Valor do II deve ser um número maior ou igual a zero.'],
    ['COFINS 100%', { ...simples, pCOFINS: 100 }, 'pCOFINS', 'Alíquota da COFINS-Importação deve ser menor que 100%.'],
    ['AFRMM NaN', { ...simples, vAFRMM: NaN }, 'vAFRMM', 'Valor do AFRMM deve ser um número maior ou igual a zero.'],
    ['ICMS ausente sem UF', { ...simples, pICMS: undefined as unknown as number }, 'pICMS', 'Alíquota do ICMS é obrigatória.'],
    ['ICMS 100%', { ...simples, pICMS: 100 }, 'pICMS', 'Alíquota do ICMS deve ser menor que 100%.'],
    [
      'ICMS + FCP 100%',
      { ...simples, pICMS: 98, pFCP: 2 },
      'pFCP',
      'A soma de Alíquota do ICMS e Percentual do FCP deve ser menor que 100%, porque o ICMS é calculado por dentro.',
    ],
  ])('recusa %s', (_caso, input, campo, mensagem) => {
    const erro = erroDe(input);
    expect(erro).toBeInstanceOf(RangeError);
    expect(erro.campo).toBe(campo);
    expect(erro.message).toBe(mensagem);
  });
});

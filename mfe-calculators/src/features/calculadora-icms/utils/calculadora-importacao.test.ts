import { executar } from '../../../utils/calculadora';
import { CALCULADORA_IMPORTACAO, entradaImportacao, PADRAO_IMPORTACAO, type ValoresImportacao } from './calculadora-importacao';

function calcular(valores: Partial<ValoresImportacao>) {
  const saida = executar(CALCULADORA_IMPORTACAO, { ...PADRAO_IMPORTACAO, ...valores });
  if (saida.tipo !== 'ok') throw new Error(saida.mensagem);
  return saida.resultado;
}
const valor = (linhas: { campo?: string; valor: string }[], campo: string) => linhas.find((l) => l.campo === campo)?.valor;

describe('Importação', () => {
  it('exemplo publicado (ICMS.md §5): VA 66.560; II 10; IPI 15; PIS 2,1; COFINS 10,45; ICMS 18', () => {
    const r = calcular({ ufDestino: 'SP', vAduaneiroReais: 66560, pII: 10, pIPI: 15, pPIS: 2.1, pCOFINS: 10.45, pICMS: 18 });
    expect(valor(r.linhas, 'vII')).toBe('R$ 6.656,00');
    expect(valor(r.linhas, 'vIPI')).toBe('R$ 10.982,40');
    expect(valor(r.linhas, 'vPIS')).toBe('R$ 1.397,76');
    expect(valor(r.linhas, 'vCOFINS')).toBe('R$ 6.955,52');
    expect(valor(r.linhas, 'vBC')).toBe('R$ 112.867,90');
    expect(valor(r.linhas, 'vICMS')).toBe('R$ 20.316,22');
    expect(r.principal).toEqual({ rotulo: 'ICMS na importação', valor: 'R$ 20.316,22' });
  });

  it('começa com as alíquotas de PIS e COFINS da Lei 10.865/2004', () => {
    expect(PADRAO_IMPORTACAO).toMatchObject({ pPIS: 2.1, pCOFINS: 9.65 });
  });

  it('R$ 0,00 num valor já conhecido quer dizer "calcular pela alíquota"', () => {
    const e = entradaImportacao({ ...PADRAO_IMPORTACAO, vII: 0, vIPI: 500 });
    expect(e.vII).toBeUndefined();
    expect(e.vIPI).toBe(500);
    const r = calcular({ vAduaneiroReais: 1000, pII: 10, vIPI: 500, pICMS: 18 });
    expect(valor(r.linhas, 'vII')).toBe('R$ 100,00');
    expect(valor(r.linhas, 'vIPI')).toBe('R$ 500,00');
  });

  it('em moeda estrangeira, converte pela taxa de câmbio, que é obrigatória', () => {
    const r = calcular({ moeda: 'estrangeira', valorEstrangeiro: 1000, taxaCambio: 5.25, pICMS: 18 });
    expect(r.linhas[0]).toEqual({ rotulo: 'Valor aduaneiro em reais', valor: 'R$ 5.250,00' });
    expect(
      executar(CALCULADORA_IMPORTACAO, { ...PADRAO_IMPORTACAO, moeda: 'estrangeira', valorEstrangeiro: 1000, pICMS: 18 }),
    ).toMatchObject({
      tipo: 'erro',
      campo: 'taxaCambio',
    });
    expect(executar(CALCULADORA_IMPORTACAO, { ...PADRAO_IMPORTACAO, moeda: 'estrangeira', taxaCambio: 5, pICMS: 18 })).toMatchObject({
      tipo: 'erro',
      campo: 'valorAduaneiro',
    });
  });

  it('mostra as despesas aduaneiras só quando há', () => {
    expect(calcular({ vAduaneiroReais: 100, pICMS: 18 }).linhas.some((l) => l.rotulo === 'Despesas aduaneiras')).toBe(false);
    const r = calcular({ vAduaneiroReais: 100, vSiscomex: 154.23, pICMS: 18 });
    expect(r.linhas.find((l) => l.rotulo === 'Despesas aduaneiras')?.valor).toBe('R$ 154,23');
  });

  it('a UF do importador preenche a alíquota do ICMS; sem ela, a alíquota é obrigatória', () => {
    const v = CALCULADORA_IMPORTACAO.aoAlterar!(PADRAO_IMPORTACAO, { ...PADRAO_IMPORTACAO, ufDestino: 'PI' });
    expect(v.pICMS).toBe(22.5);
    expect(executar(CALCULADORA_IMPORTACAO, { ...PADRAO_IMPORTACAO, vAduaneiroReais: 100 })).toEqual({
      tipo: 'erro',
      campo: 'pICMS',
      mensagem: 'Alíquota do ICMS é obrigatória.',
    });
  });
});

import { executar } from '../../../utils/calculadora';
import { CALCULADORA_DIFAL, PADRAO_DIFAL, type ValoresDifal } from './calculadora-difal';

function calcular(valores: Partial<ValoresDifal>) {
  const saida = executar(CALCULADORA_DIFAL, { ...PADRAO_DIFAL, ...valores });
  if (saida.tipo !== 'ok') throw new Error(saida.mensagem);
  return saida.resultado;
}
const valor = (linhas: { campo?: string; valor: string }[], campo: string) => linhas.find((l) => l.campo === campo)?.valor;

describe('DIFAL', () => {
  it('exemplo publicado, base dupla (ICMS.md §5): V 1000; 12 → 18', () => {
    const r = calcular({ vOperacao: 1000, pICMSInter: 12, pICMSIntraDestino: 18, metodo: 'base_dupla' });
    expect(valor(r.linhas, 'vBCUFDest')).toBe('R$ 1.073,17');
    expect(valor(r.linhas, 'vICMSUFDest')).toBe('R$ 73,17');
    expect(r.principal).toEqual({ rotulo: 'Total a recolher ao destino', valor: 'R$ 73,17', complemento: 'calculado pela base dupla' });
  });

  it('base única', () => {
    const r = calcular({ vOperacao: 1000, pICMSInter: 12, pICMSIntraDestino: 18, pFCP: 2, metodo: 'base_unica' });
    expect(valor(r.linhas, 'vBCUFDest')).toBe('R$ 1.000,00');
    expect(valor(r.linhas, 'vICMSUFDest')).toBe('R$ 60,00');
    expect(valor(r.linhas, 'vFCPUFDest')).toBe('R$ 20,00');
    expect(r.principal.valor).toBe('R$ 80,00');
  });

  it('as UFs preenchem as alíquotas e o método', () => {
    let v = CALCULADORA_DIFAL.aoAlterar!(PADRAO_DIFAL, { ...PADRAO_DIFAL, ufOrigem: 'RS', metodo: 'base_unica' });
    v = CALCULADORA_DIFAL.aoAlterar!(v, { ...v, ufDestino: 'SP' });
    expect(v).toMatchObject({ pICMSInter: 12, pICMSIntraDestino: 18, metodo: 'base_dupla' });
  });

  it('sem UF de destino, a alíquota interna é obrigatória', () => {
    expect(executar(CALCULADORA_DIFAL, { ...PADRAO_DIFAL, vOperacao: 10, pICMSInter: 12 })).toMatchObject({
      tipo: 'erro',
      campo: 'pICMSIntraDestino',
    });
  });
});

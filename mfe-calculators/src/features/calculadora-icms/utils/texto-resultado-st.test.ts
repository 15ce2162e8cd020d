import { executar } from '../../../utils/calculadora';
import { CALCULADORA_ST, PADRAO_ST } from './calculadora-st';
import { textoDoResultado } from '../../../utils/texto-resultado';

describe('textoDoResultado', () => {
  const saida = executar(CALCULADORA_ST, {
    ...PADRAO_ST,
    ufOrigem: 'SP',
    ufDestino: 'RS',
    vProd: 100,
    pMVAST: 43.83,
    pICMSInter: 12,
    pICMSIntra: 18,
  });
  if (saida.tipo !== 'ok') throw new Error(saida.mensagem);
  const texto = textoDoResultado('Interestadual com ST', saida.resultado, '21/11/2026 às 14:05');

  it('traz título, data, os campos da NF-e com as tags e a memória numerada', () => {
    expect(texto).toMatch(
      /^SemMultas — Calculadora ICMS: Interestadual com ST\nCalculado em 21\/11\/2026 às 14:05\n\nResultado\nICMS-ST a reter: R\$ /,
    );
    expect(texto).toContain('Base de cálculo do ICMS-ST (vBCST): R$ ');
    expect(texto).toContain('\nMemória de cálculo\n1. Valor da operação\n   R$ 100,00 (produtos) = R$ 100,00\n   Fundamento: LC 87/96');
  });

  it('termina com os avisos do motor', () => {
    // 18 % is not RS's standard 17 %: the engine warns.
    expect(saida.resultado.avisos.length).toBeGreaterThan(0);
    expect(texto).toMatch(/\nAvisos\n- A alíquota interna informada \(18%\) difere/);
  });
});

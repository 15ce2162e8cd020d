// The result as plain text, for "Copiar resultado": what an accountant pastes into an e-mail
// or a ticket. The memória is the engine's own text (memoriaComoTexto).
import { memoriaComoTexto } from '../engine';
import type { ResultadoExibido } from './calculadora';

export function textoDoResultado(titulo: string, resultado: ResultadoExibido, calculadoEm: string, produto = 'Calculadora ICMS'): string {
  const linhas = resultado.linhas.map(
    (l) => `${l.rotulo}${l.campo ? ` (${l.campo})` : ''}${l.detalhe ? ` — ${l.detalhe}` : ''}: ${l.valor}`,
  );
  const partes = [
    `SemMultas — ${produto}: ${titulo}`,
    `Calculado em ${calculadoEm}`,
    '',
    'Resultado',
    `${resultado.principal.rotulo}: ${resultado.principal.valor}${resultado.principal.complemento ? ` (${resultado.principal.complemento})` : ''}`,
    ...linhas,
    '',
    'Memória de cálculo',
    memoriaComoTexto(resultado.passos),
  ];
  if (resultado.avisos.length > 0) partes.push('', 'Avisos', ...resultado.avisos.map((a) => `- ${a}`));
  return partes.join('\n');
}

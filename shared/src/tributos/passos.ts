// The memória de cálculo: each step a person can redo with a calculator, in order.

export interface Passo {
  /** What the step computes, in Portuguese ("Base de cálculo do ICMS-ST"). */
  descricao: string;
  /** The formula with the actual numbers, in pt-BR ("R$ 100,00 × 12% = R$ 12,00"). */
  formula: string;
  /** The result of the step: reais when `unidade` is 'R$', percent when '%'. */
  valor: number;
  unidade: 'R$' | '%';
  /** The NF-e field this step fills, when there is one (`vBCST`). */
  campo?: string;
  /** The legal basis, as ICMS.md cites it. */
  fundamento?: string;
}

/** The memória as plain text, for "copiar resultado" and printing. */
export function memoriaComoTexto(passos: readonly Passo[]): string {
  return passos
    .map((passo, i) => {
      const campo = passo.campo ? ` (${passo.campo})` : '';
      const linhas = [`${i + 1}. ${passo.descricao}${campo}`, `   ${passo.formula}`];
      if (passo.fundamento) linhas.push(`   Fundamento: ${passo.fundamento}`);
      return linhas.join('\n');
    })
    .join('\n');
}

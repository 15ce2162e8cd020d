/** "1 lançamento", "3 lançamentos". */
export function lancamentos(n: number): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? 'lançamento' : 'lançamentos'}`;
}

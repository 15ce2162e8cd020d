// Rates and exchange rates are typed the Brazilian way, with a decimal comma ("20,5"). These
// fields never need a thousands separator (a rate is below 100, an MVA below 1.000, the
// dollar near 5), so a dot can only mean the decimal point of a keypad that has no comma.
// Amounts, in reais or another currency, are never typed here: they use the shared
// MoneyInput in its "written" mode, where "10.000,50" means ten thousand (DECISIONS.md 10).

/**
 * What the field keeps while the user types: digits and one decimal comma, at most `casas`
 * decimals. "20.5" → "20,5"; "1a2" → "12"; "3,14159" with 4 casas → "3,1415".
 */
export function limparDecimal(texto: string, casas = 4): string {
  const soDigitos = texto.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const virgula = soDigitos.indexOf(',');
  if (virgula < 0) return soDigitos;
  const inteiro = soDigitos.slice(0, virgula);
  const fracao = soDigitos
    .slice(virgula + 1)
    .replace(/,/g, '')
    .slice(0, casas);
  return casas > 0 ? `${inteiro},${fracao}` : inteiro;
}

/** "20,5" → 20.5; "12," → 12; ",5" → 0.5; "" or "," → null (the field is empty). */
export function lerDecimal(texto: string): number | null {
  const limpo = limparDecimal(texto, 20);
  if (!/\d/.test(limpo)) return null;
  const numero = Number(limpo.replace(',', '.'));
  return Number.isFinite(numero) ? numero : null;
}

const semAgrupamento = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });

/** 20.5 → "20,5"; 12 → "12"; null → "" (how a stored or filled-in rate is shown). */
export function formatarDecimal(valor: number | null | undefined): string {
  return valor === null || valor === undefined || !Number.isFinite(valor) ? '' : semAgrupamento.format(valor);
}

// pt-BR text for the memória de cálculo. Written by hand rather than with Intl so that the
// output is the same on every runtime and uses a normal space after "R$" (as shared/format).
import { Decimal } from './decimal';

function agrupar(inteiro: string): string {
  return inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function decimalPtBr(texto: string): string {
  const negativo = texto.startsWith('-');
  const [inteiro = '0', fracionario] = (negativo ? texto.slice(1) : texto).split('.');
  const corpo = fracionario ? `${agrupar(inteiro)},${fracionario}` : agrupar(inteiro);
  return negativo ? `−${corpo}` : corpo;
}

/** 1234.5 → "R$ 1.234,50". */
export function formatarReais(valor: Decimal | number): string {
  const texto = new Decimal(valor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const corpo = decimalPtBr(texto);
  return corpo.startsWith('−') ? `−R$ ${corpo.slice(1)}` : `R$ ${corpo}`;
}

/**
 * 20.5 → "20,5%"; 52.49 → "52,49%"; 12 → "12%". Up to `casas` decimals, trailing zeros
 * dropped, so a rate reads as the law writes it.
 */
export function formatarPercentual(valor: Decimal | number, casas = 4): string {
  const texto = new Decimal(valor).toDecimalPlaces(casas, Decimal.ROUND_HALF_UP).toFixed();
  return `${decimalPtBr(texto)}%`;
}

/** A plain number in pt-BR, e.g. an amount in foreign currency or an exchange rate. */
export function formatarNumero(valor: Decimal | number, casas = 6): string {
  return decimalPtBr(new Decimal(valor).toDecimalPlaces(casas, Decimal.ROUND_HALF_UP).toFixed());
}

/** "2025-02-23" → "23/02/2025". */
export function formatarData(iso: string): string {
  const [ano, mes, dia] = iso.split('-');
  return `${dia}/${mes}/${ano}`;
}

// Months and days typed the Brazilian way ("05/2026", "20/05/2026") and the ISO strings the
// engines take ('2026-05', '2026-05-20'). Calendar dates only: no Date object is involved
// (DECISIONS.md 18).
import { ehDataValida } from '@semmultas/shared/agenda/index';

export type FormatoData = 'mes' | 'dia';

/** What the field keeps while typing: digits with the slashes put in ("052026" → "05/2026"). */
export function mascararData(texto: string, formato: FormatoData): string {
  const digitos = texto.replace(/\D/g, '').slice(0, formato === 'mes' ? 6 : 8);
  const partes = formato === 'mes' ? [digitos.slice(0, 2), digitos.slice(2)] : [digitos.slice(0, 2), digitos.slice(2, 4), digitos.slice(4)];
  return partes.filter((p, i) => p.length > 0 || i === 0).join('/');
}

/** "05/2026" → "2026-05"; anything else → null. */
export function lerMes(texto: string): string | null {
  const m = /^(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const mes = Number(m[1]);
  return mes >= 1 && mes <= 12 ? `${m[2]}-${m[1]}` : null;
}

/** "20/05/2026" → "2026-05-20"; an impossible day (31/04) → null. */
export function lerDia(texto: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return ehDataValida(iso) ? iso : null;
}

/** "2026-05" → "05/2026"; "2026-05-20" → "20/05/2026". */
export function escreverData(iso: string): string {
  return iso.split('-').reverse().join('/');
}

/** 'YYYY-MM' → months since year 0, to count months with integers. */
export function indiceDoMes(mes: string): number {
  return Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1;
}

/** The inverse of indiceDoMes. */
export function mesDoIndice(indice: number): string {
  return `${Math.floor(indice / 12)}-${String((indice % 12) + 1).padStart(2, '0')}`;
}

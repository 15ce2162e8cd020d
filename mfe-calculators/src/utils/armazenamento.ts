// The last inputs of each calculator, kept in localStorage and restored on the next visit.
// What comes back is checked field by field against the calculator's schema: an old version,
// a hand-edited value or a full disk must never break the page, only fall back to defaults.
import { ehUf } from '../engine';

/**
 * How a stored field is checked: money (≥ 0), an optional decimal, a boolean, a UF, a text,
 * one of some options, or a check of its own (a list of segments).
 */
export type Regra = 'reais' | 'decimal' | 'booleano' | 'uf' | 'texto' | readonly string[] | ((valor: unknown) => boolean);

export type Esquema<V> = { readonly [K in keyof V]: Regra };

function valido(regra: Regra, valor: unknown): boolean {
  if (typeof regra === 'function') return regra(valor);
  if (Array.isArray(regra)) return typeof valor === 'string' && regra.includes(valor);
  switch (regra) {
    case 'texto':
      return typeof valor === 'string' && valor.length <= 40;
    case 'reais':
      return typeof valor === 'number' && Number.isFinite(valor) && valor >= 0;
    case 'decimal':
      return valor === null || (typeof valor === 'number' && Number.isFinite(valor) && valor >= 0);
    case 'booleano':
      return typeof valor === 'boolean';
    case 'uf':
      return valor === null || ehUf(valor);
    default:
      return false;
  }
}

/** The stored values that pass the schema, the defaults for the rest. */
export function restaurarValores<V extends object>(padrao: V, esquema: Esquema<V>, bruto: unknown): V {
  if (typeof bruto !== 'object' || bruto === null) return { ...padrao };
  const guardado = bruto as Record<string, unknown>;
  const valores = { ...padrao };
  for (const campo of Object.keys(esquema) as (keyof V & string)[]) {
    if (valido(esquema[campo], guardado[campo])) valores[campo] = guardado[campo] as V[typeof campo];
  }
  return valores;
}

export interface EstadoGuardado<V> {
  valores: V;
  /** Whether the user had pressed "Calcular": then the result is shown again on return. */
  calculado: boolean;
}

const VERSAO = 1;

export function chaveArmazenamento(calculadora: string, usuarioId: string | null | undefined): string {
  // Per user: two people sharing a computer do not see each other's operations.
  return `semmultas:calculadora-icms:${calculadora}:${usuarioId ?? 'anonimo'}`;
}

export function lerGuardado<V extends object>(chave: string, padrao: V, esquema: Esquema<V>): EstadoGuardado<V> {
  try {
    const texto = window.localStorage.getItem(chave);
    if (!texto) return { valores: { ...padrao }, calculado: false };
    const bruto = JSON.parse(texto) as { versao?: unknown; valores?: unknown; calculado?: unknown };
    if (bruto?.versao !== VERSAO) return { valores: { ...padrao }, calculado: false };
    return { valores: restaurarValores(padrao, esquema, bruto.valores), calculado: bruto.calculado === true };
  } catch {
    return { valores: { ...padrao }, calculado: false };
  }
}

export function guardar<V>(chave: string, estado: EstadoGuardado<V>): void {
  try {
    window.localStorage.setItem(chave, JSON.stringify({ versao: VERSAO, ...estado }));
  } catch {
    // Private mode or a full disk: the calculator still works, it just will not remember.
  }
}

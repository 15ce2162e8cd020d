// What the page needs to know about each of the three calculators, apart from React: its
// defaults, how its stored inputs are checked, how the engine is called and how the result
// is shown (NF-e fields, the figure to highlight, the memória and the warnings).
import { erroDeEntrada, type Passo } from '../../../engine';
import type { Esquema } from './armazenamento';

export type Aba = 'st' | 'importacao' | 'difal';

export interface LinhaResultado {
  /** The NF-e tag (vBCST, pMVAST…), when the figure has one. */
  campo?: string;
  rotulo: string;
  valor: string;
  /** The figures to pay or to write on the invoice's totals. */
  destaque?: boolean;
}

export interface ResultadoExibido {
  linhas: LinhaResultado[];
  /** The one figure the user came for ("ICMS-ST a reter"). */
  principal: { rotulo: string; valor: string; complemento?: string };
  passos: Passo[];
  avisos: string[];
}

export interface Calculadora<V extends object> {
  chave: Aba;
  titulo: string;
  padrao: V;
  esquema: Esquema<V>;
  /** Calls the engine; throws its EntradaInvalidaError for input the law does not allow. */
  calcular(valores: V): ResultadoExibido;
  /** Fills what follows from a change (a UF picked fills its rates); the user may edit after. */
  aoAlterar?(anterior: V, proximo: V): V;
}

export type Saida =
  | { tipo: 'ok'; resultado: ResultadoExibido }
  /** `campo` names the input to mark; absent when the failure is not the user's. */
  | { tipo: 'erro'; campo?: string; mensagem: string };

export const ERRO_INESPERADO = 'Não foi possível calcular com estes dados. Confira os valores informados e tente de novo.';

/** Runs a calculator without ever throwing: the page shows an error next to a field, never crashes. */
export function executar<V extends object>(calculadora: Calculadora<V>, valores: V): Saida {
  try {
    return { tipo: 'ok', resultado: calculadora.calcular(valores) };
  } catch (erro) {
    const deEntrada = erroDeEntrada(erro);
    if (deEntrada) return { tipo: 'erro', campo: deEntrada.campo, mensagem: deEntrada.mensagem };
    // Not the user's fault: a bug. Say so plainly and keep the details for the console.
    console.error('[calculadora-icms]', erro);
    return { tipo: 'erro', mensagem: ERRO_INESPERADO };
  }
}

/**
 * Engine inputs built from the form, where required fields may still be empty. The engine
 * checks those itself and says which one is missing, in Portuguese, next to the field.
 */
export type Rascunho<T> = { [K in keyof T]?: T[K] };

/** An empty optional field (null) is an absent one for the engine. */
export function opcional<T>(valor: T | null): T | undefined {
  return valor === null ? undefined : valor;
}

// What the page needs to know about each calculator, apart from React: its defaults, how its
// stored inputs are checked, how the engine is called and how the result is shown (the lines
// of the result table, the figure to highlight, the memória and the warnings).
import { erroDeEntrada, type Passo } from '../engine';
import type { Esquema } from './armazenamento';

export interface LinhaResultado {
  /** The NF-e tag (vBCST, pMVAST…), when the figure has one. */
  campo?: string;
  rotulo: string;
  /** A second, smaller line under the label ("0,24% da receita"). */
  detalhe?: string;
  valor: string;
  /** The figures to pay or to write on the invoice's totals. */
  destaque?: boolean;
}

export interface ResultadoExibido {
  linhas: LinhaResultado[];
  /** The one figure the user came for ("ICMS-ST a reter", "DAS a pagar"). */
  principal: { rotulo: string; valor: string; complemento?: string };
  passos: Passo[];
  avisos: string[];
}

export interface Calculadora<V extends object, R extends ResultadoExibido = ResultadoExibido> {
  /** Key of its stored inputs. */
  chave: string;
  titulo: string;
  padrao: V;
  esquema: Esquema<V>;
  /** Calls the engine; throws its EntradaInvalidaError (or an ErroDeCampo) for input the law does not allow. */
  calcular(valores: V): R;
  /** Fills what follows from a change (a UF picked fills its rates); the user may edit after. */
  aoAlterar?(anterior: V, proximo: V): V;
  /**
   * The Simples, MEI and acréscimos engines refuse input with a RangeError whose message is
   * the Portuguese sentence to show. A calculator over one of them says so by giving this: the
   * refusal is then shown, next to the field returned (or above the result when none).
   */
  campoDaRecusa?(mensagem: string): string | undefined;
}

export type Saida<R extends ResultadoExibido = ResultadoExibido> =
  | { tipo: 'ok'; resultado: R }
  /** `campo` names the input to mark; absent when the failure is not the user's. */
  | { tipo: 'erro'; campo?: string; mensagem: string };

/** Input the page itself refuses before calling the engine (a month written "13/2026"). */
export class ErroDeCampo extends RangeError {
  constructor(
    readonly campo: string,
    mensagem: string,
  ) {
    super(mensagem);
    this.name = 'ErroDeCampo';
  }
}

/** Over the engine's message after Calcular (the result's place, the announcement). */
export const TITULO_DO_ERRO = 'Confira os dados para calcular';

export const ERRO_INESPERADO = 'Não foi possível calcular com estes dados. Confira os valores informados e tente de novo.';

/** Runs a calculator without ever throwing: the page shows an error next to a field, never crashes. */
export function executar<V extends object, R extends ResultadoExibido>(calculadora: Calculadora<V, R>, valores: V): Saida<R> {
  try {
    return { tipo: 'ok', resultado: calculadora.calcular(valores) };
  } catch (erro) {
    const deEntrada = erroDeEntrada(erro);
    if (deEntrada) return { tipo: 'erro', campo: deEntrada.campo, mensagem: deEntrada.mensagem };
    if (erro instanceof ErroDeCampo) return { tipo: 'erro', campo: erro.campo, mensagem: erro.message };
    if (calculadora.campoDaRecusa && erro instanceof RangeError) {
      const campo = calculadora.campoDaRecusa(erro.message);
      return { tipo: 'erro', ...(campo ? { campo } : {}), mensagem: erro.message };
    }
    // Not the user's fault: a bug. Say so plainly and keep the details for the console.
    console.error('[calculadoras]', erro);
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

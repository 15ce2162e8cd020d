import { useCallback, useEffect, useMemo, useState } from 'react';
import { chaveArmazenamento, guardar, lerGuardado, type EstadoGuardado } from '../utils/armazenamento';
import { executar, type Calculadora, type ResultadoExibido, type Saida } from '../utils/calculadora';

export interface UsoCalculadora<V extends object, R extends ResultadoExibido = ResultadoExibido> {
  valores: V;
  /** null until the first "Calcular"; then recomputed live on every change. */
  saida: Saida<R> | null;
  alterar(mudanca: Partial<V>): void;
  /** Shows the result (or the error) from now on and returns it, to focus or scroll to it. */
  calcular(): Saida<R>;
  limpar(): void;
}

/**
 * One calculator's state: its inputs (restored from and kept in localStorage per user) and
 * its result. Before the first "Calcular" nothing is judged, so nobody is scolded while still
 * typing; after it, every change recomputes at once.
 *
 * `doEndereco`: values a link brought (`/calculadora-icms/simples?receita=…`). They replace
 * the kept inputs (over the defaults) and the result shows at once: the link described a case.
 */
export function useCalculadora<V extends object, R extends ResultadoExibido = ResultadoExibido>(
  calculadora: Calculadora<V, R>,
  usuarioId: string | null,
  doEndereco?: Partial<V> | null,
): UsoCalculadora<V, R> {
  const chave = chaveArmazenamento(calculadora.chave, usuarioId);
  const [estado, setEstado] = useState<EstadoGuardado<V>>(() =>
    doEndereco
      ? { valores: { ...calculadora.padrao, ...doEndereco }, calculado: true }
      : lerGuardado(chave, calculadora.padrao, calculadora.esquema),
  );

  useEffect(() => {
    guardar(chave, estado);
  }, [chave, estado]);

  const saida = useMemo(() => (estado.calculado ? executar(calculadora, estado.valores) : null), [calculadora, estado]);

  const alterar = useCallback(
    (mudanca: Partial<V>) =>
      setEstado((atual) => {
        const proximo = { ...atual.valores, ...mudanca };
        return { ...atual, valores: calculadora.aoAlterar ? calculadora.aoAlterar(atual.valores, proximo) : proximo };
      }),
    [calculadora],
  );

  const calcular = useCallback(() => {
    setEstado((atual) => (atual.calculado ? atual : { ...atual, calculado: true }));
    return executar(calculadora, estado.valores);
  }, [calculadora, estado.valores]);

  const limpar = useCallback(() => setEstado({ valores: { ...calculadora.padrao }, calculado: false }), [calculadora]);

  return { valores: estado.valores, saida, alterar, calcular, limpar };
}

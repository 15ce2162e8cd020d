import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { centsFromWrittenAmount } from '@semmultas/shared/format';

/**
 * Values a link brought in its query (`/calculadora-icms/atraso?principal=…`), read once when
 * the tab opens. The query is then taken off the address, so that what the user changes next
 * is what a reload brings back (the kept inputs).
 */
export function useValoresDoEndereco<V>(ler: (parametros: URLSearchParams) => Partial<V> | null): Partial<V> | null {
  const [parametros, setParametros] = useSearchParams();
  const [valores] = useState(() => ler(parametros));
  useEffect(() => {
    if (valores) setParametros(new URLSearchParams(), { replace: true });
    // Once, on opening: later changes of the address are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return valores;
}

/** An amount in a link, written either way ("12500.50", "12.500,50"), in reais; null when absent or unreadable. */
export function reaisDoEndereco(texto: string | null): number | null {
  if (texto === null) return null;
  const centavos = centsFromWrittenAmount(texto);
  return centavos === null ? null : centavos / 100;
}

import { useState } from 'react';
import { PlainInput, type PlainInputProps } from '@semmultas/shared/ui/plain-input';
import { formatarDecimal, lerDecimal, limparDecimal } from '../utils/decimal-pt-br';

export interface DecimalInputProps extends Omit<PlainInputProps, 'value' | 'onChange' | 'type'> {
  value?: number | null;
  onChange?: (valor: number | null) => void;
  /** Decimal places the user may type (4 for rates, 6 for an exchange rate). */
  casas?: number;
}

/**
 * A rate typed the pt-BR way ("20,5"): digits and one comma, empty means "not given". The
 * text is the user's while it still means the same number ("12," while typing "12,5"); when
 * the value changes from outside (a UF fills the rate) the field shows the new one.
 */
export function DecimalInput({ value, onChange, casas = 4, ...rest }: DecimalInputProps) {
  const externo = value ?? null;
  const [texto, setTexto] = useState(() => formatarDecimal(externo));
  if (lerDecimal(texto) !== externo) setTexto(formatarDecimal(externo));

  return (
    <PlainInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={texto}
      onChange={(e) => {
        const limpo = limparDecimal(e.target.value, casas);
        setTexto(limpo);
        onChange?.(lerDecimal(limpo));
      }}
    />
  );
}

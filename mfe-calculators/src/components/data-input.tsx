import { PlainInput, type PlainInputProps } from '@semmultas/shared/ui/plain-input';
import { mascararData, type FormatoData } from '../utils/datas-escritas';

export interface DataInputProps extends Omit<PlainInputProps, 'value' | 'onChange' | 'type'> {
  /** The text as written ("05/2026", "20/05/2026"): the page reads it with lerMes / lerDia. */
  value: string;
  onChange: (texto: string) => void;
  formato: FormatoData;
}

/**
 * A month or a day typed as people write it, the slashes put in while typing. A text field
 * rather than a calendar popup: quicker to type a due date printed on a guide, and the same on
 * every phone.
 */
export function DataInput({ value, onChange, formato, ...rest }: DataInputProps) {
  return (
    <PlainInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={formato === 'mes' ? 'MM/AAAA' : 'DD/MM/AAAA'}
      maxLength={formato === 'mes' ? 7 : 10}
      {...rest}
      value={value}
      onChange={(e) => onChange(mascararData(e.target.value, formato))}
    />
  );
}

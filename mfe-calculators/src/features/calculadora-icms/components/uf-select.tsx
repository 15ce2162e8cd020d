import { PlainSelect, type PlainSelectOption } from '@semmultas/shared/ui/plain-select';
import { ufs, type UF } from '../../../engine';

// The browser's own <select> (PlainSelect, issue 14). Each label starts with the sigla, so
// typing "sp" jumps to São Paulo (not to Espírito Santo, whose name contains "sp"), and "rs"
// to Rio Grande do Sul; the phone opens its own picker.
const OPCOES: PlainSelectOption<UF | null>[] = [
  { value: null, label: 'Escolha a UF' },
  ...ufs.map((uf) => ({ value: uf.sigla, label: `${uf.sigla} — ${uf.nome}` })),
];

export interface UfSelectProps {
  id: string;
  value: UF | null;
  onChange: (uf: UF | null) => void;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** One of the 27 federative units, or none ("Escolha a UF", which clears the choice). */
export function UfSelect({ id, value, onChange, status, ...aria }: UfSelectProps) {
  return (
    <PlainSelect<UF | null>
      id={id}
      value={value}
      onChange={onChange}
      options={OPCOES}
      status={status}
      style={{ width: '100%' }}
      {...aria}
    />
  );
}

import { Select } from 'antd';
import { normalizeSearch } from '@semmultas/shared/format';
import { ufs, type UF } from '../../../engine';

interface OpcaoUf {
  value: UF;
  label: string;
  busca: string;
}

const OPCOES: OpcaoUf[] = ufs.map((uf) => ({
  value: uf.sigla,
  label: `${uf.sigla} — ${uf.nome}`,
  busca: normalizeSearch(`${uf.sigla} ${uf.nome}`),
}));

/** Typing "sp" must pick São Paulo, not Espírito Santo (whose name contains "sp"). */
function siglaExata(opcao: OpcaoUf, busca: string): number {
  return opcao.value.toLowerCase() === normalizeSearch(busca) ? 0 : 1;
}

export interface UfSelectProps {
  id: string;
  value: UF | null;
  onChange: (uf: UF | null) => void;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** One of the 27 federative units, searchable by sigla or name, accents ignored. */
export function UfSelect({ id, value, onChange, status, ...aria }: UfSelectProps) {
  return (
    <Select<UF, OpcaoUf>
      id={id}
      value={value ?? undefined}
      onChange={(uf) => onChange(uf ?? null)}
      options={OPCOES}
      placeholder="Escolha a UF"
      allowClear
      status={status}
      showSearch={{
        filterOption: (busca, opcao) => Boolean(opcao?.busca.includes(normalizeSearch(busca))),
        filterSort: (a, b, { searchValue }) => siglaExata(a, searchValue) - siglaExata(b, searchValue),
      }}
      {...aria}
    />
  );
}

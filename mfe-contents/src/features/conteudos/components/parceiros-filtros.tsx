import { Flex, Select } from 'antd';
import { stateBySigla } from '@semmultas/shared/states';
import type { FiltroParceiros } from '../utils/parceiro';

/** Estado and Cidade, from the partners that exist (never an empty choice). */
export function ParceirosFiltros({
  ufs,
  cidades,
  value,
  onChange,
}: {
  ufs: string[];
  cidades: string[];
  value: FiltroParceiros;
  onChange: (next: FiltroParceiros) => void;
}) {
  return (
    <Flex wrap gap={12} style={{ marginBottom: 16 }}>
      <Select
        aria-label="Filtrar por estado"
        placeholder="Todos os estados"
        allowClear
        showSearch
        optionFilterProp="label"
        value={value.uf ?? undefined}
        onChange={(uf?: string) => onChange({ uf: uf ?? null, cidade: null })}
        options={ufs.map((uf) => ({ value: uf, label: `${uf} — ${stateBySigla(uf)?.state_name ?? uf}` }))}
        style={{ minWidth: 220 }}
      />
      <Select
        aria-label="Filtrar por cidade"
        placeholder="Todas as cidades"
        allowClear
        showSearch
        value={value.cidade ?? undefined}
        onChange={(cidade?: string) => onChange({ ...value, cidade: cidade ?? null })}
        options={cidades.map((c) => ({ value: c, label: c }))}
        style={{ minWidth: 220 }}
      />
    </Flex>
  );
}

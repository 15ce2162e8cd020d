// The tax calendar's companies, marks and extraordinary acts (migration 20261124002000). RLS
// decides what each account sees: its own companies and those shared with it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AtoRow, EmpresaRow, MarcaRow } from '@semmultas/shared/agenda/banco';
import { orThrow } from '@semmultas/shared/query';

export interface DadosAgenda {
  empresas: EmpresaRow[];
  marcas: MarcaRow[];
  atos: AtoRow[];
}

export const COLUNAS_EMPRESA =
  'id, owner_id, nome, cnpj, regime, tem_empregados, uf, municipio, industria, retencoes, ecd_obrigatoria, apuracao_lucro_real, quotas_irpj, inicio_atividade';
export const COLUNAS_MARCA = 'id, empresa_id, obrigacao, competencia, status';

export async function carregarAgenda(supabase: SupabaseClient): Promise<DadosAgenda> {
  const [empresas, marcas, atos] = await Promise.all([
    supabase.from('empresas').select(COLUNAS_EMPRESA).order('nome'),
    supabase.from('agenda_marcas').select(COLUNAS_MARCA),
    supabase.from('atos_extraordinarios').select('id, ato, obrigacoes, competencias, territorio_tipo, uf, municipio, nova_data, fonte'),
  ]);
  return { empresas: orThrow(empresas) as EmpresaRow[], marcas: orThrow(marcas) as MarcaRow[], atos: orThrow(atos) as AtoRow[] };
}

export const agendaQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['agenda'], queryFn: () => carregarAgenda(supabase) });

export function useAgenda(supabase: SupabaseClient) {
  return useQuery(agendaQueryOptions(supabase));
}

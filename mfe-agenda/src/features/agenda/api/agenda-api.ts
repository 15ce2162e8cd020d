// The tax calendar's reads and writes (migration 20261124002000). RLS decides what each
// account sees: its own companies and those shared with it; only the owner writes.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AtoRow, EmpresaRow, MarcaRow } from '@semmultas/shared/agenda/banco';

export interface DadosAgenda {
  empresas: EmpresaRow[];
  marcas: MarcaRow[];
  atos: AtoRow[];
}

const COLUNAS_EMPRESA =
  'id, owner_id, nome, cnpj, regime, tem_empregados, uf, municipio, industria, retencoes, ecd_obrigatoria, apuracao_lucro_real, quotas_irpj, inicio_atividade';

export async function carregarAgenda(supabase: SupabaseClient): Promise<DadosAgenda> {
  const [empresas, marcas, atos] = await Promise.all([
    supabase.from('empresas').select(COLUNAS_EMPRESA).order('nome'),
    supabase.from('agenda_marcas').select('id, empresa_id, obrigacao, competencia, status'),
    supabase.from('atos_extraordinarios').select('id, ato, obrigacoes, competencias, territorio_tipo, uf, municipio, nova_data, fonte'),
  ]);
  if (empresas.error) throw empresas.error;
  if (marcas.error) throw marcas.error;
  if (atos.error) throw atos.error;
  return { empresas: empresas.data as EmpresaRow[], marcas: marcas.data as MarcaRow[], atos: atos.data as AtoRow[] };
}

export type NovaEmpresa = Omit<EmpresaRow, 'id' | 'owner_id'>;

export async function criarEmpresa(supabase: SupabaseClient, empresa: NovaEmpresa): Promise<EmpresaRow> {
  const { data, error } = await supabase.from('empresas').insert(empresa).select(COLUNAS_EMPRESA).single();
  if (error) throw error;
  return data as EmpresaRow;
}

export async function excluirEmpresa(supabase: SupabaseClient, id: string): Promise<void> {
  const { error } = await supabase.from('empresas').delete().eq('id', id);
  if (error) throw error;
}

export async function marcar(
  supabase: SupabaseClient,
  marca: Pick<MarcaRow, 'empresa_id' | 'obrigacao' | 'competencia' | 'status'>,
): Promise<MarcaRow> {
  const { data, error } = await supabase.from('agenda_marcas').insert(marca).select('id, empresa_id, obrigacao, competencia, status').single();
  if (error) throw error;
  return data as MarcaRow;
}

export async function desmarcar(supabase: SupabaseClient, id: number): Promise<void> {
  const { error } = await supabase.from('agenda_marcas').delete().eq('id', id);
  if (error) throw error;
}

export interface MembroRow {
  id: number;
  empresa_id: string;
  email: string;
}

/** The read-only shares of the caller's companies, and the ones shared with the caller. */
export async function carregarMembros(supabase: SupabaseClient): Promise<MembroRow[]> {
  const { data, error } = await supabase.from('empresa_membros').select('id, empresa_id, email').order('email');
  if (error) throw error;
  return data as MembroRow[];
}

export async function compartilhar(supabase: SupabaseClient, empresaId: string, email: string): Promise<MembroRow> {
  const { data, error } = await supabase.from('empresa_membros').insert({ empresa_id: empresaId, email }).select('id, empresa_id, email').single();
  if (error) throw error;
  return data as MembroRow;
}

export async function revogar(supabase: SupabaseClient, id: number): Promise<void> {
  const { error } = await supabase.from('empresa_membros').delete().eq('id', id);
  if (error) throw error;
}

// The owner's writes to the calendar: a company created or deleted, a due date marked paid (or
// filed) and undone. Each puts the server's answer into the cached agenda (get-agenda.ts); a
// delete's answer is that the row is gone. Only the owner writes (RLS).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EmpresaRow, MarcaRow } from '@semmultas/shared/agenda/banco';
import { orThrow } from '@semmultas/shared/query';
import { useGravacao } from './cache';
import { agendaQueryOptions, COLUNAS_EMPRESA, COLUNAS_MARCA, type DadosAgenda } from './get-agenda';

export type NovaEmpresa = Omit<EmpresaRow, 'id' | 'owner_id'>;
export type NovaMarca = Pick<MarcaRow, 'empresa_id' | 'obrigacao' | 'competencia' | 'status'>;

export async function criarEmpresa(supabase: SupabaseClient, empresa: NovaEmpresa): Promise<EmpresaRow> {
  return orThrow(await supabase.from('empresas').insert(empresa).select(COLUNAS_EMPRESA).single()) as EmpresaRow;
}

export async function excluirEmpresa(supabase: SupabaseClient, id: string): Promise<void> {
  orThrow(await supabase.from('empresas').delete().eq('id', id));
}

export async function marcar(supabase: SupabaseClient, marca: NovaMarca): Promise<MarcaRow> {
  return orThrow(await supabase.from('agenda_marcas').insert(marca).select(COLUNAS_MARCA).single()) as MarcaRow;
}

export async function desmarcar(supabase: SupabaseClient, id: number): Promise<void> {
  orThrow(await supabase.from('agenda_marcas').delete().eq('id', id));
}

const chave = (supabase: SupabaseClient) => agendaQueryOptions(supabase).queryKey;

export function useCriarEmpresa(supabase: SupabaseClient) {
  return useGravacao(
    chave(supabase),
    (nova: NovaEmpresa) => criarEmpresa(supabase, nova),
    (d: DadosAgenda, criada: EmpresaRow) => ({
      ...d,
      empresas: [...d.empresas, criada].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    }),
  );
}

export function useExcluirEmpresa(supabase: SupabaseClient) {
  return useGravacao(
    chave(supabase),
    (id: string) => excluirEmpresa(supabase, id),
    (d: DadosAgenda, _: void, id: string) => ({ ...d, empresas: d.empresas.filter((e) => e.id !== id) }),
  );
}

export function useMarcar(supabase: SupabaseClient) {
  return useGravacao(
    chave(supabase),
    (nova: NovaMarca) => marcar(supabase, nova),
    (d: DadosAgenda, marca: MarcaRow) => ({ ...d, marcas: [...d.marcas, marca] }),
  );
}

export function useDesmarcar(supabase: SupabaseClient) {
  return useGravacao(
    chave(supabase),
    (id: number) => desmarcar(supabase, id),
    (d: DadosAgenda, _: void, id: number) => ({ ...d, marcas: d.marcas.filter((m) => m.id !== id) }),
  );
}

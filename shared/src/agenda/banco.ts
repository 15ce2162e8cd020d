// The tax calendar's database rows (migration 20261124002000) in the engine's shapes. One copy
// for the remote (mfe-agenda), the reminder job and the calendar feed (supabase/functions, via
// the generated JS of this folder: scripts/build-agenda-engine.mjs).
import { feriadosLocais } from './feriados-locais';
import type { AtoExtraordinario, ObrigacaoId } from './obrigacoes';
import type { PerfilEmpresa, Regime } from './perfil';

export interface EmpresaRow {
  id: string;
  owner_id: string;
  nome: string;
  cnpj: string | null;
  regime: Regime;
  tem_empregados: boolean;
  uf: string;
  municipio: string | null;
  industria: boolean;
  retencoes: boolean;
  ecd_obrigatoria: boolean;
  apuracao_lucro_real: 'anual' | 'trimestral';
  quotas_irpj: 1 | 3;
  inicio_atividade: string | null;
}

export interface MarcaRow {
  id: number;
  empresa_id: string;
  obrigacao: string;
  competencia: string;
  status: 'pago' | 'entregue';
}

export interface AtoRow {
  id: string;
  ato: string;
  obrigacoes: string[];
  competencias: string[];
  territorio_tipo: 'brasil' | 'uf' | 'municipio';
  uf: string | null;
  municipio: string | null;
  nova_data: string;
  fonte: string | null;
  descricao?: string | null;
}

/** The company's facts for the engine; `feriadosDoLocal`: its state's and town's holidays (feriadosLocais). */
export function perfilDaEmpresa(e: EmpresaRow, feriadosDoLocal: PerfilEmpresa['feriadosLocais'] = []): PerfilEmpresa {
  return {
    regime: e.regime,
    temEmpregados: e.tem_empregados,
    industria: e.industria,
    retencoes: e.retencoes,
    ecdObrigatoria: e.ecd_obrigatoria,
    apuracaoLucroReal: e.apuracao_lucro_real,
    quotasIrpj: e.quotas_irpj,
    inicioAtividade: e.inicio_atividade ?? undefined,
    uf: e.uf,
    municipio: e.municipio ?? undefined,
    feriadosLocais: feriadosDoLocal,
  };
}

/** A local holiday the owner added for a company's town (empresa_feriados). */
export interface FeriadoRow {
  empresa_id: string;
  data: string;
  nome: string;
}

/**
 * The company's profile for the range [de, ate] with its local holidays: its state's (the
 * engine's table) and the ones its owner added. One copy for the page, the reminders and the
 * feed, so a date a local holiday moves is the same date everywhere. A due date can be moved
 * into the next year: that year's holidays count too.
 */
export function perfilNoPeriodo(e: EmpresaRow, feriados: readonly FeriadoRow[], de: string, ate: string): PerfilEmpresa {
  const municipais = feriados.filter((f) => f.empresa_id === e.id);
  return perfilDaEmpresa(
    e,
    feriadosLocais(e.uf, e.municipio ?? undefined, municipais, Number(de.slice(0, 4)), Number(ate.slice(0, 4)) + 1),
  );
}

/** The admin's acts (database) in the engine's shape; merged with the shipped ones by the engine. */
export function atoDoBanco(a: AtoRow): AtoExtraordinario {
  const territorio =
    a.territorio_tipo === 'municipio' && a.uf && a.municipio
      ? ({ tipo: 'municipio', uf: a.uf, municipio: a.municipio } as const)
      : a.territorio_tipo === 'uf' && a.uf
        ? ({ tipo: 'uf', uf: a.uf } as const)
        : ({ tipo: 'brasil' } as const);
  return {
    id: a.id,
    ato: a.ato,
    obrigacoes: a.obrigacoes as ObrigacaoId[],
    competencias: a.competencias,
    territorio,
    novaData: a.nova_data,
    fonte: a.fonte ?? undefined,
  };
}

/** The key of a mark: one per company, obligation and competência. */
export const chaveDaMarca = (empresaId: string, obrigacao: string, competencia: string) => `${empresaId}|${obrigacao}|${competencia}`;

// GENERATED from shared/src/agenda/banco.ts by scripts/build-agenda-engine.mjs: do not edit.
// The tax calendar's database rows (migration 20261124002000) in the engine's shapes. One copy
// for the remote (mfe-agenda), the reminder job and the calendar feed (supabase/functions, via
// the generated JS of this folder: scripts/build-agenda-engine.mjs).
import { feriadosLocais } from './feriados-locais.js';
/** The company's facts for the engine; `feriadosDoLocal`: its state's and town's holidays (feriadosLocais). */
export function perfilDaEmpresa(e, feriadosDoLocal = []) {
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
/**
 * The company's profile for the range [de, ate] with its local holidays: its state's (the
 * engine's table) and the ones its owner added. One copy for the page, the reminders and the
 * feed, so a date a local holiday moves is the same date everywhere. A due date can be moved
 * into the next year: that year's holidays count too.
 */
export function perfilNoPeriodo(e, feriados, de, ate) {
    const municipais = feriados.filter((f) => f.empresa_id === e.id);
    return perfilDaEmpresa(e, feriadosLocais(e.uf, e.municipio ?? undefined, municipais, Number(de.slice(0, 4)), Number(ate.slice(0, 4)) + 1));
}
/** The admin's acts (database) in the engine's shape; merged with the shipped ones by the engine. */
export function atoDoBanco(a) {
    const territorio = a.territorio_tipo === 'municipio' && a.uf && a.municipio
        ? { tipo: 'municipio', uf: a.uf, municipio: a.municipio }
        : a.territorio_tipo === 'uf' && a.uf
            ? { tipo: 'uf', uf: a.uf }
            : { tipo: 'brasil' };
    return {
        id: a.id,
        ato: a.ato,
        obrigacoes: a.obrigacoes,
        competencias: a.competencias,
        territorio,
        novaData: a.nova_data,
        fonte: a.fonte ?? undefined,
    };
}
/** The key of a mark: one per company, obligation and competência. */
export const chaveDaMarca = (empresaId, obrigacao, competencia) => `${empresaId}|${obrigacao}|${competencia}`;

// GENERATED from shared/src/agenda/banco.ts by scripts/build-agenda-engine.mjs: do not edit.
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

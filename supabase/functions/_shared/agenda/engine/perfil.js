// GENERATED from shared/src/agenda/perfil.ts by scripts/build-agenda-engine.mjs: do not edit.
// AGENDA.md §4 and §9 item 7: which obligations a company profile has, and every occurrence of
// them in a date range, with its due date from ./obrigacoes.
import { diasNoMes, diferencaEmDias, lerData, montarData } from './datas.js';
import { OBRIGACOES, vencimento, versaoDaRegra, } from './obrigacoes.js';
export const NOMES_REGIMES = {
    MEI: 'MEI',
    SIMPLES: 'Simples Nacional',
    PRESUMIDO: 'Lucro Presumido',
    REAL: 'Lucro Real',
};
/** A competência's last day: '2025-10' → '2025-10-31', '2025-Q1' → '2025-03-31', '2025' → '2025-12-31'. */
function fimDaCompetencia(competencia) {
    const ano = Number(competencia.slice(0, 4));
    if (competencia.length === 4)
        return montarData(ano, 12, 31);
    const mes = competencia[5] === 'Q' ? Number(competencia[6]) * 3 : Number(competencia.slice(5, 7));
    return montarData(ano, mes, diasNoMes(ano, mes));
}
/**
 * Whether the profile owes `obrigacao` for `competencia` (AGENDA.md §4). Date-dependent facts:
 * the DCTFWeb of Presumido/Real without employees from 01/2025 (MIT); the IRRF on wages as its
 * own Darf only before 05/2023 (since then it is in the DCTFWeb Darf); no DIRF after 2024.
 */
export function perfilDeve(perfil, obrigacao, competencia) {
    const { regime, temEmpregados } = perfil;
    const mei = regime === 'MEI';
    const simples = regime === 'SIMPLES';
    const lucro = regime === 'PRESUMIDO' || regime === 'REAL';
    const empregador = temEmpregados && !mei;
    const retencoes = perfil.retencoes === true;
    switch (obrigacao) {
        case 'DAS-MEI':
        case 'DASN-SIMEI':
            return mei;
        case 'DAE-MEI':
            return mei && temEmpregados && competencia >= '2022-01';
        case 'DAS':
        case 'DEFIS':
            return simples;
        case 'DCTFWEB':
            return !mei && (empregador || retencoes || (lucro && competencia >= '2025-01'));
        case 'DARF-CP':
        case 'ESOCIAL-S1299':
        case 'FGTS':
        case 'DCTFWEB-13':
        case 'DARF-CP-13':
        case 'ESOCIAL-S1299-13':
            return empregador;
        case 'IRRF-SALARIOS':
            return empregador && competencia < '2023-05';
        case 'EFD-REINF':
            return !mei && retencoes;
        case 'GPS-CI':
            return perfil.gpsContribuinteIndividual === true;
        case 'PIS-COFINS':
        case 'EFD-CONTRIBUICOES':
        case 'ECF':
            return lucro;
        case 'IPI':
            return lucro && perfil.industria === true;
        case 'ECD':
            return regime === 'REAL' || (regime === 'PRESUMIDO' && perfil.ecdObrigatoria === true);
        case 'IRPJ-CSLL-TRIM-Q1':
            return regime === 'PRESUMIDO' || (regime === 'REAL' && perfil.apuracaoLucroReal === 'trimestral');
        case 'IRPJ-CSLL-TRIM-Q2':
        case 'IRPJ-CSLL-TRIM-Q3':
            return perfilDeve(perfil, 'IRPJ-CSLL-TRIM-Q1', competencia) && perfil.quotasIrpj === 3;
        case 'IRPJ-CSLL-ESTIMATIVA':
            return regime === 'REAL' && perfil.apuracaoLucroReal !== 'trimestral';
        case 'DIRF':
            return !mei && (empregador || retencoes) && competencia <= '2024';
    }
}
/** Every competência of a periodicity whose due date may fall in [de, ate]. */
function competenciasCandidatas(def, de, ate) {
    // Due dates come at most ~8 months after the period (ECF; acts moved some by 7): start early.
    const anoDe = Number(de.slice(0, 4)) - 2;
    const anoAte = Number(ate.slice(0, 4));
    const lista = [];
    for (let ano = Math.max(anoDe, 2000); ano <= anoAte; ano++) {
        if (def.periodicidade === 'anual')
            lista.push(String(ano));
        else if (def.periodicidade === 'trimestral')
            for (let q = 1; q <= 4; q++)
                lista.push(`${ano}-Q${q}`);
        else
            for (let m = 1; m <= 12; m++)
                lista.push(`${ano}-${String(m).padStart(2, '0')}`);
    }
    return lista;
}
/**
 * Every obligation occurrence of the company whose due date is in [de, ate] (both
 * 'YYYY-MM-DD', inclusive), in date order (then by obligation id, so the order is stable).
 */
export function obrigacoesDoPerfil(perfil, de, ate, opcoes = {}) {
    lerData(de, 'Data inicial');
    lerData(ate, 'Data final');
    if (diferencaEmDias(de, ate) < 0)
        return [];
    if (perfil.inicioAtividade !== undefined)
        lerData(perfil.inicioAtividade, 'Início da atividade');
    const local = { uf: perfil.uf, municipio: perfil.municipio, feriados: perfil.feriadosLocais };
    const lista = [];
    for (const def of Object.values(OBRIGACOES)) {
        for (const competencia of competenciasCandidatas(def, de, ate)) {
            if (!perfilDeve(perfil, def.id, competencia))
                continue;
            if (perfil.inicioAtividade !== undefined && fimDaCompetencia(competencia) < perfil.inicioAtividade)
                continue;
            if (!versaoDaRegra(def.id, competencia))
                continue; // it did not exist for that period
            const v = vencimento(def.id, competencia, { atos: opcoes.atos, local });
            if (v.data < de || v.data > ate)
                continue;
            lista.push({ ...v, nome: def.nome, tipo: def.tipo, ondeFazer: def.ondeFazer });
        }
    }
    return lista.sort((a, b) => a.data < b.data
        ? -1
        : a.data > b.data
            ? 1
            : a.obrigacao < b.obrigacao
                ? -1
                : a.obrigacao > b.obrigacao
                    ? 1
                    : a.competencia < b.competencia
                        ? -1
                        : 1);
}

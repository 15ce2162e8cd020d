// GENERATED from shared/src/agenda/lembretes.ts by scripts/build-agenda-engine.mjs: do not edit.
// Issue 19, reminders and the calendar feed: from the database rows (the same ones the remote
// reads) to what the daily job e-mails and what the .ics feed lists. Pure: the server runs it
// from the generated JS of this folder (scripts/build-agenda-engine.mjs).
import { addDias, diferencaEmDias } from './datas.js';
import { formatarCnpj } from './cnpj.js';
import { atoDoBanco, chaveDaMarca, perfilNoPeriodo } from './banco.js';
import { AVISO_SEM_PAGAMENTO, PAGINAS_OFICIAIS } from './links-oficiais.js';
import { formatarData } from './obrigacoes.js';
import { obrigacoesDoPerfil } from './perfil.js';
import { dataPorExtenso, formatarCompetencia } from './textos.js';
/** The days before a due date a user may be reminded (0 = on the day). */
export const DIAS_DE_LEMBRETE = [7, 3, 1, 0];
/** Every occurrence of the companies in [de, ate], with the admin's acts merged by the engine. */
function ocorrencias(dados, de, ate) {
    const marcadas = new Set(dados.marcas.map((m) => chaveDaMarca(m.empresa_id, m.obrigacao, m.competencia)));
    const atos = dados.atos.map(atoDoBanco);
    return dados.empresas.flatMap((empresa) => obrigacoesDoPerfil(perfilNoPeriodo(empresa, dados.feriados ?? [], de, ate), de, ate, { atos }).map((o) => ({
        ...o,
        empresa,
        marcada: marcadas.has(chaveDaMarca(empresa.id, o.obrigacao, o.competencia)),
    })));
}
/**
 * The reminder of `hoje` for one user: what falls due exactly `dias` days from today (for each
 * day the user chose), not yet marked paid or filed, grouped per company (by name). Empty when
 * nothing is due on those days: no e-mail then.
 */
export function lembreteDoDia(dados, dias, hoje) {
    const escolhidos = [...new Set(dias)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 31);
    if (escolhidos.length === 0)
        return [];
    const alvos = new Set(escolhidos.map((d) => addDias(hoje, d)));
    const porEmpresa = new Map();
    for (const o of ocorrencias(dados, hoje, addDias(hoje, Math.max(...escolhidos)))) {
        if (o.marcada || !alvos.has(o.data))
            continue;
        let grupo = porEmpresa.get(o.empresa.id);
        if (!grupo) {
            grupo = { nome: o.empresa.nome, cnpj: o.empresa.cnpj ? formatarCnpj(o.empresa.cnpj) : null, itens: [] };
            porEmpresa.set(o.empresa.id, grupo);
        }
        grupo.itens.push({
            obrigacao: o.obrigacao,
            nome: o.nome,
            competencia: o.competencia,
            competenciaTexto: formatarCompetencia(o.competencia),
            data: o.data,
            dataTexto: dataPorExtenso(o.data),
            diasAte: diferencaEmDias(hoje, o.data),
            explicacao: o.explicacao,
            fundamento: o.fundamento,
            ondeFazer: o.ondeFazer,
            pagina: PAGINAS_OFICIAIS[o.obrigacao],
        });
    }
    return [...porEmpresa.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}
/** The feed's window: what is overdue recently and the year ahead. */
export const FEED_DIAS_ATRAS = 90;
export const FEED_DIAS_ADIANTE = 400;
/** The calendar feed's events for the companies a user sees, in [hoje − 90, hoje + 400]. */
export function eventosDoFeed(dados, hoje, siteUrl) {
    const multiplas = dados.empresas.length > 1;
    return ocorrencias(dados, addDias(hoje, -FEED_DIAS_ATRAS), addDias(hoje, FEED_DIAS_ADIANTE)).map((o) => {
        const pagina = PAGINAS_OFICIAIS[o.obrigacao];
        const marca = o.tipo === 'pagamento' ? 'pago' : 'entregue';
        const resumo = `${o.marcada ? `✔ (${marca}) ` : ''}${o.nome} ${formatarCompetencia(o.competencia)}${multiplas ? ` — ${o.empresa.nome}` : ''}`;
        const descricao = [
            `${o.empresa.nome}: ${o.nome}, competência ${formatarCompetencia(o.competencia)}.`,
            `Vence em ${formatarData(o.data, true)}. Por que esta data: ${o.explicacao}.`,
            `Base legal: ${o.fundamento}.`,
            o.ato?.fonte ? `Fonte do ato: ${o.ato.fonte}` : '',
            `Onde fazer: ${o.ondeFazer} — ${pagina.url}`,
            AVISO_SEM_PAGAMENTO,
            `Agenda tributária: ${siteUrl}/agenda-tributaria`,
        ].filter(Boolean);
        return {
            uid: `${o.empresa.id}.${o.obrigacao}.${o.competencia}@semmultas`,
            data: o.data,
            resumo,
            descricao: descricao.join('\n'),
            url: pagina.url,
            concluido: o.marcada,
        };
    });
}

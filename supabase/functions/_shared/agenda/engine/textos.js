// GENERATED from shared/src/agenda/textos.ts by scripts/build-agenda-engine.mjs: do not edit.
// How the calendar writes competências and dates, in the app, the reminder e-mails and the feed.
import { nomeDoDiaDaSemana } from './datas.js';
import { formatarData } from './obrigacoes.js';
/** '2025-10' → '10/2025'; '2025-Q4' → '4º trimestre de 2025'; '2025' → '2025'. */
export function formatarCompetencia(competencia) {
    const tri = /^(\d{4})-Q([1-4])$/.exec(competencia);
    if (tri)
        return `${tri[2]}º trimestre de ${tri[1]}`;
    const mes = /^(\d{4})-(\d{2})$/.exec(competencia);
    if (mes)
        return `${mes[2]}/${mes[1]}`;
    return competencia;
}
/** '2025-11-21' → '21/11/2025 (sexta-feira)'. */
export function dataPorExtenso(data) {
    return `${formatarData(data, true)} (${nomeDoDiaDaSemana(data)})`;
}

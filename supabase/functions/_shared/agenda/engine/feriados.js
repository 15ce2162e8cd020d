// GENERATED from shared/src/agenda/feriados.ts by scripts/build-agenda-engine.mjs: do not edit.
// National bank-closure days (AGENDA.md §2.1, §2.4): the days on which a tax deadline is not a
// business day anywhere in Brazil. State and municipal holidays are not here (AGENDA.md §2.2,
// "local calendar"): they need a per-município table.
import { addDias, ANO_MAXIMO, ANO_MINIMO, lerData, montarData } from './datas.js';
/** Lei 14.759/2023 (DOU 22/12/2023): 20 November is a national holiday from 2024 on. */
export const PRIMEIRO_ANO_CONSCIENCIA_NEGRA = 2024;
const FIXOS = [
    { mes: 1, dia: 1, nome: 'Confraternização Universal', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
    { mes: 4, dia: 21, nome: 'Tiradentes', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
    { mes: 5, dia: 1, nome: 'Dia do Trabalho', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
    { mes: 9, dia: 7, nome: 'Independência do Brasil', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
    { mes: 10, dia: 12, nome: 'Nossa Senhora Aparecida', fundamento: 'Lei 6.802/1980' },
    { mes: 11, dia: 2, nome: 'Finados', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
    { mes: 11, dia: 15, nome: 'Proclamação da República', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
    { mes: 12, dia: 25, nome: 'Natal', fundamento: 'Lei 662/1949 (red. Lei 10.607/2002)' },
];
function lerAno(ano) {
    if (!Number.isInteger(ano) || ano < ANO_MINIMO || ano > ANO_MAXIMO) {
        throw new RangeError(`O ano deve ser um número inteiro entre ${ANO_MINIMO} e ${ANO_MAXIMO}.`);
    }
}
/**
 * Easter Sunday (Gregorian computus, the anonymous/Meeus algorithm — AGENDA.md §2.3). Every
 * movable bank holiday is counted from it.
 */
export function pascoa(ano) {
    lerAno(ano);
    const a = ano % 19;
    const b = Math.floor(ano / 100);
    const c = ano % 100;
    const d = Math.floor(b / 4);
    const e = b % 4;
    const f = Math.floor((b + 8) / 25);
    const g = Math.floor((b - f + 1) / 3);
    const h = (19 * a + b - d - g + 15) % 30;
    const i = Math.floor(c / 4);
    const k = c % 4;
    const l = (32 + 2 * e + 2 * i - h - k) % 7;
    const m = Math.floor((a + 11 * h + 22 * l) / 451);
    const mes = Math.floor((h + l - 7 * m + 114) / 31);
    const dia = ((h + l - 7 * m + 114) % 31) + 1;
    return montarData(ano, mes, dia);
}
function calcularFeriados(ano) {
    const p = pascoa(ano);
    const lista = FIXOS.map((f) => ({
        data: montarData(ano, f.mes, f.dia),
        nome: f.nome,
        fundamento: f.fundamento,
    }));
    const cmn = 'sem expediente bancário (Res. CMN 4.880/2020; Febraban)';
    lista.push({ data: addDias(p, -48), nome: 'Carnaval (segunda-feira)', fundamento: `ponto facultativo federal; ${cmn}` }, { data: addDias(p, -47), nome: 'Carnaval (terça-feira)', fundamento: `ponto facultativo federal; ${cmn}` }, { data: addDias(p, -2), nome: 'Sexta-feira da Paixão', fundamento: `Lei 9.093/1995 art. 2º; ${cmn}` }, { data: addDias(p, 60), nome: 'Corpus Christi', fundamento: `ponto facultativo federal; ${cmn}` });
    if (ano >= PRIMEIRO_ANO_CONSCIENCIA_NEGRA) {
        lista.push({
            data: montarData(ano, 11, 20),
            nome: 'Dia Nacional de Zumbi e da Consciência Negra',
            fundamento: 'Lei 14.759/2023',
        });
    }
    lista.push({
        data: montarData(ano, 12, 31),
        nome: 'Último dia do ano (sem atendimento bancário ao público)',
        fundamento: 'Res. CMN 4.880/2020 art. 3º; DL 1.430/1975 art. 1º (pagamentos antecipados)',
        somentePagamento: true,
    });
    return lista.sort((x, y) => (x.data < y.data ? -1 : x.data > y.data ? 1 : 0));
}
// The lists never change for a year, so they are computed once (a cache, not state: the
// functions stay pure from the caller's point of view). Callers get copies.
const cache = new Map();
function feriadosDoAno(ano) {
    let entrada = cache.get(ano);
    if (!entrada) {
        const lista = calcularFeriados(ano);
        entrada = { lista, porData: new Map(lista.map((f) => [f.data, f])) };
        cache.set(ano, entrada);
    }
    return entrada;
}
/**
 * National bank-closure days of `ano`, in date order, including the ones that fall on a
 * weekend (AGENDA.md §2.4 lists those too) and 31/12 (payments only).
 */
export function feriadosBancarios(ano) {
    lerAno(ano);
    return feriadosDoAno(ano).lista.map((f) => ({ ...f }));
}
/** The bank-closure day on `data`, if there is one. */
export function feriadoBancario(data) {
    const { ano } = lerData(data);
    const feriado = feriadosDoAno(ano).porData.get(data);
    return feriado ? { ...feriado } : undefined;
}

// GENERATED from shared/src/agenda/dias-uteis.ts by scripts/build-agenda-engine.mjs: do not edit.
// Business days (AGENDA.md §2): one calendar for the tax calendar and the calculators
// (DECISIONS.md 18). Built on the integer dates of ./datas and the holidays of ./feriados.
import { addDias, diasNoMes, dataDoNumero, ehFimDeSemana, lerData, montarData, numeroDoDia } from './datas.js';
import { feriadoBancario } from './feriados.js';
/**
 * AGENDA.md §2.2: a business day is a weekday that is not a national bank-closure day. On the
 * payment calendar 31/12 is not a business day; on the declaration calendar it is.
 */
export function ehDiaUtil(data, calendario = 'pagamento') {
    if (ehFimDeSemana(data))
        return false;
    const feriado = feriadoBancario(data);
    if (!feriado)
        return true;
    return feriado.somentePagamento === true && calendario === 'declaracao';
}
/** The first business day strictly after `data`. */
export function proximoDiaUtil(data, calendario = 'pagamento') {
    let dia = addDias(data, 1);
    while (!ehDiaUtil(dia, calendario))
        dia = addDias(dia, 1);
    return dia;
}
/** The last business day strictly before `data`. */
export function diaUtilAnterior(data, calendario = 'pagamento') {
    let dia = addDias(data, -1);
    while (!ehDiaUtil(dia, calendario))
        dia = addDias(dia, -1);
    return dia;
}
/**
 * A deadline on a non-business day: 'prorroga' moves it to the next business day, 'antecipa'
 * to the previous one, 'fixo' leaves it (DASN-SIMEI on 31 May). A business day stays.
 */
export function ajustarDiaUtil(data, ajuste, calendario = 'pagamento') {
    lerData(data);
    if (ajuste === 'fixo' || ehDiaUtil(data, calendario))
        return data;
    return ajuste === 'prorroga' ? proximoDiaUtil(data, calendario) : diaUtilAnterior(data, calendario);
}
/** Business days in (inicio, fim]: 0 when fim ≤ inicio. */
export function diasUteisEntre(inicio, fim, calendario = 'pagamento') {
    let contagem = 0;
    for (let n = numeroDoDia(inicio) + 1; n <= numeroDoDia(fim); n++) {
        if (ehDiaUtil(dataDoNumero(n), calendario))
            contagem++;
    }
    return contagem;
}
function lerMes(ano, mes) {
    if (!Number.isInteger(mes) || mes < 1 || mes > 12)
        throw new RangeError('O mês deve ser um número de 1 a 12.');
    if (!Number.isInteger(ano))
        throw new RangeError('O ano deve ser um número inteiro.');
}
/** "Último dia útil do mês" (IRPJ quotas, DCTFWeb, ECD/ECF). */
export function ultimoDiaUtilDoMes(ano, mes, calendario = 'pagamento') {
    lerMes(ano, mes);
    const ultimo = montarData(ano, mes, diasNoMes(ano, mes));
    return ehDiaUtil(ultimo, calendario) ? ultimo : diaUtilAnterior(ultimo, calendario);
}
/** "n-ésimo dia útil do mês" (EFD-Contribuições: 10º dia útil). */
export function enesimoDiaUtilDoMes(ano, mes, n, calendario = 'pagamento') {
    lerMes(ano, mes);
    if (!Number.isInteger(n) || n < 1 || n > 23)
        throw new RangeError('A ordem do dia útil deve ser um número de 1 a 23.');
    let dia = montarData(ano, mes, 1);
    let contagem = ehDiaUtil(dia, calendario) ? 1 : 0;
    while (contagem < n) {
        dia = proximoDiaUtil(dia, calendario);
        contagem++;
    }
    if (Number(dia.slice(5, 7)) !== mes)
        throw new RangeError(`O mês não tem ${n} dias úteis.`);
    return dia;
}

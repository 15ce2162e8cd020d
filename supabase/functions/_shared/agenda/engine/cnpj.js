// GENERATED from shared/src/agenda/cnpj.ts by scripts/build-agenda-engine.mjs: do not edit.
// CNPJ check digits (mod 11), the same rule as private.cnpj_valido() in the database
// (migration 20261124002000). Each character counts as its code minus 48, so the numeric CNPJ
// and the alphanumeric one of IN RFB 2.229/2024 (letters in the first 12 positions, issued
// from July 2026) are checked alike.
/** Upper case, without the punctuation people type: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function normalizarCnpj(cnpj) {
    return cnpj.replace(/[./\s-]/g, '').toUpperCase();
}
function digito(base) {
    const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let soma = 0;
    for (let i = 0; i < base.length; i++)
        soma += (base.charCodeAt(i) - 48) * pesos[i];
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
}
/** Whether a CNPJ (with or without punctuation) has valid check digits. */
export function cnpjValido(cnpj) {
    const c = normalizarCnpj(cnpj);
    if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(c) || /^(.)\1{13}$/.test(c))
        return false;
    const d1 = digito(c.slice(0, 12));
    const d2 = digito(c.slice(0, 12) + String(d1));
    return c.endsWith(`${d1}${d2}`);
}
/** '11222333000181' → '11.222.333/0001-81' (also for the alphanumeric CNPJ). */
export function formatarCnpj(cnpj) {
    const c = normalizarCnpj(cnpj);
    if (c.length !== 14)
        return cnpj;
    return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

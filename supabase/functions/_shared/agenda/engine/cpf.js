// GENERATED from shared/src/agenda/cpf.ts by scripts/build-agenda-engine.mjs: do not edit.
// CPF check digits (mod 11), and the one question a payer form asks: is this a valid CPF or
// CNPJ? (issue 20: Asaas refuses a customer without a valid cpfCnpj). Beside cnpj.ts, and like
// it generated into the Edge Functions' engine (scripts/build-agenda-engine.mjs), so the browser
// and the checkout action validate with the same code.
import { cnpjValido, normalizarCnpj } from './cnpj.js';
/** Digits only: '123.456.789-09' → '12345678909'. */
export function normalizarCpf(cpf) {
    return cpf.replace(/[.\s-]/g, '');
}
function digitoCpf(base) {
    let soma = 0;
    for (let i = 0; i < base.length; i++)
        soma += Number(base[i]) * (base.length + 1 - i);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
}
/** Whether a CPF (with or without punctuation) has valid check digits. */
export function cpfValido(cpf) {
    const c = normalizarCpf(cpf);
    if (!/^\d{11}$/.test(c) || /^(\d)\1{10}$/.test(c))
        return false;
    const d1 = digitoCpf(c.slice(0, 9));
    const d2 = digitoCpf(c.slice(0, 9) + String(d1));
    return c.endsWith(`${d1}${d2}`);
}
/** '12345678909' → '123.456.789-09'. */
export function formatarCpf(cpf) {
    const c = normalizarCpf(cpf);
    if (c.length !== 11)
        return cpf;
    return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
}
/**
 * A CPF (11 digits) or a CNPJ (14 characters, numeric or alphanumeric), typed with or without
 * punctuation: its kind and the bare number the payment provider takes, or null when the check
 * digits do not match.
 */
export function documentoPagador(texto) {
    const cnpj = normalizarCnpj(texto.trim());
    if (/^\d{11}$/.test(cnpj))
        return cpfValido(cnpj) ? { tipo: 'cpf', numero: cnpj } : null;
    return cnpjValido(cnpj) ? { tipo: 'cnpj', numero: cnpj } : null;
}
/** Why a typed CPF/CNPJ is refused, in Portuguese; null when it is valid. */
export function erroDocumentoPagador(texto) {
    const limpo = normalizarCnpj(texto.trim());
    if (!limpo)
        return 'Informe o CPF ou o CNPJ.';
    if (documentoPagador(limpo))
        return null;
    if (/^\d{11}$/.test(limpo))
        return 'CPF inválido: confira os números.';
    if (limpo.length === 14)
        return 'CNPJ inválido: confira os números.';
    return 'Digite um CPF (11 números) ou um CNPJ (14 caracteres).';
}
/** Why a payer's name is refused, in Portuguese; null when it will do. */
export function erroNomePagador(texto) {
    const nome = texto.trim().replace(/\s+/g, ' ');
    if (!nome)
        return 'Informe o nome completo ou a razão social.';
    if (nome.length < 3 || !/\p{L}/u.test(nome))
        return 'Nome muito curto: informe o nome completo ou a razão social.';
    if (nome.length > 100)
        return 'Use no máximo 100 caracteres.';
    return null;
}

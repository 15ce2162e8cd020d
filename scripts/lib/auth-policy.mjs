// What the API accepts as an e-mail address and as a password (issue 13). Pure functions,
// used by the API launcher's guard (scripts/lib/api-guard.mjs) in front of /auth/v1; the
// shell's sign-up and reset pages mirror the password rule (shared/src/password-policy.ts)
// so the user sees it before submitting. Hosted Supabase: see README "Security".
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
/** zxcvbn's score 2: "somewhat guessable — protection from unthrottled online attacks". */
export const PASSWORD_MIN_SCORE = 2;
export const EMAIL_MAX_LENGTH = 254; // RFC 5321's path limit less the angle brackets

// Words every Brazilian password list starts with, and the product's own name.
const LOCAL_WORDS = ['senha', 'mudar', 'brasil', 'semmultas', 'multas', 'admin', 'premium', 'gratis', 'teste'];

zxcvbnOptions.setOptions({
  dictionary: { ...zxcvbnCommon.dictionary, userInputs: LOCAL_WORDS },
  graphs: zxcvbnCommon.adjacencyGraphs,
});

export class PolicyError extends Error {
  /** @param {string} code machine-readable reason  @param {string} message Portuguese, shown to the user */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

// Invisible and format characters (zero-width space/joiners, BOM, bidi controls), controls
// and any kind of white space: never part of a real address, always part of a look-alike.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\s]/u;
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const LOCAL_ASCII = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;

function scriptsOf(text) {
  const scripts = new Set();
  for (const ch of text) {
    if (/\p{Script=Latin}/u.test(ch)) scripts.add('Latin');
    else if (/\p{Script=Cyrillic}/u.test(ch)) scripts.add('Cyrillic');
    else if (/\p{Script=Greek}/u.test(ch)) scripts.add('Greek');
    else if (/\p{L}/u.test(ch)) scripts.add('Other');
  }
  return scripts;
}

/**
 * The address as it is stored: NFKC, trimmed, lower case. Refuses what would let one address
 * look like another: invisible characters, a trailing dot, mixed scripts in the local part,
 * a non-ASCII domain (IDN must be written in its xn-- form), and anything over 254 characters.
 * @param {unknown} raw
 * @returns {string}
 */
export function normalizeEmail(raw) {
  if (typeof raw !== 'string') throw new PolicyError('email_invalid', 'Informe um e-mail válido.');
  const email = raw.normalize('NFKC').trim().toLowerCase();
  if (!email) throw new PolicyError('email_invalid', 'Informe um e-mail válido.');
  if (email.length > EMAIL_MAX_LENGTH) {
    throw new PolicyError('email_too_long', `O e-mail pode ter no máximo ${EMAIL_MAX_LENGTH} caracteres.`);
  }
  if (INVISIBLE.test(email)) {
    throw new PolicyError('email_invisible', 'O e-mail contém espaços ou caracteres invisíveis. Digite-o novamente.');
  }
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at <= 0 || local.includes('@') || !domain) throw new PolicyError('email_invalid', 'Informe um e-mail válido.');
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    throw new PolicyError('email_invalid', 'Informe um e-mail válido.');
  }
  if (!LOCAL_ASCII.test(local)) {
    // Internationalised local parts are allowed, but in one script only ("аdmin" mixes a
    // Cyrillic а with Latin letters and reads as "admin").
    if (scriptsOf(local).size > 1 || /[^\p{L}\p{N}._+-]/u.test(local)) {
      throw new PolicyError(
        'email_confusable',
        'O e-mail mistura alfabetos diferentes (por exemplo, letras cirílicas parecidas com latinas).',
      );
    }
  }
  if (domain.endsWith('.')) throw new PolicyError('email_trailing_dot', 'O e-mail não pode terminar com ponto.');
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) {
    if (/[^\p{ASCII}]/u.test(domain)) {
      throw new PolicyError(
        'email_confusable',
        'O domínio do e-mail deve ser escrito só com letras sem acento (use a forma xn-- para domínios internacionais).',
      );
    }
    throw new PolicyError('email_invalid', 'Informe um e-mail válido.');
  }
  return email;
}

/**
 * Why a password is refused, or null. The same three rules the pages show.
 * @param {unknown} password
 * @param {string} [email]
 * @returns {{ code: string; message: string } | null}
 */
export function passwordProblem(password, email = '') {
  if (typeof password !== 'string' || [...password].length < PASSWORD_MIN_LENGTH) {
    return { code: 'password_short', message: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.` };
  }
  if ([...password].length > 72) {
    // bcrypt reads only the first 72 bytes: a longer password would be silently cut.
    return { code: 'password_long', message: 'A senha pode ter no máximo 72 caracteres.' };
  }
  const lower = password.toLowerCase();
  const address = String(email).toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (address && (lower.includes(address) || (local.length >= 4 && lower.includes(local)))) {
    return { code: 'password_has_email', message: 'A senha não pode conter o seu e-mail.' };
  }
  const userInputs = [address, local, ...local.split(/[._+-]/)].filter((s) => s.length >= 3);
  if (!password.trim() || zxcvbn(password, userInputs).score < PASSWORD_MIN_SCORE) {
    return {
      code: 'password_common',
      message: 'Essa senha é muito comum ou fácil de adivinhar (como 12345678 ou senha123). Escolha outra.',
    };
  }
  return null;
}

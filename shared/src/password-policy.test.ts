import { PASSWORD_RULE, passwordChecks, passwordProblem } from './password-policy';
import { authErrorMessage } from './supabase-errors';

describe('the password rule the pages mirror', () => {
  it('states all three parts of the rule', () => {
    expect(PASSWORD_RULE).toMatch(/pelo menos 8 caracteres/);
    expect(PASSWORD_RULE).toMatch(/senha comum/);
    expect(PASSWORD_RULE).toMatch(/e-mail/);
  });

  it('ticks length and "not your e-mail" as the user types; "common" is left to the server', () => {
    expect(passwordChecks('abc', 'ana@x.dev').map((c) => c.ok)).toEqual([false, true, null]);
    expect(passwordChecks('Boa#Senha2026', 'ana.souza@x.dev').map((c) => c.ok)).toEqual([true, true, null]);
    expect(passwordChecks('ana.souza#2026', 'ana.souza@x.dev')[1]?.ok).toBe(false);
    expect(passwordChecks('', '')[1]?.ok).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀', '')).toMatch(/8 caracteres/);
    expect(passwordProblem('😀😀😀😀😀😀😀😀', '')).toBeNull();
  });

  it('names the first broken rule', () => {
    expect(passwordProblem('1234567', '')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(passwordProblem('maria.silva1', 'Maria.Silva@empresa.com.br')).toBe('A senha não pode conter o seu e-mail.');
    expect(passwordProblem('Boa#Senha2026', 'maria@empresa.com.br')).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it("shows the API's Portuguese sentence for its own refusals", () => {
    expect(authErrorMessage({ code: 'weak_password', message: 'Essa senha é muito comum.' }, 'x')).toBe('Essa senha é muito comum.');
    expect(authErrorMessage({ code: 'over_request_rate_limit', message: 'Muitas tentativas.' }, 'x')).toBe('Muitas tentativas.');
  });

  it("keeps the page's own message for anything else", () => {
    expect(authErrorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'Erro ao fazer login')).toBe(
      'Erro ao fazer login',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'Erro')).toBe('Erro');
    expect(authErrorMessage(null, 'Erro')).toBe('Erro');
  });
});

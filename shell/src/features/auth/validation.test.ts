import { validateNewPassword, validateSignup } from './validation';

describe('sign-up validation (SPEC §5)', () => {
  it('requires e-mail and password', () => {
    expect(validateSignup('', 'abcdef', 'abcdef')).toBe('Por favor, preencha todos os campos.');
    expect(validateSignup('   ', 'abcdef', 'abcdef')).toBe('Por favor, preencha todos os campos.');
    expect(validateSignup('a@b.dev', '', '')).toBe('Por favor, preencha todos os campos.');
    expect(validateSignup(undefined, undefined, undefined)).toBe('Por favor, preencha todos os campos.');
  });
  it('requires the confirmation to match', () => {
    expect(validateSignup('a@b.dev', 'abcdef', 'abcdeg')).toBe('As senhas não coincidem.');
    expect(validateSignup('a@b.dev', 'abcdef', undefined)).toBe('As senhas não coincidem.');
  });
  it('accepts a complete, matching form (the 6-character rule is a hint only)', () => {
    expect(validateSignup('a@b.dev', 'abc', 'abc')).toBeNull();
  });
});

describe('new password validation (SPEC §5)', () => {
  it('refuses empty or different passwords with one message', () => {
    expect(validateNewPassword('', '')).toBe('As senhas não coincidem ou estão vazias.');
    expect(validateNewPassword('abcdef', '')).toBe('As senhas não coincidem ou estão vazias.');
    expect(validateNewPassword('abcdef', 'abcdeg')).toBe('As senhas não coincidem ou estão vazias.');
  });
  it('accepts equal, non-empty passwords', () => {
    expect(validateNewPassword('nova-senha', 'nova-senha')).toBeNull();
  });
});

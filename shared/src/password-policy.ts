// The password rule the API enforces (scripts/lib/auth-policy.mjs, issue 13), mirrored so
// the sign-up and reset pages show it — and tick what is already met — before the user
// submits. Length and "not your e-mail" are checked here as the user types; "not a common
// password" needs the server's dictionary (zxcvbn), so its refusal comes back as the API's
// Portuguese sentence, shown in the form.
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres, não pode ser uma senha comum (como 12345678 ou senha123) nem conter seu e-mail.`;

export interface PasswordCheck {
  label: string;
  /** true met, false broken, null not checkable here (the server decides). */
  ok: boolean | null;
}

export function passwordChecks(password: string, email = ''): PasswordCheck[] {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const hasEmail = Boolean(address) && (lower.includes(address) || (local.length >= 4 && lower.includes(local)));
  return [
    { label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, ok: [...password].length >= PASSWORD_MIN_LENGTH },
    { label: 'Não contém seu e-mail', ok: password ? !hasEmail : false },
    { label: 'Não é uma senha comum (verificado ao enviar)', ok: null },
  ];
}

/** The first rule the password breaks here, as a sentence; null when only the server can tell. */
export function passwordProblem(password: string, email = ''): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (passwordChecks(password, email)[1]?.ok === false) return 'A senha não pode conter o seu e-mail.';
  return null;
}

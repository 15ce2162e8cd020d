// SPEC §5 form rules as pure functions: the message to show, or null when valid.
import { MSG } from '@semmultas/shared/messages';

export function validateSignup(email?: string, password?: string, confirmation?: string): string | null {
  if (!email?.trim() || !password) return MSG.signupFillAll;
  if (password !== (confirmation ?? '')) return MSG.passwordsDontMatch;
  return null;
}

export function validateNewPassword(password?: string, confirmation?: string): string | null {
  if (!password || !confirmation || password !== confirmation) return MSG.resetPasswordsInvalid;
  return null;
}

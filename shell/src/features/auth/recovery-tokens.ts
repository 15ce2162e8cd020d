// The recovery e-mail lands on site_url with the session in the URL hash (GoTrue's
// /verify redirect). We keep the tokens for this tab so /redefinir-senha still finds them
// after a redirect or a reload ("token from the URL hash, else the stored recovery token").
export const RECOVERY_KEY = 'recovery_token';

export interface RecoveryTokens {
  access_token: string;
  refresh_token: string;
}

export type RecoveryHash = { kind: 'tokens'; tokens: RecoveryTokens } | { kind: 'error'; description: string } | { kind: 'none' };

export function parseRecoveryHash(hash: string): RecoveryHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error') || params.get('error_code')) {
    return { kind: 'error', description: params.get('error_description') ?? params.get('error') ?? '' };
  }
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  if (access_token && refresh_token && (params.get('type') ?? 'recovery') === 'recovery') {
    return { kind: 'tokens', tokens: { access_token, refresh_token } };
  }
  return { kind: 'none' };
}

/** True when the hash carries a recovery answer the reset page must handle. */
export function isRecoveryHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('type') === 'recovery' || Boolean(params.get('error_code'));
}

export function storeRecoveryTokens(tokens: RecoveryTokens, storage: Storage = sessionStorage): void {
  storage.setItem(RECOVERY_KEY, JSON.stringify(tokens));
}

export function readRecoveryTokens(storage: Storage = sessionStorage): RecoveryTokens | null {
  try {
    const value = JSON.parse(storage.getItem(RECOVERY_KEY) ?? 'null') as RecoveryTokens | null;
    return value?.access_token && value.refresh_token ? value : null;
  } catch {
    return null;
  }
}

export function clearRecoveryTokens(storage: Storage = sessionStorage): void {
  storage.removeItem(RECOVERY_KEY);
}

import { isRecoveryHash, parseRecoveryHash, readRecoveryTokens, storeRecoveryTokens, clearRecoveryTokens } from './recovery-tokens';

describe('recovery hash', () => {
  it('reads the tokens GoTrue puts in the hash', () => {
    const hash = '#access_token=aaa&expires_in=3600&refresh_token=rrr&token_type=bearer&type=recovery';
    expect(parseRecoveryHash(hash)).toEqual({ kind: 'tokens', tokens: { access_token: 'aaa', refresh_token: 'rrr' } });
    expect(isRecoveryHash(hash)).toBe(true);
  });

  it('reports an expired or used link as an error', () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(parseRecoveryHash(hash)).toEqual({ kind: 'error', description: 'Email link is invalid or has expired' });
    expect(isRecoveryHash(hash)).toBe(true);
  });

  it('ignores hashes that are not recovery answers', () => {
    expect(parseRecoveryHash('#section-plans')).toEqual({ kind: 'none' });
    expect(isRecoveryHash('#section-plans')).toBe(false);
    expect(parseRecoveryHash('#access_token=a&refresh_token=b&type=signup')).toEqual({ kind: 'none' });
  });

  it('keeps the tokens for this tab', () => {
    storeRecoveryTokens({ access_token: 'a', refresh_token: 'b' });
    expect(readRecoveryTokens()).toEqual({ access_token: 'a', refresh_token: 'b' });
    clearRecoveryTokens();
    expect(readRecoveryTokens()).toBeNull();
  });
});

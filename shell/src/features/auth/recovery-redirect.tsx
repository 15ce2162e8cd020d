import { Navigate, useLocation } from 'react-router-dom';
import { isRecoveryHash, parseRecoveryHash, storeRecoveryTokens } from './recovery-tokens';

/**
 * The recovery e-mail's link lands on site_url (any page) with the tokens in the hash:
 * catch it wherever it lands and take the user to /redefinir-senha.
 */
export function RecoveryRedirect() {
  const { pathname, hash } = useLocation();
  if (pathname === '/redefinir-senha' || !isRecoveryHash(hash)) return null;
  const parsed = parseRecoveryHash(hash);
  if (parsed.kind === 'tokens') storeRecoveryTokens(parsed.tokens);
  return <Navigate to={{ pathname: '/redefinir-senha', hash }} replace />;
}

// Issue 14, thirteenth round: stands in for @supabase/auth-js's lib/webauthn in every bundle
// (tooling/webpack.cjs, NormalModuleReplacementPlugin). SemMultas signs in with e-mail and
// password only: no passkeys, no WebAuthn factor. GoTrueClient imports the WebAuthn ceremony
// and its error mapping statically and supabase-js is shared whole, so they were evaluated on
// every first page. Here the browser "does not support WebAuthn": GoTrueClient's passkey methods
// then return their own AuthUnknownError, and anything else says what to change.
const unavailable = (what) => {
  throw new Error(
    `[SemMultas] ${what}: WebAuthn (passkeys) is left out of the bundle (tooling/stubs/supabase-auth-webauthn.js); remove its replacement in tooling/webpack.cjs to use it.`,
  );
};

export const browserSupportsWebAuthn = () => false;
export const webAuthnAbortService = { createNewAbortSignal: () => new AbortController().signal, cancelCeremony() {} };
export const createCredential = () => unavailable('createCredential');
export const getCredential = () => unavailable('getCredential');
export const deserializeCredentialCreationOptions = () => unavailable('deserializeCredentialCreationOptions');
export const deserializeCredentialRequestOptions = () => unavailable('deserializeCredentialRequestOptions');
export const serializeCredentialCreationResponse = () => unavailable('serializeCredentialCreationResponse');
export const serializeCredentialRequestResponse = () => unavailable('serializeCredentialRequestResponse');

/** `supabase.auth.mfa.webauthn`: built in GoTrueClient's constructor, used by nothing here. */
export class WebAuthnApi {
  constructor() {
    for (const name of ['enroll', 'challenge', 'verify', 'authenticate', 'register'])
      this[name] = () => unavailable(`supabase.auth.mfa.webauthn.${name}()`);
  }
}

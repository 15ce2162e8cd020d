// Issue 14, thirteenth round: supabase-js's GoTrueClient imports the WebAuthn ceremony (passkeys:
// SemMultas signs in with e-mail and password) for its constructor and passkey methods.
// tooling/webpack.cjs puts a stand-in there (tooling/stubs/supabase-auth-webauthn.js) that says
// what to change. Not for the admin API: GoTrueClient signs the user out through it.
import { buildFixture, distScripts } from './fixture-build';

/** In the WebAuthn ceremony: present wherever its code is. */
const WEBAUTHN = 'parseCreationOptionsFromJSON';

describe('supabase-js without the passkey ceremony the browser never uses', () => {
  it('builds createClient with the stand-in instead, and keeps sign-in and sign-out', async () => {
    const { errors, dist } = await buildFixture(
      ["import { createClient } from '@supabase/supabase-js';", 'console.log(createClient);'].join('\n'),
    );
    expect(errors).toEqual([]);
    const scripts = distScripts(dist);
    const having = (text: string) => scripts.filter(({ code }) => code.includes(text)).map(({ file }) => file);
    expect(having('WebAuthn (passkeys) is left out of the bundle')).toHaveLength(1);
    expect(having(WEBAUTHN)).toEqual([]);
    // GoTrueClient itself is there: the password sign-in and the session refresh.
    expect(having('grant_type=password')).toHaveLength(1);
    expect(having('grant_type=refresh_token')).toHaveLength(1);
    // The sign-out: GoTrueClient calls its admin API's signOut (the /logout endpoint).
    expect(having('/logout?scope=')).toHaveLength(1);
  }, 120_000);
});

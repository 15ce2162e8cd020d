// Issue 14, thirteenth round: supabase-js's GoTrueClient builds the admin API (which needs the
// service role key, never in a browser) and the WebAuthn helpers (passkeys: SemMultas signs in
// with e-mail and password) in its constructor. tooling/webpack.cjs puts stand-ins there
// (tooling/stubs/supabase-auth-admin.js, supabase-auth-webauthn.js) that say what to change.
import { buildFixture, distScripts } from './fixture-build';

/** In GoTrueAdminApi (its users endpoint) and in the WebAuthn ceremony: present wherever their code is. */
const ADMIN_API = '/admin/users';
const WEBAUTHN = 'parseCreationOptionsFromJSON';

describe('supabase-js without the auth admin API and the passkey ceremony the browser never uses', () => {
  it('builds createClient with the stand-ins instead, and keeps sign-in', async () => {
    const { errors, dist } = await buildFixture(
      ["import { createClient } from '@supabase/supabase-js';", 'console.log(createClient);'].join('\n'),
    );
    expect(errors).toEqual([]);
    const scripts = distScripts(dist);
    const having = (text: string) => scripts.filter(({ code }) => code.includes(text)).map(({ file }) => file);
    expect(having('the admin API is left out of the bundle')).toHaveLength(1);
    expect(having('WebAuthn (passkeys) is left out of the bundle')).toHaveLength(1);
    expect(having(ADMIN_API)).toEqual([]);
    expect(having(WEBAUTHN)).toEqual([]);
    // GoTrueClient itself is there: the password sign-in and the session refresh.
    expect(having('grant_type=password')).toHaveLength(1);
    expect(having('grant_type=refresh_token')).toHaveLength(1);
  }, 120_000);
});

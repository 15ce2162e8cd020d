// Authentication with the real supabase-js client: sign-up, sign-in, refresh, sign-out and
// password recovery through the local mailbox (SPEC §7 "Authentication").
import { newClient, uniqueEmail, waitForMail, mailTo, trackUser, cleanup, SUPABASE_URL, SUPABASE_ANON_KEY } from './lib/api';

jest.setTimeout(30000);
afterAll(cleanup);

const PASSWORD = 'Senha#Inicial1';

async function signUp(label: string) {
  const email = uniqueEmail(label);
  const client = newClient();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  trackUser(data.user!.id);
  return { email, client, data };
}

describe('sign-up', () => {
  it('creates an active session and a free profile for the new user', async () => {
    const { email, client, data } = await signUp('signup');
    expect(data.user?.email).toBe(email);
    expect(data.session?.access_token).toBeTruthy();

    const { data: profile, error } = await client
      .from('user_profiles')
      .select('id, email, is_premium, plan_expiration, is_admin')
      .eq('id', data.user!.id)
      .single();
    expect(error).toBeNull();
    expect(profile).toEqual({ id: data.user!.id, email, is_premium: false, plan_expiration: null, is_admin: false });
    expect((await client.rpc('plan_status')).data).toBe('free');
  });

  it('ignores is_admin / is_premium sent as sign-up metadata', async () => {
    const email = uniqueEmail('signup-meta');
    const client = newClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { is_admin: true, is_premium: true, plan_expiration: '2099-12-31' } },
    });
    expect(error).toBeNull();
    trackUser(data.user!.id);
    const { data: profile } = await client
      .from('user_profiles')
      .select('is_premium, plan_expiration, is_admin')
      .eq('id', data.user!.id)
      .single();
    expect(profile).toEqual({ is_premium: false, plan_expiration: null, is_admin: false });
  });
});

describe('sign-in', () => {
  it('returns a session with access and refresh tokens', async () => {
    const { email } = await signUp('signin');
    const client = newClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', user: { email } });
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBeGreaterThan(0);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('refuses a wrong password', async () => {
    const { email } = await signUp('signin-wrong');
    const { data, error } = await newClient().auth.signInWithPassword({ email, password: 'errada-123' });
    expect(error).not.toBeNull();
    expect(data.session).toBeNull();
  });
});

describe('refresh and sign-out', () => {
  it('refreshes the session with a rotated refresh token', async () => {
    const { email } = await signUp('refresh');
    const client = newClient();
    const first = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    // The refreshed token is accepted by the data API.
    const { error: readError } = await client.from('user_profiles').select('id').eq('id', data.user!.id).single();
    expect(readError).toBeNull();
  });

  it('sign-out revokes the refresh token', async () => {
    const { email } = await signUp('signout');
    const client = newClient();
    const session = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const again = await newClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).not.toBeNull();
    expect(again.data.session).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link that yields a session in which the password can be changed', async () => {
    const { email } = await signUp('recovery');
    const anon = newClient();
    const sent = await anon.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/redefinir-senha' });
    expect(sent.error).toBeNull();

    const { message, link } = await waitForMail(email, /\/auth\/v1\/verify\?/);
    expect(message.subject).toMatch(/senha/i);
    const url = new URL(link);
    expect(url.searchParams.get('type')).toBe('recovery');

    // The e-mail points at the site (the shell proxies /auth/v1 to the API): follow it on the API.
    const api = new URL(SUPABASE_URL);
    url.protocol = api.protocol;
    url.host = api.host;
    const res = await fetch(url, { redirect: 'manual' });
    expect([301, 302, 303, 307]).toContain(res.status);
    const location = new URL(res.headers.get('location')!);
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get('type')).toBe('recovery');
    const access_token = params.get('access_token');
    const refresh_token = params.get('refresh_token');
    expect(access_token).toBeTruthy();
    expect(refresh_token).toBeTruthy();

    const page = newClient();
    const { data: sessionData, error: sessionError } = await page.auth.setSession({
      access_token: access_token!,
      refresh_token: refresh_token!,
    });
    expect(sessionError).toBeNull();
    expect(sessionData.user?.email).toBe(email);

    const NEW_PASSWORD = 'Senha#Nova2026';
    const { error: updateError } = await page.auth.updateUser({ password: NEW_PASSWORD });
    expect(updateError).toBeNull();

    expect((await newClient().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error).not.toBeNull();

    // The link is single use.
    const reuse = await fetch(url, { redirect: 'manual' });
    const reuseHash = new URLSearchParams(new URL(reuse.headers.get('location') ?? 'http://x/#').hash.slice(1));
    expect(reuseHash.get('access_token')).toBeNull();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const { email: known } = await signUp('recovery-known');
    const unknown = uniqueEmail('recovery-unknown');
    const recover = (email: string) =>
      fetch(`${SUPABASE_URL}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: SUPABASE_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const [a, b] = [await recover(known), await recover(unknown)];
    expect(b.status).toBe(a.status);
    expect(await b.text()).toBe(await a.text());

    const viaClient = await newClient().auth.resetPasswordForEmail(uniqueEmail('recovery-unknown-js'));
    expect(viaClient.error).toBeNull();

    await waitForMail(known, /\/auth\/v1\/verify\?/);
    expect(await mailTo(unknown)).toEqual([]);
  });
});

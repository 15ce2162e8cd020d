// "No request a browser could send lets any user promote themselves" (issue 3): every route a
// signed-in user has to user_profiles, auth and the RPC surface is tried, and the profile is
// then read back with the service role.
import { createHmac, randomUUID } from 'node:crypto';
import {
  makeUser,
  newClient,
  serviceClient,
  setProfile,
  saoPauloDate,
  SUPABASE_URL,
  SUPABASE_ANON_KEY,
  type TestUser,
  cleanup,
} from './lib/api';

jest.setTimeout(30000);
afterAll(cleanup);

async function profileOf(id: string) {
  const { data, error } = await serviceClient().from('user_profiles').select('is_premium, plan_expiration, is_admin').eq('id', id).single();
  if (error) throw error;
  return data;
}

function forgeJwt(payload: Record<string, unknown>, secret: string) {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe.each(['free', 'expired', 'premium'] as const)('a %s user cannot change their plan or admin flag', (role) => {
  let u: TestUser;
  let before: Awaited<ReturnType<typeof profileOf>>;
  const far = '2099-12-31';

  beforeAll(async () => {
    u = await makeUser(role, `self-${role}`);
    before = await profileOf(u.id);
  });
  afterEach(async () => {
    expect(await profileOf(u.id)).toEqual(before);
  });

  it('UPDATE is_premium / plan_expiration', async () => {
    await u.client.from('user_profiles').update({ is_premium: true, plan_expiration: far }).eq('id', u.id).select();
    await u.client.from('user_profiles').update({ plan_expiration: far }).eq('id', u.id);
  });

  it('UPDATE is_admin is refused outright', async () => {
    const { error } = await u.client.from('user_profiles').update({ is_admin: true }).eq('id', u.id);
    expect(error?.code).toBe('42501');
  });

  it('UPDATE without a filter', async () => {
    await u.client.from('user_profiles').update({ is_premium: true, plan_expiration: far }).neq('id', randomUUID());
  });

  it('UPSERT / INSERT of the own profile', async () => {
    const up = await u.client
      .from('user_profiles')
      .upsert({ id: u.id, email: u.email, is_premium: true, plan_expiration: far, is_admin: true });
    expect(up.error).not.toBeNull();
    const ins = await u.client.from('user_profiles').insert({ id: u.id, is_admin: true });
    expect(ins.error).not.toBeNull();
  });

  it('DELETE the own profile and sign in again', async () => {
    await u.client.from('user_profiles').delete().eq('id', u.id);
    const again = newClient();
    expect((await again.auth.signInWithPassword({ email: u.email, password: u.password })).error).toBeNull();
  });

  it('auth metadata (updateUser data) does not reach the profile', async () => {
    const { error } = await u.client.auth.updateUser({ data: { is_premium: true, is_admin: true, plan_expiration: far } });
    expect(error).toBeNull();
    expect((await u.client.rpc('plan_status')).data).toBe(role);
  });

  it('internal and unknown functions are not callable', async () => {
    for (const fn of ['handle_new_user', 'user_profiles_guard', 'fc_save', 'set_plan', 'admin_set_premium']) {
      const { error } = await u.client.rpc(fn, {});
      expect(error).not.toBeNull();
    }
    const { error } = await u.client.schema('private').rpc('fc_save', {
      p_user_id: u.id,
      p_transactions: [],
      p_categories: [],
    });
    expect(error).not.toBeNull();
  });

  it('a forged token (other role, wrong secret) is rejected', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = forgeJwt(
      { sub: u.id, role: 'service_role', aud: 'authenticated', email: u.email, iat: now, exp: now + 600 },
      'not-the-secret',
    );
    const res = await fetch(`${SUPABASE_URL}/rest/v1/user_profiles?id=eq.${u.id}`, {
      method: 'PATCH',
      headers: {
        apikey: SUPABASE_ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ is_premium: true, plan_expiration: far, is_admin: true }),
    });
    expect(res.status).toBe(401);
  });
});

describe('requests without a key', () => {
  it('are refused, never served as service_role (lite admin mode is off)', async () => {
    for (const path of ['/rest/v1/assinaturas_plano?select=*', '/rest/v1/user_profiles?select=*']) {
      const res = await fetch(`${SUPABASE_URL}${path}`);
      expect(res.status).toBe(401);
    }
    const anon = await fetch(`${SUPABASE_URL}/rest/v1/user_profiles?select=*`, { headers: { apikey: SUPABASE_ANON_KEY } });
    expect(anon.status).toBe(401);
  });
});

describe('the admin', () => {
  it("changes other users' plans but not the admin flag (operator only)", async () => {
    const admin = await makeUser('admin', 'self-admin');
    const target = await makeUser('free', 'self-target');
    const until = saoPauloDate(30);
    const { data, error } = await admin.client
      .from('user_profiles')
      .update({ is_premium: true, plan_expiration: until })
      .eq('id', target.id)
      .select('is_premium, plan_expiration');
    expect(error).toBeNull();
    expect(data).toEqual([{ is_premium: true, plan_expiration: until }]);

    const promote = await admin.client.from('user_profiles').update({ is_admin: true }).eq('id', target.id);
    expect(promote.error?.code).toBe('42501');
    expect((await profileOf(target.id)).is_admin).toBe(false);
  });

  it('a premium user with a plan cannot extend it', async () => {
    const u = await makeUser('premium', 'self-extend');
    const before = await profileOf(u.id);
    await u.client.from('user_profiles').update({ plan_expiration: '2099-01-01' }).eq('id', u.id);
    expect(await profileOf(u.id)).toEqual(before);
    await setProfile(u.id, { is_premium: false, plan_expiration: null });
  });
});

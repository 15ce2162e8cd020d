// The local seed (supabase/seed.sql): demo accounts with their documented passwords and
// plans, and content for every area. Only reads; other suites never touch the demo accounts.
import { newClient } from './lib/api';

jest.setTimeout(30000);

const ACCOUNTS = [
  { email: 'admin@semmultas.dev', password: 'Admin#2026', status: 'premium', is_admin: true },
  { email: 'premium@semmultas.dev', password: 'Premium#2026', status: 'premium', is_admin: false },
  { email: 'gratis@semmultas.dev', password: 'Gratis#2026', status: 'free', is_admin: false },
  { email: 'expirado@semmultas.dev', password: 'Expirado#2026', status: 'expired', is_admin: false },
] as const;

describe.each(ACCOUNTS)('demo account $email', ({ email, password, status, is_admin }) => {
  it(`signs in and is ${status}${is_admin ? ' (admin)' : ''}`, async () => {
    const c = newClient();
    const { data, error } = await c.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const { data: profile } = await c.from('user_profiles').select('email, is_admin').eq('id', data.user!.id).single();
    expect(profile).toEqual({ email, is_admin });
    expect((await c.rpc('plan_status')).data).toBe(status);
  });
});

describe('seed content', () => {
  const admin = newClient();
  beforeAll(async () => {
    const { error } = await admin.auth.signInWithPassword({ email: 'admin@semmultas.dev', password: 'Admin#2026' });
    expect(error).toBeNull();
  });

  it('has a SEFAZ portal for each of the 27 states plus shared, RFB and related posts', async () => {
    const { data, error } = await admin.from('posts').select('state_id, type_link, link_url, html_archive');
    expect(error).toBeNull();
    const states = new Set((data ?? []).map((p) => p.state_id));
    for (let id = 1; id <= 30; id += 1) expect(states.has(id)).toBe(true);
    for (const p of data ?? []) if (p.link_url) expect(p.link_url).toMatch(/^https?:\/\//);
    const types = new Set((data ?? []).map((p) => p.type_link));
    expect(types).toEqual(new Set([0, 1, 2]));
    expect((data ?? []).some((p) => p.type_link === 2 && String(p.html_archive).includes('<'))).toBe(true);
  });

  it('has six tips, three partner accountants and three app recommendations at least', async () => {
    const { data } = await admin.from('conteudos').select('type');
    const count = (t: number) => (data ?? []).filter((c) => c.type === t).length;
    expect(count(0)).toBeGreaterThanOrEqual(6);
    expect(count(1)).toBeGreaterThanOrEqual(3);
    expect(count(2)).toBeGreaterThanOrEqual(3);
  });

  it('has forum threads with replies and a subscription payment', async () => {
    const forum = await admin.from('forum').select('responses');
    expect((forum.data ?? []).some((t) => (t.responses as unknown[]).length > 0)).toBe(true);
    const pays = await admin.from('assinaturas_plano').select('email');
    expect((pays.data ?? []).length).toBeGreaterThan(0);
  });
});

// Issue 13's findings, replayed as an attacker would, against the real API on PGlite and
// PostgreSQL: each one must now be refused with a clear 4xx (Portuguese reason). The forum's
// findings (caps, blank text, e-mails) are in forum-hardening.test.ts. An attacker "from the
// internet" is simulated with X-Forwarded-For from this machine, which is what the shell's
// proxy sends (scripts/lib/api-guard.mjs clientIp); plain local traffic is exempt from the
// per-IP limits only.
import { randomInt } from 'node:crypto';
import { newClient, uniqueEmail, mailTo, makeUser, trackUser, cleanup, SUPABASE_URL, SUPABASE_ANON_KEY } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

const PASSWORD = 'Boa#Senha2026';
/** A fresh address in the documentation range, so each run starts with clean per-IP limits. */
const attackerIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function raw(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const res = await fetch(`${SUPABASE_URL}${path}`, {
    method,
    headers: { apikey: SUPABASE_ANON_KEY, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers };
}
const messageOf = (json: Record<string, unknown>) => String(json.msg ?? json.message ?? '');

async function freshAccount(label: string) {
  const email = uniqueEmail(label);
  const client = newClient();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  trackUser(data.user!.id);
  return { email, client, id: data.user!.id };
}

async function codeSentTo(email: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    const mail = (await mailTo(email)).find((m) => subject.test(m.subject) || subject.test(m.text ?? ''));
    // After "digite" (the recovery template): the address itself may hold six digits in a row.
    const code = mail?.text?.match(/digite\s+(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code e-mailed to ${email}`);
}
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('1. a recovery or OTP code cannot be guessed', () => {
  it('dies after 5 wrong tries: the right code then fails too', async () => {
    const { email } = await freshAccount('guess-recovery');
    const ip = attackerIp();
    expect((await raw('/auth/v1/recover', { email }, { 'x-forwarded-for': ip })).status).toBe(200);
    const code = await codeSentTo(email, /./);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await raw('/auth/v1/verify', { type: 'recovery', email, token: wrong(code, i) }, { 'x-forwarded-for': ip }));
    }
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expect(answers[4].status).toBe(429);
    expect(messageOf(answers[4].json)).toMatch(/este código foi cancelado/);
    const right = await raw('/auth/v1/verify', { type: 'recovery', email, token: code });
    expect(right.status).toBeGreaterThanOrEqual(400);
    expect(right.json.access_token).toBeUndefined();
  });

  it('passwordless sign-in (/otp, /magiclink) is not offered: no code to guess, no account without a password', async () => {
    const email = uniqueEmail('otp');
    for (const path of ['/auth/v1/otp', '/auth/v1/magiclink']) {
      expect((await raw(path, { email, create_user: true })).status).toBe(404);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailTo(email)).toEqual([]);
  });

  it('the recovery e-mail is Portuguese in both parts and offers the code the reset page accepts', async () => {
    const { email } = await freshAccount('mail-pt');
    await raw('/auth/v1/recover', { email });
    const code = await codeSentTo(email, /./);
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Redefinição de senha — SemMultas');
    expect(mail.text).toContain('Recebemos um pedido para redefinir a senha da sua conta');
    expect(mail.text).toContain(code);
    expect(mail.text).not.toMatch(/Reset your password|Or follow this link/);
    expect(mail.html).toContain('Tenho um código');
  });

  it('a right code before the limit still works', async () => {
    const { email } = await freshAccount('right-code');
    await raw('/auth/v1/recover', { email });
    const code = await codeSentTo(email, /./);
    await raw('/auth/v1/verify', { type: 'recovery', email, token: wrong(code, 0) });
    const right = await raw('/auth/v1/verify', { type: 'recovery', email, token: code });
    expect(right.status).toBe(200);
    expect(right.json.access_token).toBeTruthy();
  });
});

describe('2. password guessing and e-mail flooding are slowed down', () => {
  it('the 6th wrong password for one address from one network gets 429 in Portuguese, with Retry-After', async () => {
    const { email } = await freshAccount('guess-password');
    const ip = attackerIp();
    const statuses = [];
    let last = await raw('/auth/v1/token?grant_type=password', { email, password: 'errada0' }, { 'x-forwarded-for': ip });
    statuses.push(last.status);
    for (let i = 1; i < 6; i += 1) {
      last = await raw('/auth/v1/token?grant_type=password', { email, password: `errada${i}` }, { 'x-forwarded-for': ip });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(messageOf(last.json)).toMatch(/^Muitas tentativas de login com este e-mail\. Tente de novo em \d+ minutos/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(60);
    // Even the right password waits, from that network…
    expect((await raw('/auth/v1/token?grant_type=password', { email, password: PASSWORD }, { 'x-forwarded-for': ip })).status).toBe(429);
    // …while the owner, elsewhere, is not locked out by the attacker.
    const owner = await raw('/auth/v1/token?grant_type=password', { email, password: PASSWORD }, { 'x-forwarded-for': attackerIp() });
    expect(owner.status).toBe(200);
  });

  it('one network guessing many accounts is stopped after 30 failures', async () => {
    const ip = attackerIp();
    let status = 0;
    for (let i = 0; i < 31; i += 1) {
      status = (
        await raw('/auth/v1/token?grant_type=password', { email: uniqueEmail('spray'), password: 'Errada#2026' }, { 'x-forwarded-for': ip })
      ).status;
    }
    expect(status).toBe(429);
  });

  it('a second recovery e-mail to the same address within a minute is refused', async () => {
    const { email } = await freshAccount('flood');
    const first = await raw('/auth/v1/recover', { email });
    const answers = await Promise.all(Array.from({ length: 20 }, () => raw('/auth/v1/recover', { email })));
    expect(first.status).toBe(200);
    expect(answers.every((a) => a.status === 429)).toBe(true);
    expect(messageOf(answers[0].json)).toMatch(/Já enviamos um e-mail para este endereço há pouco/);
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailTo(email)).length).toBe(1);
  });

  it('sign-ups from one network are limited', async () => {
    const ip = attackerIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await raw('/auth/v1/signup', { email: uniqueEmail('mass-signup'), password: PASSWORD }, { 'x-forwarded-for': ip });
      if (res.json.user && typeof (res.json.user as { id?: string }).id === 'string') trackUser((res.json.user as { id: string }).id);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('3. weak passwords are refused', () => {
  it.each(['123456', 'aaaaaa', '      ', '12345678', 'aaaaaaaa', 'senha123', 'EMAIL'])('sign-up refuses %j', async (weak) => {
    const email = uniqueEmail('weak');
    const password = weak === 'EMAIL' ? email : weak;
    const res = await raw('/auth/v1/signup', { email, password });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe('weak_password');
    expect(messageOf(res.json)).toMatch(/senha/i);
  });

  it('a password change is held to the same rule', async () => {
    const { client, email } = await freshAccount('weak-change');
    for (const weak of ['12345678', email]) {
      const { error } = await client.auth.updateUser({ password: weak });
      expect(error?.status).toBe(422);
    }
  });
});

describe('4. look-alike addresses', () => {
  it.each([
    ['a trailing dot', 'admin@semmultas.dev.'],
    ['a zero-width space', 'ad\u200bmin@semmultas.dev'],
    ['a Cyrillic а', '\u0430dmin@semmultas.dev'],
    ['a non-breaking space', 'admin\u00a0@semmultas.dev'],
  ])('sign-up refuses %s', async (_what, email) => {
    const res = await raw('/auth/v1/signup', { email, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toMatch(/e-mail/i);
  });

  it('stores the address in NFKC lower case, so "Admin" and "admin" are one account', async () => {
    const email = uniqueEmail('case');
    const shouting = email.toUpperCase();
    const res = await raw('/auth/v1/signup', { email: shouting, password: PASSWORD });
    expect(res.status).toBe(200);
    trackUser((res.json.user as { id: string }).id);
    expect((res.json.user as { email: string }).email).toBe(email);
    const again = await raw('/auth/v1/signup', { email, password: PASSWORD });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('an e-mail change happens only when the NEW address confirms it', async () => {
    const { client, email } = await freshAccount('change-old');
    const target = uniqueEmail('change-new');
    const { error } = await client.auth.updateUser({ email: target });
    expect(error).toBeNull();
    // Nothing changed yet, and the code went to the new mailbox, not the old one.
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    let link = '';
    for (let i = 0; i < 100 && !link; i += 1) {
      link = (await mailTo(target)).flatMap((m) => m.links).find((l) => l.includes('type=email_change')) ?? '';
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    const tokenHash = new URL(link).searchParams.get('token')!;
    expect(tokenHash).toBeTruthy();
    expect((await mailTo(email)).some((m) => m.links.some((l) => l.includes(tokenHash)))).toBe(false);
    expect((await mailTo(target))[0]?.text).toContain('A troca só acontece quando você confirmar');
    const { error: verifyError } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' });
    expect(verifyError).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(target);
  });

  it('an e-mail change to a look-alike is refused', async () => {
    const { client } = await freshAccount('change-lookalike');
    const { error } = await client.auth.updateUser({ email: 'premium@semmultas.dev.' });
    expect(error?.status).toBe(400);
  });
});

describe('5. bodies are bounded before they are parsed', () => {
  const twoMb = JSON.stringify({ email: 'x@y.dev', password: 'x'.repeat(2 * 1024 * 1024) });

  it.each(['/auth/v1/signup', '/auth/v1/token?grant_type=password', '/rest/v1/rpc/forum_reply', '/rest/v1/posts'])(
    'a 2 MB body to %s gets 413 without a session',
    async (path) => {
      const res = await raw(path, twoMb);
      expect(res.status).toBe(413);
      expect(messageOf(res.json)).toMatch(/O envio é grande demais: o limite é 1 MB/);
    },
  );

  it('the OFX import may send up to 5 MB, not more', async () => {
    const premium = await makeUser('premium', 'ofx-limit');
    const token = (await premium.client.auth.getSession()).data.session!.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const item = { date: '2026-01-05', description: 'x'.repeat(1000), amount_cents: 100, type: 'entrada' };
    const twoMbItems = JSON.stringify({ items: Array.from({ length: 2000 }, () => item) });
    const sixMbItems = JSON.stringify({ items: Array.from({ length: 6000 }, () => item) });
    expect((await raw('/rest/v1/rpc/fluxo_caixa_add_transactions', twoMbItems, auth)).status).not.toBe(413);
    expect((await raw('/rest/v1/rpc/fluxo_caixa_add_transactions', sixMbItems, auth)).status).toBe(413);
  });
});

describe('7. wrong input is a 4xx with a reason, never a 500', () => {
  let token = '';
  beforeAll(async () => {
    const premium = await makeUser('premium', 'types');
    token = (await premium.client.auth.getSession()).data.session!.access_token;
  });

  it.each([
    ['forum_reply', { thread_id: 1, response: { a: 1 } }, /"response" deve ser texto/],
    ['forum_create_thread', { description: ['a'] }, /"description" deve ser texto/],
    ['forum_reply', { thread_id: 'abc', response: 'oi' }, /"thread_id" deve ser um número/],
  ])('%s with %j', async (fn, body, reason) => {
    const res = await raw(`/rest/v1/rpc/${fn}`, body, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toMatch(reason);
  });

  it('a post whose title is an object', async () => {
    const admin = await makeUser('admin', 'types-admin');
    const adminToken = (await admin.client.auth.getSession()).data.session!.access_token;
    const res = await raw(
      '/rest/v1/posts',
      { title: { a: 1 }, state_id: 1, type_link: 1, link_url: 'https://www.sefaz.ac.gov.br' },
      { authorization: `Bearer ${adminToken}`, prefer: 'return=minimal' },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('JSON nested 5,000 deep', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/auth/v1/signup', '/rest/v1/rpc/forum_reply']) {
      const res = await raw(path, deep, { authorization: `Bearer ${token}` });
      expect(res.status).toBe(400);
      expect(messageOf(res.json)).toMatch(/níveis demais/);
    }
  });

  it('an e-mail over 254 characters', async () => {
    const res = await raw('/auth/v1/signup', { email: `${'a'.repeat(300)}@teste.semmultas.dev`, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toMatch(/no máximo 254 caracteres/);
  });

  it('a body that is not JSON', async () => {
    const res = await raw('/auth/v1/signup', '{"email": ');
    expect(res.status).toBe(400);
  });
});

describe('7. one user cannot flood the forum', () => {
  it('the 31st reply within 10 minutes gets 429 with a Portuguese message', async () => {
    const user = await makeUser('premium', 'forum-flood');
    const { data: thread, error } = await user.client.rpc('forum_create_thread', { description: 'Tópico para testar o limite' });
    expect(error).toBeNull();
    const threadId = (thread as { id: number }).id;
    let last: { status: number; error: { code?: string; message?: string } | null } = { status: 0, error: null };
    for (let i = 0; i < 31; i += 1) {
      const res = await user.client.rpc('forum_reply', { thread_id: threadId, response: `resposta ${i}` });
      last = { status: res.status, error: res.error };
    }
    expect(last.status).toBe(429);
    expect(last.error?.code).toBe('PT429');
    expect(last.error?.message).toMatch(/Você enviou muitas respostas em pouco tempo/);
  });
});

describe('10. the API has no public status pages', () => {
  it.each(['/_system/config', '/_system/schema', '/_system', '/', '/studio'])('%s is not found', async (path) => {
    const res = await raw(path, undefined, {}, 'GET');
    expect(res.status).toBe(404);
  });
});

describe('sessions end when they should', () => {
  it('a password change ends every other session of the user', async () => {
    const { email, client } = await freshAccount('pw-change');
    const other = newClient();
    expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Nova#Senha2027' })).error).toBeNull();
    const { error } = await other.auth.refreshSession();
    expect(error).not.toBeNull();
    // The session that changed the password goes on.
    expect((await client.auth.refreshSession()).error).toBeNull();
  });

  it('signing out (global, what the app does) ends the other sessions too', async () => {
    const { email, client } = await freshAccount('signout');
    const other = newClient();
    expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await other.auth.refreshSession()).error).not.toBeNull();
  });
});

// Issue 21 finding 9: /functions/v1/link-check reads whether a page may be framed by the app,
// for the admin's type-0 posts. Pages served here on 127.0.0.1 with each kind of answer (the
// test runner lets the check reach loopback; everywhere else internal addresses are refused).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, makeUser, type TestUser } from './lib/api';
import { framingVerdict, isPrivateAddress } from '../supabase/functions/_shared/framing.js';

jest.setTimeout(60_000);

const PAGES: Record<string, Record<string, string>> = {
  '/livre': {},
  '/deny': { 'x-frame-options': 'DENY' },
  '/sameorigin': { 'x-frame-options': 'SAMEORIGIN' },
  '/csp-none': { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" },
  '/csp-self': { 'content-security-policy': "frame-ancestors 'self'" },
  // CSP frame-ancestors overrides X-Frame-Options in every current browser.
  '/csp-star-xfo-deny': { 'content-security-policy': 'frame-ancestors *', 'x-frame-options': 'DENY' },
};

let server: http.Server;
let base: string;
let admin: TestUser;
let premium: TestUser;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/redireciona') {
      res.writeHead(302, { location: '/deny' });
      return res.end();
    }
    const headers = PAGES[req.url ?? ''];
    if (!headers) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end('<!doctype html><title>Portal</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [admin, premium] = await Promise.all([makeUser('admin', 'link-admin'), makeUser('premium', 'link-premium')]);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await cleanup();
});

async function check(user: TestUser, url: string) {
  return user.client.functions.invoke<{ frameAllowed: boolean | null; reason: string; finalUrl: string }>('link-check', { body: { url } });
}

describe('/functions/v1/link-check', () => {
  it.each([
    ['/livre', true, 'não impede'],
    ['/deny', false, 'X-Frame-Options: DENY'],
    ['/sameorigin', false, 'X-Frame-Options'],
    ['/csp-none', false, "frame-ancestors 'none'"],
    ['/csp-self', false, 'CSP frame-ancestors'],
    ['/csp-star-xfo-deny', true, 'CSP frame-ancestors'],
    ['/redireciona', false, 'DENY'],
  ])('%s → frameAllowed %s', async (path, allowed, reason) => {
    const { data, error } = await check(admin, `${base}${path}`);
    expect(error).toBeNull();
    expect(data!.frameAllowed).toBe(allowed);
    expect(data!.reason).toContain(reason);
  });

  it('says "unknown" for a site it cannot reach, instead of failing the save', async () => {
    const { data } = await check(admin, 'http://127.0.0.1:9/nada');
    expect(data).toMatchObject({ frameAllowed: null, reason: 'Não foi possível acessar o site agora para verificar.' });
  });

  it('is the admin’s tool only, and refuses what is not an http(s) address', async () => {
    const denied = await check(premium, `${base}/livre`);
    expect((denied.error as { context?: Response })?.context?.status).toBe(403);
    const bad = await check(admin, 'javascript:alert(1)');
    expect((bad.error as { context?: Response })?.context?.status).toBe(400);
    const anon = await fetch(`${process.env.SUPABASE_URL}/functions/v1/link-check`, {
      method: 'POST',
      body: JSON.stringify({ url: `${base}/livre` }),
    });
    expect(anon.status).toBe(401);
  });
});

describe('framingVerdict and isPrivateAddress', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it('matches frame-ancestors sources against the app origin', () => {
    const site = 'https://app.semmultas.com.br';
    expect(framingVerdict(h({ 'content-security-policy': 'frame-ancestors https://app.semmultas.com.br' }), site).allowed).toBe(true);
    expect(framingVerdict(h({ 'content-security-policy': 'frame-ancestors https://*.semmultas.com.br' }), site).allowed).toBe(true);
    expect(framingVerdict(h({ 'content-security-policy': 'frame-ancestors https:' }), site).allowed).toBe(true);
    expect(framingVerdict(h({ 'content-security-policy': 'frame-ancestors https://outro.gov.br' }), site).allowed).toBe(false);
    expect(framingVerdict(h({ 'content-security-policy': 'frame-ancestors' }), site).allowed).toBe(false);
    expect(framingVerdict(h({ 'x-frame-options': 'ALLOW-FROM https://app.semmultas.com.br' }), site).allowed).toBe(false);
  });
  it('knows the internal addresses a server must not fetch', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ])
      expect(isPrivateAddress(a)).toBe(true);
    for (const a of ['200.152.38.1', '8.8.8.8', '2804:14c::1', '172.32.0.1']) expect(isPrivateAddress(a)).toBe(false);
  });
});

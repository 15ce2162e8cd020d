// Issue 13, finding 6 in the browser: the security headers of the shell and of the remotes
// (scripts/lib/security-headers.mjs), every area of the app running under the shell's
// Content-Security-Policy with not one violation, and the app refusing to be framed.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { fakeTheInternet, login, remoteOrigin, screenshot, url, type OpenPage } from './lib/app';
import { apiAs } from './lib/api';

jest.setTimeout(240_000);

const browser = setUpBrowser();
let open: OpenPage;
let violations: string[];

/** Directive name → its values, from a Content-Security-Policy header. */
function parseCsp(header: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

async function runtimeConfig(): Promise<{ remotes: Record<string, string>; supabaseUrl: string }> {
  return (await (await fetch(url('/config.json'))).json()) as { remotes: Record<string, string>; supabaseUrl: string };
}

/**
 * Every CSP violation in any page or frame of the context: the `securitypolicyviolation`
 * events (recorded from an init script, reported to Node so a navigation loses none) and the
 * console messages Chromium writes about a policy (CSP or a Permissions-Policy it rejects).
 */
async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  await context.exposeBinding('__semmultasCspViolation', ({ frame }, text: string) => {
    found.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __semmultasCspViolation?: (t: string) => void }).__semmultasCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  context.on('console', (msg) => {
    if (/content[- ]security[- ]policy|permissions[- ]policy/i.test(msg.text())) found.push(`console ${msg.type()}: ${msg.text()}`);
  });
  return found;
}

/** Opens a path and waits until the app (and the remote of that route) has settled. */
async function visit(page: Page, path: string) {
  await page.goto(url(path));
  await page.waitForLoadState('networkidle');
  // The theme's own <style> may come first: wait for what the app drew.
  await page.locator('#root > :not(style)').first().waitFor();
  expect(await page.getByText('Este módulo está temporariamente indisponível').count()).toBe(0);
}

/** antd's CSS-in-JS applied: a primary button wears the brand colour. */
async function expectAntdStyled(page: Page) {
  const bg = await page
    .locator('.ant-btn-primary')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).toBe('rgb(11, 110, 79)');
}

beforeEach(async () => {
  open = await browser.open();
  await fakeTheInternet(open.context);
  violations = await watchPolicies(open.context);
});

describe('headers', () => {
  it("sends a strict CSP and the other security headers on the shell's pages", async () => {
    const config = await runtimeConfig();
    // Each remote by the folder of its manifest (its origin root locally).
    const remotes = Object.values(config.remotes).map((u) => new URL('.', u).href);
    for (const path of ['/', '/login', '/admin', '/sefaz-estaduais/SP']) {
      const res = await fetch(url(path));
      expect(res.status).toBe(200);
      const h = res.headers;
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(h.get('permissions-policy')).toEqual(expect.stringContaining('camera=()'));
      expect(h.get('permissions-policy')).toEqual(expect.stringContaining('geolocation=()'));
      const csp = parseCsp(h.get('content-security-policy') ?? '');
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).toContain("'self'");
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['manifest-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(expect.arrayContaining(['http:', 'https:']));
      expect(csp['img-src']).toEqual(expect.arrayContaining(['https:', 'data:', 'blob:']));
      // The remotes of /config.json, wherever they are deployed, and the API.
      for (const folder of remotes) {
        expect(csp['script-src']).toContain(folder);
        expect(csp['connect-src']).toContain(folder);
        expect(csp['style-src']).toContain(folder);
      }
      expect(csp['connect-src']).toContain(new URL(config.supabaseUrl).origin);
      // index.html's inline scripts, by hash: exactly those the page carries.
      const html = await res.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(csp['script-src']!.filter((v) => v.startsWith("'sha256-")).sort()).toEqual(inline.sort());
    }
    // The files and /config.json too (nosniff; the worker runs under the same policy).
    for (const path of ['/config.json', '/main.js', '/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(url(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });

  it("sends nosniff and a no-document CSP on a remote's files, keeping CORS and cache rules", async () => {
    for (const name of ['forum', 'admin', 'landing']) {
      const origin = await remoteOrigin(name);
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const res = await fetch(`${origin}/${file}`, { headers: { Origin: new URL(url('/')).origin } });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const csp = parseCsp(res.headers.get('content-security-policy') ?? '');
        expect(csp['default-src']).toEqual(["'none'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });
});

describe('the policy is enforced', () => {
  it('refuses an injected inline script and string eval, and the watcher sees both', async () => {
    const { page } = open;
    await visit(page, '/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__semmultasInjected = "inline"';
      document.head.appendChild(script);
      // A string timer is eval: refused without 'unsafe-eval'.
      (setTimeout as unknown as (code: string, ms: number) => void)('window.__semmultasInjected = "eval"', 0);
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __semmultasInjected?: string }).__semmultasInjected ?? null)).toBeNull();
    expect(violations.some((v) => /script-src-elem blocked \(inline\)|script-src-elem blocked inline/.test(v))).toBe(true);
    expect(violations.some((v) => /script-src blocked eval/.test(v))).toBe(true);
  });
});

describe('every area runs under the CSP without a violation', () => {
  it('signed out: the landing page, login, sign-up and the reset page', async () => {
    const { page } = open;
    await visit(page, '/');
    await page.getByRole('heading', { name: 'Livre-se das multas tributárias' }).waitFor();
    await screenshot(page, 'csp-landing');
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Acessar' }).waitFor();
    await expectAntdStyled(page);
    await screenshot(page, 'csp-login');
    await visit(page, '/cadastro');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Por favor, preencha todos os campos.').waitFor();
    await visit(page, '/redefinir-senha');
    await page.getByText('Token não encontrado. O link pode estar expirado.').waitFor();
    expect(violations).toEqual([]);
  });

  it('premium: every area, a state page with a type-0 frame, a content page, dark mode', async () => {
    const { page } = open;
    await login(page, 'premium');
    await page.getByRole('heading', { name: /O que vamos resolver hoje/ }).waitFor();
    await expectAntdStyled(page);
    for (const path of [
      '/sefaz-estaduais',
      '/receita-federal',
      '/relacionadas',
      '/calculadora-icms',
      '/fluxo-caixa',
      '/forum',
      '/dicas-tributarias',
      '/contadores-parceiros',
      '/indicacao-apps',
      '/plano_premium',
    ]) {
      await visit(page, path);
    }
    await screenshot(page, 'csp-plano-premium');

    // A state page, and a type-0 post: a government site in a sandboxed frame.
    const { data: posts, error } = await (
      await apiAs('premium')
    )
      .from('posts')
      .select('id, title, type_link')
      .in('state_id', [25, 30])
      .eq('type_link', 0)
      .limit(1);
    if (error) throw error;
    await visit(page, '/sefaz-estaduais/SP');
    await page.getByRole('heading', { level: 2, name: 'São Paulo' }).waitFor();
    // The button is heard as title, description and where it opens (issue 15): match its start.
    const title = (posts as Array<{ title: string }>)[0]!.title;
    await page
      .getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    await page.frameLocator('[role=dialog] iframe').getByRole('heading', { name: 'Página externa simulada' }).waitFor();
    await screenshot(page, 'csp-sefaz-frame');
    await page.keyboard.press('Escape');

    // A content page of its own.
    const { data: contents, error: e2 } = await (await apiAs('premium')).from('conteudos').select('id').limit(1);
    if (e2) throw e2;
    await visit(page, `/conteudos/${(contents as Array<{ id: number }>)[0]!.id}`);

    // Dark mode, once, then the home page and the ledger in it.
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await page.getByRole('button', { name: 'Usar modo claro' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await visit(page, '/fluxo-caixa');
    await page.waitForTimeout(500);
    await screenshot(page, 'csp-fluxo-caixa-escuro');
    await visit(page, '/pagina-inicial');
    await page.waitForTimeout(500);
    await screenshot(page, 'csp-pagina-inicial-escuro');
    expect(violations).toEqual([]);
  });

  it('admin: the panel and the CKEditor dialog', async () => {
    const { page } = open;
    await login(page, 'admin', /\/admin$/);
    await page.getByRole('button', { name: 'Novo post' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAntdStyled(page);
    await page.getByRole('button', { name: 'Novo post' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByText('Novo post', { exact: true }) });
    await dialog.getByRole('radio', { name: /^Documento HTML/ }).click();
    await dialog.locator('.ck-editor__editable').waitFor();
    // CKEditor's stylesheet (from the admin remote) applied: its toolbar is laid out.
    expect(await dialog.locator('.ck-toolbar').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await dialog.locator('.ck-editor__editable').click();
    await page.keyboard.type('Texto sob a política de segurança.');
    await page.waitForTimeout(700);
    await screenshot(page, 'csp-admin-ckeditor');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await page.waitForTimeout(700);
    await screenshot(page, 'csp-admin-escuro');
    expect(violations).toEqual([]);
  });
});

describe('framing', () => {
  let server: Server;
  let framer: string;

  beforeAll(async () => {
    // A page on another origin (127.0.0.1 on its own port) that tries to frame the app.
    server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><meta charset="utf-8"><h1>Outro site</h1><iframe id="alvo" src="${url('/admin')}" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    framer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('cannot be framed by another site', async () => {
    const { page } = open;
    let shellAnswered = false;
    page.on('response', (r) => {
      if (r.url() === url('/admin')) shellAnswered = true;
    });
    await page.goto(framer);
    await page.getByRole('heading', { name: 'Outro site' }).waitFor();
    await page.waitForTimeout(1500);
    expect(shellAnswered).toBe(true); // the server did answer: the browser refused to show it
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(frame!.url().startsWith(new URL(url('/')).origin)).toBe(false);
    const appInFrame = await frame!.evaluate(() => Boolean(document.getElementById('root'))).catch(() => false);
    expect(appInFrame).toBe(false);
    expect(violations.some((v) => /frame-ancestors/.test(v))).toBe(true);
  });
});

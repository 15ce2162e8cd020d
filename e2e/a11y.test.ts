// Issue 15: WCAG 2.1 AA in the browser. axe-core (its wcag2a/wcag2aa/wcag21a/wcag21aa rules)
// on every route, as each role, at 1280 and 390 px, in light and dark mode, failing on any
// serious or critical violation; and a keyboard-only walk (Tab, Enter, Space): sign in, a
// calculator, a ledger entry, a forum reply.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  animationsSettled,
  DESKTOP,
  fakeTheInternet,
  login,
  PHONE,
  screenshot,
  url,
  type AccountName,
  type OpenPage,
} from './lib/app';
import { apiAs, freshAccount } from './lib/api';
import { setUpBrowser } from './lib/set-up-browser';

jest.setTimeout(300_000);

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [DESKTOP, PHONE] as const;
const MODES = ['light', 'dark'] as const;

const browser = setUpBrowser();

/** A page on which foreign addresses answer with a stub (CI has no network). */
async function open(): Promise<OpenPage> {
  const o = await browser.open();
  await fakeTheInternet(o.context);
  return o;
}

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** The page has drawn its data: no loading placeholders, no antd enter animation running. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(
    () =>
      document.querySelector('#root > *, #conteudo') !== null &&
      document.querySelector('[role="status"][aria-label^="Carregando"], .ant-skeleton-active, .ant-spin-spinning, .boot') === null,
    undefined,
    { timeout: 20_000 },
  );
  // antd fades and slides things in (cards, messages, dropdowns): axe must see the end state.
  await animationsSettled(page);
  await page.waitForTimeout(250);
  expect(await page.getByText('Este módulo está temporariamente indisponível').count()).toBe(0);
}

/** axe's serious and critical violations on the page as it is, one readable line per node. */
async function audit(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = async () =>
    (await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations;
    }, TAGS)) as AxeViolation[];
  let violations = await run();
  // A colour read mid-transition (a button enabled as late data arrives fades for 0.2 s: once
  // measured at 3.66:1, half-way between its two states) is not the page's: look again at the
  // end state before reporting.
  if (violations.length) {
    await settle(page);
    violations = await run();
  }
  const lines: string[] = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const node of v.nodes.slice(0, 5)) {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      lines.push(`${where}: ${v.id} (${v.impact}) — ${v.help} — ${node.target.join(' ')} — ${why}`);
    }
    if (v.nodes.length > 5) lines.push(`${where}: ${v.id} — e mais ${v.nodes.length - 5} elementos`);
  }
  return lines;
}

/** Client-side navigation (the router listens to popstate): the shell, axe and the remotes stay loaded. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

async function setMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((m) => localStorage.setItem('colorMode', m), mode);
  await page.reload();
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(mode);
}

/** Pages photographed as they are audited (a11y-<role>-<path>-<width>-<mode>.png). */
const SHOTS = new Set([
  '/',
  '/login',
  '/pagina-inicial',
  '/dicas-tributarias',
  '/sefaz-estaduais/SP',
  '/calculadora-icms/mei',
  '/plano_premium',
  '/admin/usuarios',
]);

async function photo(page: Page, who: string, path: string, width: number, mode: string) {
  if (SHOTS.has(path))
    await screenshot(page, `a11y-${who}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${width}-${mode}`);
}

/** Every route as one signed-in role: both widths, both modes, one context. */
async function auditRole(account: AccountName | null, paths: string[]): Promise<string[]> {
  const { page } = await open();
  const found: string[] = [];
  if (account) await login(page, account);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const mode of MODES) {
      if (account) {
        await setMode(page, mode);
        for (const path of paths) {
          await go(page, path);
          found.push(...(await audit(page, `${account} ${viewport.width}px ${mode} ${path}`)));
          await photo(page, account, path, viewport.width, mode);
        }
      } else {
        // Signed out: each page is its own load (the landing's prerendered HTML on "/").
        for (const path of paths) {
          await page.goto(url(path));
          await page.evaluate((m) => localStorage.setItem('colorMode', m), mode);
          await page.reload();
          await settle(page);
          found.push(...(await audit(page, `visitante ${viewport.width}px ${mode} ${path}`)));
          await photo(page, 'visitante', path, viewport.width, mode);
        }
      }
    }
  }
  return found;
}

async function firstTip(): Promise<number> {
  const { data, error } = await (await apiAs('premium')).from('conteudos').select('id').order('id').limit(1);
  if (error || !data?.length) throw error ?? new Error('nenhum conteúdo');
  return (data[0] as { id: number }).id;
}

async function newestThread(): Promise<number> {
  const { data, error } = await (await apiAs('premium')).rpc('forum_list_threads', { search: null, page_offset: 0, page_size: 1 });
  const threads = (data as { threads?: Array<{ id: number }> } | null)?.threads;
  if (error || !threads?.length) throw error ?? new Error('nenhum tópico no fórum');
  return threads[0]!.id;
}

const USER_AREAS = [
  '/pagina-inicial',
  '/sefaz-estaduais',
  '/sefaz-estaduais/SP',
  '/dicas-tributarias',
  '/agenda-tributaria',
  '/agenda-tributaria/lembretes',
  '/plano_premium',
  '/minha-conta',
];

// A11Y_ONLY=axe or A11Y_ONLY=keyboard runs one half while working on it.
const ONLY = process.env.A11Y_ONLY;

(ONLY === 'keyboard' ? describe.skip : describe)('axe-core, WCAG 2.1 A and AA: no serious or critical violation', () => {
  it('signed out: landing, sign-in, sign-up, password reset and the legal pages', async () => {
    expect(await auditRole(null, ['/', '/login', '/cadastro', '/redefinir-senha', '/termos-de-uso', '/politica-de-privacidade'])).toEqual(
      [],
    );
  });

  it('premium: every area, a tip, a state, a forum thread and the four calculators', async () => {
    const tip = await firstTip();
    const thread = await newestThread();
    const paths = [
      ...USER_AREAS,
      `/conteudos/${tip}`,
      '/fluxo-caixa',
      '/calculadora-icms',
      '/calculadora-icms/simples',
      '/calculadora-icms/mei',
      '/calculadora-icms/atraso',
      '/forum',
      `/forum/${thread}`,
      '/relacionadas',
      '/contadores-parceiros',
      '/receita-federal',
      '/indicacao-apps',
    ];
    expect(await auditRole('premium', paths)).toEqual([]);
  });

  it('agenda with companies: details, local holidays (a checked and an unchecked state), cost of a miss, reminders and feed', async () => {
    // The sections that only show with a company: USER_AREAS above sees an empty agenda. Two MEIs
    // (few obligations, so the audit stays quick) still show every section.
    const conta = await freshAccount('a11yagenda', 'Acesso#2026', 'premium');
    const gaucha = await conta.api
      .from('empresas')
      .insert({ nome: 'Padaria Gaúcha', regime: 'MEI', uf: 'RS', municipio: 'Porto Alegre' })
      .select('id')
      .single();
    expect(gaucha.error).toBeNull();
    expect(
      (
        await conta.api
          .from('empresa_feriados')
          .insert({ empresa_id: gaucha.data!.id, data: '2026-12-08', nome: 'Nossa Senhora da Conceição' })
      ).error,
    ).toBeNull();
    // AC: state holidays not checked yet, so its box shows the notice.
    expect((await conta.api.from('empresas').insert({ nome: 'Loja Acreana', regime: 'MEI', uf: 'AC' })).error).toBeNull();
    const { page } = await open();
    await login(page, conta);
    const found: string[] = [];
    for (const mode of MODES) {
      await setMode(page, mode);
      await go(page, '/agenda-tributaria');
      await page
        .getByRole('region', { name: /^Se atrasar/ })
        .first()
        .waitFor();
      found.push(...(await audit(page, `empresas ${mode} /agenda-tributaria`)));
      await page.getByRole('tab', { name: 'Empresas' }).click();
      await page
        .getByRole('region', { name: 'Feriados locais: Loja Acreana' })
        .getByText(/Feriados estaduais de AC ainda não conferidos/)
        .waitFor();
      await settle(page);
      found.push(...(await audit(page, `empresas ${mode} /agenda-tributaria (Empresas)`)));
      await screenshot(page, `a11y-empresas-agenda-1280-${mode}`);
      // The reminders and feed page has no company-specific colours: one mode keeps the run short.
      if (mode === 'light') {
        await go(page, '/agenda-tributaria/lembretes');
        found.push(...(await audit(page, `empresas ${mode} /agenda-tributaria/lembretes`)));
      }
    }
    expect(found).toEqual([]);
  });

  it('gratis: the free areas, the padlocks and the plan page naming a feature', async () => {
    expect(await auditRole('gratis', [...USER_AREAS, '/plano_premium?recurso=forum'])).toEqual([]);
  });

  it('expirado: home, tips, the read-only ledger and the plan page', async () => {
    expect(
      await auditRole('expirado', ['/pagina-inicial', '/dicas-tributarias', '/fluxo-caixa', '/plano_premium', '/minha-conta']),
    ).toEqual([]);
  });

  it('admin: every page of the panel', async () => {
    expect(
      await auditRole('admin', [
        '/admin',
        '/admin/conteudos',
        '/admin/usuarios',
        '/admin/pagamentos',
        '/admin/paginas-legais',
        '/admin/atos-extraordinarios',
        '/admin/taxas-selic',
      ]),
    ).toEqual([]);
  });
});

// ───────────────────────────── keyboard only ─────────────────────────────

/** What has the focus, in words: tag, role, accessible text. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '(nada)';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label.trim().slice(0, 60)}"`;
  });
}

/** The focused element shows it: an outline, a ring (box-shadow) or a changed border. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    // antd draws an input's focus on its wrapper, and so do the shared PlainInput and the
    // button-style PlainRadioGroup (issue 14).
    const targets = [
      el,
      el.closest(
        '.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number, .ant-radio-button-wrapper, .ant-checkbox-wrapper, .ant-radio-wrapper, .sm-input, .sm-radio-button',
      ),
    ].filter(Boolean) as HTMLElement[];
    return targets.some((t) => {
      const s = getComputedStyle(t);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    });
  });
}

/** Presses Tab until `target` (or something inside it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80) {
  await target.first().waitFor();
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await target.first().evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    if (hit) {
      expect({ where: await focused(page), visible: await focusIsVisible(page) }).toEqual({ where: await focused(page), visible: true });
      return;
    }
    path.push(await focused(page));
  }
  const wanted = await target.first().evaluate((el) => el.outerHTML.slice(0, 160));
  throw new Error(`O Tab não chegou a ${wanted} em ${max} toques. Passou por: ${path.slice(-15).join(' → ')}`);
}

(ONLY === 'axe' ? describe.skip : describe)('keyboard only (Tab, Enter, Space)', () => {
  it('signs in, calculates the MEI, adds a ledger entry and replies in the forum', async () => {
    const account = await freshAccount('a11y.teclado', ACCOUNTS.premium.password, 'premium');
    const { page, errors } = await open();
    const stamp = `A11Y ${Date.now()}`;

    // Sign in.
    await page.goto(url('/login'));
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Senha'));
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pagina-inicial$/);
    await settle(page);

    // The skip link comes first and lands on the content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('Pular para o conteúdo');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('conteudo');

    // A calculator: the MEI, from the menu.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('menu', { name: 'Navegação principal' }).getByRole('link', { name: 'Calculadoras', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/calculadora-icms$/);
    await settle(page);
    await tabTo(page, page.getByRole('navigation', { name: 'Calculadoras' }).getByRole('link', { name: 'MEI' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/calculadora-icms\/mei$/);
    await settle(page);
    // The activity keeps its first option (Comércio); the revenue so far is typed.
    await tabTo(page, page.getByLabel('Receita do ano até agora (opcional)'));
    await page.keyboard.type('45.000');
    await tabTo(page, page.getByRole('button', { name: 'Calcular' }));
    await page.keyboard.press('Space');
    await page.locator('.sm-calc-principal-valor').waitFor();
    // The result is announced: the live region says the figure.
    await page
      .getByRole('status')
      .filter({ hasText: /^Resultado — .*R\$/ })
      .waitFor({ state: 'attached' });

    // A ledger entry.
    await page.goto(url('/fluxo-caixa'));
    await settle(page);
    await tabTo(page, page.getByRole('button', { name: 'Nova transação' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nova transação' });
    await dialog.waitFor();
    // antd's modal keeps the focus inside it.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tabTo(page, dialog.getByLabel('Descrição'));
    await page.keyboard.type(`Venda ${stamp}`);
    await tabTo(page, dialog.getByLabel('Valor'));
    await page.keyboard.type('12345');
    await tabTo(page, dialog.getByRole('button', { name: 'Salvar' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Venda ${stamp}`).first().waitFor();
    // Closed, the dialog gives the focus back to the button that opened it.
    expect(await focused(page)).toContain('Nova transação');

    // A forum reply, to a thread of this account's own (deleted at the end).
    const { data: created, error } = await account.api.rpc('forum_create_thread', { description: `Tópico do teste de teclado ${stamp}` });
    if (error) throw error;
    const thread = (created as { id: number }).id;
    await page.goto(url(`/forum/${thread}`));
    await settle(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Sua resposta' }));
    await page.keyboard.type(`Resposta pelo teclado ${stamp}`);
    await tabTo(page, page.getByRole('button', { name: 'Responder' }));
    await page.keyboard.press('Enter');
    await page.getByText(`Resposta pelo teclado ${stamp}`).last().waitFor();
    await screenshot(page, 'a11y-teclado-forum');
    expect(errors).toEqual([]);
    await (await apiAs('admin')).rpc('forum_delete_thread', { thread_id: thread });
  });
});

// Issue 2 in the browser: public pages, sign-up → login → home, every guard, sign-out,
// theme, a remote that is down, and one copy of each shared library.
import { setUpBrowser } from './lib/set-up-browser';
import { ACCOUNTS, login, menuLink, screenshot, uniqueEmail, url, type OpenPage } from './lib/app';

const browser = setUpBrowser();
let open: OpenPage;

beforeEach(async () => {
  open = await browser.open();
});

/** A sentence of react-router's own code (its invariant for hooks used outside a router): in one script only. */
const ROUTER_CODE = 'may be used only in the context of a <Router> component';

/** Where each remote is deployed, as the running shell's /config.json says. */
async function remoteManifests(): Promise<Record<string, string>> {
  return ((await (await fetch(url('/config.json'))).json()) as { remotes: Record<string, string> }).remotes;
}

const MENU = [
  'Início',
  'SEFAZ Estaduais',
  'Dicas tributárias',
  'Fluxo de Caixa',
  'Calculadoras',
  'Fórum',
  'Relacionadas',
  'Contadores Parceiros',
  'Receita Federal',
  'Indicação de Apps',
  'Agenda tributária',
];
/** The entries a free or expired account sees with a padlock, heard as "<name> (Premium)" (issue 21). */
const PREMIUM_MENU = new Set([
  'Fluxo de Caixa',
  'Calculadoras',
  'Fórum',
  'Relacionadas',
  'Contadores Parceiros',
  'Receita Federal',
  'Indicação de Apps',
]);
const lockedName = (label: string) => (PREMIUM_MENU.has(label) ? `${label} (Premium)` : label);

describe('public pages', () => {
  it('shows the landing page with its calls to action', async () => {
    const { page } = open;
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Livre-se das multas tributárias' }).waitFor();
    await page.getByRole('link', { name: 'CADASTRE-SE. É Grátis!' }).click();
    await page.waitForURL(/\/cadastro$/);
    await screenshot(page, 'cadastro');
  });

  it('shows the payment-done page', async () => {
    const { page } = open;
    await page.goto(url('/sucesso'));
    await page.getByText('Entre na sua conta para ver o seu plano Premium.').waitFor();
    await screenshot(page, 'sucesso');
  });

  it('says the reset link has no token when opened bare', async () => {
    const { page } = open;
    await page.goto(url('/redefinir-senha'));
    await page.getByText('Token não encontrado. O link pode estar expirado.').waitFor();
  });

  it('says an expired reset link is invalid, wherever it lands', async () => {
    const { page } = open;
    await page.goto(url('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'));
    await page.waitForURL(/\/redefinir-senha/);
    await page.getByText('Erro ao autenticar. Token inválido ou expirado.').waitFor();
  });

  it('sends unknown paths to the landing page', async () => {
    const { page } = open;
    await page.goto(url('/nao-existe/mesmo'));
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: 'Livre-se das multas tributárias' }).waitFor();
  });

  it('opens a deep link directly', async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url('/sefaz-estaduais/SP'));
    await menuLink(page, 'SEFAZ Estaduais').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sefaz-estaduais/SP');
  });
});

describe('sign-up, login and sign-out', () => {
  it('validates the sign-up form with the spec messages', async () => {
    const { page } = open;
    await page.goto(url('/cadastro'));
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Por favor, preencha todos os campos.').waitFor();
    await page.getByLabel('Email').fill('alguem@teste.dev');
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmação da senha').fill('segredo2');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('As senhas não coincidem.').waitFor();
    // What the user typed is still there.
    expect(await page.getByLabel('Email').inputValue()).toBe('alguem@teste.dev');
  });

  it('signs up straight into a home page that greets by name, offers first steps and the ten-entry menu', async () => {
    const { page } = open;
    const email = uniqueEmail('novo');
    await page.goto(url('/cadastro'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Como quer ser chamado (opcional)').fill('Renata');
    await page.getByLabel('Senha', { exact: true }).fill('Segura#123');
    await page.getByLabel('Confirmação da senha').fill('Segura#123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Conta criada! Boas-vindas ao SemMultas.').waitFor();
    await page.waitForURL(/\/pagina-inicial$/);
    await page.getByRole('heading', { name: 'Olá, Renata! O que vamos resolver hoje?' }).waitFor();
    await page.getByRole('link', { name: /Veja o que a SEFAZ do seu estado oferece/ }).waitFor();
    for (const label of MENU) await menuLink(page, lockedName(label)).waitFor();
    expect(await page.getByRole('menu', { name: 'Navegação principal' }).getByRole('menuitem').count()).toBe(11); // the ten of SPEC §2 and the tax calendar (issue 19)
    // Nine feature cards (the first-steps card stands above them); plain boxes since issue 14.
    expect(await page.locator('#conteudo .ant-row .sm-plain-card').count()).toBe(9);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email, is_premium: false, plan_expiration: null, is_admin: false });
    await screenshot(page, 'pagina-inicial');
  });

  it('refuses a wrong password with the spec message and keeps the e-mail', async () => {
    const { page } = open;
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(ACCOUNTS.gratis.email);
    await page.getByLabel('Senha').fill('errada-123');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByText('Erro ao fazer login, verifique as informações').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(ACCOUNTS.gratis.email);
    expect(page.url()).toMatch(/\/login$/);
    await screenshot(page, 'login-erro');
  });

  it('asks for the e-mail before sending a reset link', async () => {
    const { page } = open;
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByText('Preencha o campo Email antes de redefinir a senha').waitFor();
  });

  it('highlights the current menu entry and signs out to the landing page', async () => {
    const { page } = open;
    await login(page, 'gratis');
    await menuLink(page, 'SEFAZ Estaduais').click();
    await page.waitForURL(/\/sefaz-estaduais$/);
    // The menu follows the route in a React transition: wait for it rather than read it at once.
    await page.locator('.ant-menu-item-selected', { hasText: 'SEFAZ Estaduais' }).waitFor();
    expect(await page.locator('.ant-menu-item-selected').count()).toBe(1);

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByText('Usuário', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(url('/'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto(url('/pagina-inicial'));
    await page.waitForURL(/\/login$/);
  });

  it('keeps the dark mode across a reload', async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Usar modo claro' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await screenshot(page, 'pagina-inicial-escuro');
  });

  it("paints the home page's frame and greeting before any script, where React then draws them (issue 14)", async () => {
    const { page } = open;
    await login(page, 'premium');
    const greeting = page.getByText('O que vamos resolver hoje?');
    const box = async () => {
      const b = (await greeting.boundingBox())!;
      return [b.x, b.y, b.width, b.height].map(Math.round);
    };
    // No script of the app runs: what shows is index.html's own markup.
    await page.route(/\/main\.js/, (route) => route.abort());
    await page.goto(url('/pagina-inicial'));
    await greeting.waitFor();
    expect(await page.locator('#root .sm-first').count()).toBe(1);
    const painted = await box();
    await page.unroute(/\/main\.js/);
    await page.goto(url('/pagina-inicial'));
    await page.getByText('Seu plano Premium está ativo', { exact: false }).waitFor();
    expect(await page.locator('#root .sm-first').count()).toBe(0);
    // At 1280 px the name joins the first line: the greeting keeps its place once React has it.
    expect(await box()).toEqual(painted);
    // The admin is sent to /admin: never shown the home page's frame.
    await page.route(/\/main\.js/, (route) => route.abort());
    await page.evaluate(() =>
      localStorage.setItem('user', JSON.stringify({ ...JSON.parse(localStorage.getItem('user')!), is_admin: true })),
    );
    await page.goto(url('/pagina-inicial'));
    await page.getByText('Carregando o SemMultas…').waitFor();
    expect(await greeting.count()).toBe(0);
  });
});

describe('plan differences said (issue 21)', () => {
  const VIEWPORTS = [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const;

  it.each(VIEWPORTS)(
    'a free account sees padlocks in the menu and on the home cards, and the upsell names the area (%s px)',
    async (name, viewport) => {
      const view = await browser.open(viewport);
      try {
        const { page, context } = view;
        await login(page, 'gratis');
        await page.getByRole('heading', { name: /O que vamos resolver hoje/ }).waitFor();
        // Home cards: seven padlocks, heard as "(Premium)".
        const home = page.locator('#conteudo');
        await home.getByRole('link', { name: 'Fórum (Premium)', exact: true }).waitFor();
        expect(await home.getByRole('link', { name: /\(Premium\)$/ }).count()).toBe(7);
        await home.getByRole('link', { name: 'SEFAZ Estaduais', exact: true }).waitFor();
        await screenshot(page, `home-cadeados-${name}`);

        // The menu (a drawer on the phone).
        if (name === '390') await page.getByRole('button', { name: 'Abrir menu' }).click();
        for (const label of MENU) await menuLink(page, lockedName(label)).waitFor();
        // The phone's drawer slides in: let it settle before the picture.
        if (name === '390') await page.waitForTimeout(500);
        expect(await page.getByRole('menu', { name: 'Navegação principal' }).locator('.sm-premium-lock').count()).toBe(7);
        await screenshot(page, `menu-cadeados-${name}`);

        await menuLink(page, 'Fórum (Premium)').click();
        await page.waitForURL(/\/plano_premium\?recurso=forum$/);
        await page.getByRole('heading', { level: 1, name: 'Seja Premium...' }).waitFor();
        const asked = page.getByRole('region', { name: 'Fórum' });
        await asked.getByText('Recurso Premium').waitFor();
        await asked.getByText('Pergunte e responda dúvidas tributárias com outros empresários e contadores.').waitFor();
        await asked.getByRole('img').waitFor();
        await page.getByText('R$ 14,99', { exact: true }).first().waitFor();
        // issue 20: "Assinar" asks the billing function for the provider's checkout.
        expect(await page.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }).isEnabled()).toBe(true);
        await page.getByText('Plano Grátis', { exact: true }).waitFor();
        const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
        expect(scroll).toBeLessThanOrEqual(width);
        await screenshot(page, `upsell-forum-${name}`);

        // A home card goes the same way.
        await page.goto(url('/pagina-inicial'));
        await page.locator('#conteudo').getByRole('link', { name: 'Calculadoras (Premium)', exact: true }).click();
        await page.waitForURL(/\/plano_premium\?recurso=calculadoras-icms$/);
        await page.getByRole('region', { name: 'Calculadoras' }).waitFor();

        // Dark mode.
        await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
        await page.goto(url('/pagina-inicial'));
        await page.locator('#conteudo').getByRole('link', { name: 'Fórum (Premium)', exact: true }).waitFor();
        await screenshot(page, `home-cadeados-escuro-${name}`);
        if (name === '390') await page.getByRole('button', { name: 'Abrir menu' }).click();
        await menuLink(page, 'Relacionadas (Premium)').waitFor();
        if (name === '390') await page.waitForTimeout(500);
        await screenshot(page, `menu-cadeados-escuro-${name}`);
        await menuLink(page, 'Relacionadas (Premium)').click();
        await page.waitForURL(/\/plano_premium\?recurso=relacionadas$/);
        await page.getByRole('region', { name: 'Relacionadas' }).waitFor();
        await screenshot(page, `upsell-relacionadas-escuro-${name}`);
        expect(view.errors).toEqual([]);
      } finally {
        await view.context.close();
      }
    },
  );

  it('a premium account sees no padlock, and the page has one <main>', async () => {
    const { page } = open;
    await login(page, 'premium');
    for (const label of MENU) await menuLink(page, label).waitFor();
    expect(await page.locator('.sm-premium-lock').count()).toBe(0);
    expect(await page.locator('main').count()).toBe(1);
  });

  it('the admin panel has one <main>', async () => {
    const { page } = open;
    await login(page, 'admin', /\/admin$/);
    await page.getByRole('navigation', { name: 'Menu do painel' }).waitFor();
    expect(await page.locator('main').count()).toBe(1);
  });
});

describe('guards (SPEC §6)', () => {
  const premiumAreas = [
    '/fluxo-caixa',
    '/calculadora-icms',
    '/forum',
    '/relacionadas',
    '/contadores-parceiros',
    '/receita-federal',
    '/indicacao-apps',
  ];

  it('sends visitors to /login', async () => {
    const { page } = open;
    for (const p of ['/pagina-inicial', '/forum', '/sefaz-estaduais', '/plano_premium']) {
      await page.goto(url(p));
      await page.waitForURL(/\/login$/);
    }
    await page.goto(url('/admin'));
    await page.waitForURL(/\/login$/);
  });

  it.each(['gratis', 'expirado'] as const)('sends the %s account from every premium area to /plano_premium', async (account) => {
    const { page } = open;
    await login(page, account);
    // The expired plan still opens its own ledger, read-only (issue 21; e2e/cashflow).
    for (const p of premiumAreas.filter((x) => account === 'gratis' || x !== '/fluxo-caixa')) {
      await page.goto(url(p));
      // The plan page names what was refused (issue 21).
      await page.waitForURL(/\/plano_premium\?recurso=[a-z-]+$/);
    }
    await page.getByRole('heading', { name: account === 'gratis' ? 'Seja Premium...' : /expirou/ }).waitFor();
    await page.goto(url('/admin'));
    await page.waitForURL(/\/login$/);
  });

  it('lets the premium account into every area and the home card alias', async () => {
    const { page } = open;
    await login(page, 'premium');
    for (const p of premiumAreas) {
      await page.goto(url(p));
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(p);
    }
    await page.goto(url('/indicacao-de-apps'));
    await page.waitForURL(/\/indicacao-apps$/);
  });

  it('keeps the admin on /admin', async () => {
    const { page } = open;
    await login(page, 'admin', /\/admin$/);
    for (const p of ['/pagina-inicial', '/forum', '/', '/login']) {
      await page.goto(url(p));
      await page.waitForURL(/\/admin$/);
    }
    const userMenu = page.getByRole('button', { name: /Menu do usuário/ });
    await userMenu.getByText('Painel Admin', { exact: true }).waitFor();
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
    await screenshot(page, 'admin');
  });
});

describe('runtime composition', () => {
  it('shows the fallback when a remote is down, keeps the app working, and retries', async () => {
    const { page } = open;
    await login(page, 'premium');
    const forum = new URL((await remoteManifests()).forum).origin;
    await page.route(`${forum}/**`, (route) => route.abort('connectionrefused'));
    // Console errors from the failed request are expected; page errors are not.
    await menuLink(page, 'Fórum').click();
    await page.getByText('Este módulo está temporariamente indisponível').waitFor();
    await screenshot(page, 'remoto-fora');

    await menuLink(page, 'SEFAZ Estaduais').click();
    await page.waitForURL(/\/sefaz-estaduais$/);
    await page.getByText('Este módulo está temporariamente indisponível').waitFor({ state: 'detached' });

    await menuLink(page, 'Fórum').click();
    await page.getByText('Este módulo está temporariamente indisponível').waitFor();
    await page.unroute(`${forum}/**`);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText('Este módulo está temporariamente indisponível').waitFor({ state: 'detached' });
    await page.locator('#conteudo').getByRole('search').waitFor();
  });

  // Issue 17: a one-off network blip is tried again on its own (shell/src/runtime/remote-registry.ts)
  // before the fallback, so the user never sees "indisponível" for it.
  it('recovers on its own when one request for a remote fails', async () => {
    const { page } = open;
    await login(page, 'premium');
    const forum = new URL((await remoteManifests()).forum).origin;
    const isManifest = (u: URL) => u.origin === forum && u.pathname.endsWith('/mf-manifest.json');
    let requests = 0;
    await page.route(isManifest, (route) => (++requests === 1 ? route.abort('connectionrefused') : route.continue()));
    await menuLink(page, 'Fórum').click();
    // The forum's own search box (its header is drawn by the shell while the remote loads).
    await page.locator('#conteudo').getByRole('search').waitFor();
    expect(requests).toBeGreaterThanOrEqual(2);
    expect(await page.getByText('Este módulo está temporariamente indisponível').count()).toBe(0);
    await page.unroute(isManifest);
  });

  // Issue 14: antd is no longer shared whole (each app bundles its components, tree-shaken);
  // the modules that carry its React contexts and style cache are the singletons.
  it('downloads exactly one copy of each singleton that carries React context across the whole app', async () => {
    const { page } = open;
    const fetched = new Set<string>();
    // Issue 14, fifth round: the router is shared as tooling/router-entry.js, so its code sits in
    // a chunk the manifest does not name; every script that holds router code is counted, whatever
    // path brought it (a remote's fallback, an app importing 'react-router' itself, a dependency).
    const routerScripts = new Set<string>();
    const reads: Array<Promise<void>> = [];
    page.on('response', (r) => {
      const file = r.url().split('?')[0]!;
      fetched.add(file);
      if (r.request().resourceType() !== 'script') return;
      reads.push(
        r.text().then(
          (text) => void (text.includes(ROUTER_CODE) && routerScripts.add(file)),
          () => undefined,
        ),
      );
    });
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Livre-se das multas tributárias' }).waitFor();
    await login(page, 'premium');
    for (const p of [
      '/sefaz-estaduais',
      '/dicas-tributarias',
      '/calculadora-icms',
      '/fluxo-caixa',
      '/forum',
      '/agenda-tributaria',
      '/plano_premium',
    ]) {
      await page.goto(url(p));
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(reads);
    const shell = new URL(url('/')).origin;
    const origins = [shell, ...Object.values(await remoteManifests()).map((m) => new URL(m).origin)];
    const libs = [
      'react',
      'react-dom',
      'react-router-dom',
      '@supabase/supabase-js',
      // Issue 17: one copy of the server-state library; each remote makes its own QueryClient.
      '@tanstack/react-query',
      'antd/es/config-provider/context',
      'antd/es/theme/context',
      'antd/es/app/context',
      '@ant-design/cssinjs',
      // Issue 14, twelfth round: stateless, shared so that every app's antd theme code runs one copy.
      '@ant-design/fast-color',
      '@ant-design/colors',
    ];
    const copies: Record<string, Set<string>> = Object.fromEntries(libs.map((l) => [l, new Set<string>()]));
    for (const origin of origins) {
      const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
      };
      for (const shared of manifest.shared) {
        if (!libs.includes(shared.name)) continue;
        const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((f) => `${origin}/${f}`);
        if (files.some((f) => fetched.has(f))) copies[shared.name]!.add(origin);
      }
    }
    for (const lib of libs) expect({ lib, origins: [...copies[lib]!] }).toEqual({ lib, origins: [shell] });
    expect([...routerScripts].map((f) => new URL(f).origin)).toEqual([shell]);
  });

  it('paints a remote with the shell theme, in dark mode too', async () => {
    const { page, context } = open;
    await login(page, 'premium');
    const primary = page.locator('#conteudo .ant-btn-primary').first();
    await page.goto(url('/forum'));
    await primary.waitFor();
    // The brand colour (#0b6e4f) set by the shell's one ConfigProvider.
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 110, 79)');
    await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
    await page.goto(url('/forum'));
    await primary.waitFor();
    // antd's dark algorithm: the remote's text box on a dark container colour, and the brand's
    // dark primary.
    const box = page.getByPlaceholder('Escreva sua dúvida', { exact: false });
    await box.waitFor();
    const paintedBackground = (el: Element) => {
      // The first box from the text area up that paints a background (antd may wrap it).
      for (let node: Element | null = el; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
      }
      return null;
    };
    expect(await box.evaluate(paintedBackground)).toBe('rgb(20, 20, 20)');
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(11, 110, 79)');
    await screenshot(page, 'forum-escuro');
  });
});

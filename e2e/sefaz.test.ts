// Issue 5 in the browser: SEFAZ Estaduais, a state page, Receita Federal and Relacionadas for
// a free and a premium account, every link type, and premium data refused by the database.
// Rows are looked up at test time (the seed guarantees kinds of rows, not their ids).
import type { Page } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { EXTERNAL_PAGE, fakeTheInternet, login, PHONE, screenshot, url, type AccountName, type OpenPage } from './lib/app';
import { apiAs } from './lib/api';

interface PostRow {
  id: number;
  title: string;
  link_url: string | null;
  state_id: number;
  type_link: 0 | 1 | 2;
  html_archive: string | null;
}

const browser = setUpBrowser();
let open: OpenPage;

async function postsOf(account: AccountName, stateIds: number[]): Promise<PostRow[]> {
  const { data, error } = await (await apiAs(account)).from('posts').select('*').in('state_id', stateIds).order('id');
  if (error) throw error;
  return data as PostRow[];
}

function firstOfType(posts: PostRow[], type: 0 | 1 | 2): PostRow {
  const post = posts.find((p) => p.type_link === type);
  if (!post) throw new Error(`o seed não tem publicação do tipo ${type} aqui`);
  return post;
}

async function expectNoSideways(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A post is heard as it reads (issue 15): title, description, and what it opens. */
function postButton(page: Page, post: PostRow) {
  return post.type_link === 1
    ? page.getByRole('link', { name: new RegExp(`^${escapeRegExp(post.title)}.*Abre em nova aba$`) })
    : page.getByRole('button', { name: new RegExp(`^${escapeRegExp(post.title)}`) });
}

/** Type 1: a new tab opens at the post's address, and the app stays where it was. */
async function expectNewTab(page: Page, post: PostRow) {
  const before = page.url();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), postButton(page, post).click()]);
  await popup.waitForLoadState('domcontentloaded');
  expect(popup.url()).toBe(new URL(post.link_url!).href);
  // noopener: the new tab cannot reach back into the app.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  expect(page.url()).toBe(before);
}

/** Type 0: a sandboxed frame with the address, and a visible way out to a real tab. */
async function expectFrame(page: Page, post: PostRow) {
  await postButton(page, post).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const frame = dialog.locator('iframe');
  expect(await frame.getAttribute('src')).toBe(new URL(post.link_url!).href);
  const sandbox = (await frame.getAttribute('sandbox'))!.split(' ');
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-top-navigation');
  await page.frameLocator('[role=dialog] iframe').getByRole('heading', { name: EXTERNAL_PAGE }).waitFor();
  const out = dialog.getByRole('link', { name: 'Abrir em nova aba', exact: true });
  await out.waitFor();
  expect(await out.getAttribute('href')).toBe(new URL(post.link_url!).href);
  expect(await out.getAttribute('target')).toBe('_blank');
  expect(await out.getAttribute('rel')).toBe('noopener noreferrer');
  expect(new URL(page.url()).searchParams.get('publicacao')).toBe(String(post.id));
}

/** Type 2: the stored HTML on a sheet, read from the database when opened. */
async function expectSheet(page: Page, post: PostRow) {
  await postButton(page, post).click();
  const sheet = page.getByRole('dialog').getByRole('article', { name: post.title });
  await sheet.waitFor();
  const firstHeading = /<h[1-6][^>]*>([^<]+)</i.exec(post.html_archive ?? '')?.[1];
  if (firstHeading) await sheet.getByRole('heading', { name: firstHeading.trim() }).first().waitFor();
  expect(await sheet.locator('script, iframe, form, [onerror], [onclick], [onload]').count()).toBe(0);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

beforeEach(async () => {
  open = await browser.open();
  await fakeTheInternet(open.context);
});

describe('SEFAZ Estaduais (free account)', () => {
  it('lists the 27 states, searches by name or sigla and opens a state', async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url('/sefaz-estaduais'));
    await page.getByRole('heading', { level: 2, name: 'SEFAZ Estaduais' }).waitFor();
    const grid = page.getByRole('list', { name: 'Estados' });
    await grid.getByRole('link', { name: 'Tocantins' }).waitFor();
    expect(await grid.getByRole('link').count()).toBe(27);
    // Every badge image is there (the shell ships them).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#conteudo img')).every((img) => (img as HTMLImageElement).complete),
    );
    expect(
      await page.evaluate(
        () => Array.from(document.querySelectorAll('#conteudo li img')).filter((img) => !(img as HTMLImageElement).naturalWidth).length,
      ),
    ).toBe(0);
    await screenshot(page, 'sefaz-estados-1280');

    const search = page.getByRole('textbox', { name: 'Buscar estado por nome ou sigla' });
    await search.fill('sao paulo');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Estados"] a').length === 1);
    await search.fill('MG');
    // The exact sigla comes first.
    await page.waitForFunction(() => document.querySelector('[aria-label="Estados"] a')?.textContent === 'Minas Gerais');
    await search.fill('paraiba');
    await grid.getByRole('link', { name: 'Paraíba' }).click();
    await page.waitForURL(/\/sefaz-estaduais\/PB$/);
    await page.getByRole('heading', { level: 2, name: 'Paraíba' }).waitFor();
  });

  it("shows a state's posts plus the posts for every state, as the database gives them", async () => {
    const { page } = open;
    await login(page, 'gratis');
    for (const [sigla, id, name] of [
      ['SP', 25, 'São Paulo'],
      ['MG', 13, 'Minas Gerais'],
      ['RJ', 19, 'Rio de Janeiro'],
      ['PR', 16, 'Paraná'],
      ['BA', 5, 'Bahia'],
    ] as const) {
      const rows = await postsOf('gratis', [id, 30]);
      const own = rows.filter((r) => r.state_id === id);
      const shared = rows.filter((r) => r.state_id === 30);
      expect(own.length).toBeGreaterThan(0);
      expect(shared.length).toBeGreaterThan(0);
      await page.goto(url(`/sefaz-estaduais/${sigla}`));
      await page.getByRole('heading', { level: 2, name }).waitFor();
      const ownList = page.getByRole('list', { name: `Publicações de ${name}` });
      await ownList.waitFor();
      expect(await ownList.getByRole('listitem').count()).toBe(own.length);
      expect(await page.getByRole('list', { name: 'Válidas para todos os estados' }).getByRole('listitem').count()).toBe(shared.length);
      // Issue 21: the state's ICMS facts, from the calculators' table, with their sources.
      const facts = page.getByRole('heading', { level: 3, name: `Dados de ICMS: ${name}` });
      await facts.waitFor();
      if (sigla === 'SP') {
        await page.getByText('Lei nº 6.374/1989', { exact: false }).waitFor();
        await screenshot(page, 'sefaz-estado-sp-1280');
      }
    }
  });

  it('opens all three link types from a state page', async () => {
    const { page } = open;
    await login(page, 'gratis');
    const rows = await postsOf('gratis', [25, 30]);
    await page.goto(url('/sefaz-estaduais/SP'));
    await page.getByRole('heading', { level: 2, name: 'São Paulo' }).waitFor();

    await expectNewTab(page, firstOfType(rows, 1));
    await expectFrame(page, firstOfType(rows, 0));
    await screenshot(page, 'sefaz-tipo0-frame-1280');
    // The phone's Back closes the dialog and stays on the page.
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/sefaz-estaduais/SP');

    await expectSheet(page, firstOfType(rows, 2));
    await screenshot(page, 'sefaz-tipo2-folha-1280');
    await closeDialog(page);
    expect(new URL(page.url()).search).toBe('');
  });

  it('folds the header, goes back, and says so for an unknown sigla', async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url('/sefaz-estaduais/ba'));
    await page.waitForURL(/\/sefaz-estaduais\/BA$/);
    await page.getByRole('button', { name: 'Recolher cabeçalho' }).click();
    await page.getByRole('button', { name: 'Expandir cabeçalho' }).waitFor();
    await page.getByRole('button', { name: 'Voltar para SEFAZ Estaduais' }).click();
    await page.waitForURL(/\/sefaz-estaduais$/);

    await page.goto(url('/sefaz-estaduais/XX'));
    await page.getByRole('heading', { level: 2, name: 'Estado não encontrado' }).waitFor();
    await page.getByRole('button', { name: 'Ver todos os estados' }).click();
    await page.waitForURL(/\/sefaz-estaduais$/);
  });

  it("says 'Erro ao carregar dados' when the API fails, and 'Tentar novamente' loads the posts", async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.route(/\/rest\/v1\/posts/, (route) => route.abort('connectionrefused'));
    await page.goto(url('/sefaz-estaduais/MG'));
    await page.getByText('Erro ao carregar dados', { exact: true }).waitFor();
    await screenshot(page, 'sefaz-erro-1280');
    await page.unroute(/\/rest\/v1\/posts/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('list', { name: 'Publicações de Minas Gerais' }).waitFor();
  });

  it('keeps Receita Federal and Relacionadas from a free account, in the menu and in the database', async () => {
    const { page } = open;
    await login(page, 'gratis');
    for (const path of ['/receita-federal', '/relacionadas']) {
      await page.goto(url(path));
      await page.waitForURL(/\/plano_premium\?recurso=[a-z-]+$/);
    }
    // Not only hidden: the database answers the free account with no rows.
    expect(await postsOf('gratis', [28, 29])).toEqual([]);
    expect(await postsOf('expirado', [28, 29])).toEqual([]);
    expect((await postsOf('premium', [28])).length).toBeGreaterThan(0);
    expect((await postsOf('premium', [29])).length).toBeGreaterThan(0);
  });

  it('fits a 390 px phone', async () => {
    const phone = await browser.open(PHONE);
    await fakeTheInternet(phone.context);
    try {
      const { page } = phone;
      await login(page, 'gratis');
      await page.goto(url('/sefaz-estaduais'));
      await page.getByRole('list', { name: 'Estados' }).getByRole('link', { name: 'Tocantins' }).waitFor();
      await expectNoSideways(page);
      await screenshot(page, 'sefaz-estados-390');
      await page.goto(url('/sefaz-estaduais/SP'));
      await page.getByRole('list', { name: 'Publicações de São Paulo' }).waitFor();
      await expectNoSideways(page);
      await screenshot(page, 'sefaz-estado-sp-390');
      const rows = await postsOf('gratis', [25, 30]);
      await expectSheet(page, firstOfType(rows, 2));
      await expectNoSideways(page);
      await page.screenshot({ path: `${__dirname}/screenshots/sefaz-tipo2-folha-390.png` });
      await closeDialog(page);
      await expectFrame(page, firstOfType(rows, 0));
      await page.screenshot({ path: `${__dirname}/screenshots/sefaz-tipo0-frame-390.png` });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

describe('Receita Federal and Relacionadas (premium account)', () => {
  it('shows the Receita Federal page with its posts and all three link types', async () => {
    const { page } = open;
    await login(page, 'premium');
    const rows = await postsOf('premium', [28]);
    await page.goto(url('/receita-federal'));
    await page.getByRole('heading', { level: 2, name: 'RFB — Receita Federal do Brasil' }).waitFor();
    const list = page.getByRole('list', { name: 'Publicações da Receita Federal' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(rows.length);
    await screenshot(page, 'receita-federal-1280');
    await expectNewTab(page, firstOfType(rows, 1));
    await expectFrame(page, firstOfType(rows, 0));
    await closeDialog(page);
    await expectSheet(page, firstOfType(rows, 2));
    await closeDialog(page);
  });

  it('shows Relacionadas with every post of id 29, each opening by its type', async () => {
    const { page } = open;
    await login(page, 'premium');
    const rows = await postsOf('premium', [29]);
    await page.goto(url('/relacionadas'));
    await page.getByRole('heading', { level: 2, name: 'Relacionadas' }).waitFor();
    const list = page.getByRole('list', { name: 'Publicações relacionadas' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(rows.length);
    await screenshot(page, 'relacionadas-1280');
    for (const type of [1, 0, 2] as const) {
      const post = rows.find((r) => r.type_link === type);
      if (!post) continue;
      if (type === 1) await expectNewTab(page, post);
      else {
        await (type === 0 ? expectFrame : expectSheet)(page, post);
        await closeDialog(page);
      }
    }
  });

  it('also shows every state page, in dark mode too', async () => {
    const { page, context } = open;
    await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
    await login(page, 'premium');
    await page.goto(url('/sefaz-estaduais/RJ'));
    await page.getByRole('list', { name: 'Publicações de Rio de Janeiro' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await screenshot(page, 'sefaz-estado-rj-escuro-1280');
    const rows = await postsOf('premium', [19, 30]);
    await expectSheet(page, firstOfType(rows, 2));
    await screenshot(page, 'sefaz-tipo2-folha-escuro-1280');
  });
});

describe('hostile HTML in a type-2 post', () => {
  let adminPost: number | null = null;

  afterAll(async () => {
    if (adminPost !== null) await (await apiAs('admin')).from('posts').delete().eq('id', adminPost);
  });

  it('runs no script and keeps no event handler in a real browser', async () => {
    const title = `Teste de segurança ${Date.now()}`;
    const hostile = `<h2>Documento de teste</h2>
      <p>Texto legítimo.</p>
      <script>window.__pwned = 'script'</script>
      <img src="/nao-existe.png" onerror="window.__pwned = 'onerror'" alt="figura">
      <svg><animate onbegin="window.__pwned = 'svg'" attributeName="x" dur="1s"/></svg>
      <a href="javascript:window.__pwned='href'">clique</a>
      <iframe srcdoc="<script>parent.__pwned='frame'</script>"></iframe>
      <details open ontoggle="window.__pwned='toggle'"><summary>mais</summary>detalhe</details>
      <form action="javascript:window.__pwned='form'"><button>Enviar</button></form>`;
    const { data, error } = await (
      await apiAs('admin')
    )
      .from('posts')
      .insert({ title, description: 'HTML hostil', state_id: 1, type_link: 2, html_archive: hostile })
      .select('id')
      .single();
    if (error) throw error;
    adminPost = (data as { id: number }).id;

    const { page } = open;
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await login(page, 'premium');
    await page.goto(url('/sefaz-estaduais/AC'));
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) }).click();
    const sheet = page.getByRole('dialog').getByRole('article', { name: title });
    await sheet.getByText('Texto legítimo.').waitFor();
    await sheet.getByText('clique').click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null)).toBeNull();
    expect(await sheet.locator('script, iframe, form, button').count()).toBe(0);
    const handlers = await sheet.evaluate((el) =>
      Array.from(el.querySelectorAll('*')).flatMap((node) =>
        Array.from(node.attributes)
          .filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value))
          .map((a) => a.name),
      ),
    );
    expect(handlers).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});

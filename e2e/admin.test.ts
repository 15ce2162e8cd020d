// Issue 10 in the browser: the admin panel against the real API. Each page as the admin —
// posts and contents of every type created, edited and deleted through the forms (CKEditor
// included) and seen by a premium user; a fresh user's premium switched on and off and the
// shell's guards following it; the payments list; CKEditor downloaded only when an editor
// opens, never on the first screen nor in any other area; 1280 and 390 px screenshots.
import type { Locator, Page, Response } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { animationsSettled, fakeTheInternet, login, PHONE, remoteOrigin, screenshot, uniqueEmail, url, type OpenPage } from './lib/app';
import { apiAs, signUp } from './lib/api';

/** A post on the state page is heard as it reads (issue 15): its title first, then the rest. */
function startsWith(title: string, end?: string): RegExp {
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${esc(title)}${end ? `.*${esc(end)}$` : ''}`);
}

jest.setTimeout(240_000);

/** Every title this run creates carries it, so afterAll can clean up whatever a failure left. */
const TAG = `E2E-${Date.now().toString(36)}`;
const LINK_LABELS = { 0: 'Página no app', 1: 'Nova aba', 2: 'Documento HTML' } as const;
const CONFIRM_POST = 'Tem certeza que deseja excluir este botão?';
const CONFIRM_TIP = 'Tem certeza que quer excluir esta dica?';
const CONFIRM_SUBSCRIPTION = 'Tem certeza que quer excluir esta assinatura?';
/** Text only CKEditor's own code and stylesheet contain (its error-code links, its class names). */
const CKEDITOR_MARK = /ckeditor\.com\/docs\/ckeditor5|ck-editor__editable|CKEditorError/;

// Whatever a failed run left behind. Declared before setUpBrowser(): Jest runs afterAll hooks in
// order, and setUpBrowser's signs the API clients out.
afterAll(async () => {
  const api = await apiAs('admin').catch(() => null);
  if (api) {
    await api.from('posts').delete().like('title', `%${TAG}%`);
    await api.from('conteudos').delete().like('title', `%${TAG}%`);
  }
});

const browser = setUpBrowser();
let admin: OpenPage;

/** The JS and CSS a page downloads, with their text, to look for CKEditor in them. */
function recordAssets(page: Page) {
  const assets: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (res: Response) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push({ url: res.url(), body: res.text().catch(() => '') });
  });
  return {
    urls: () => assets.map((a) => a.url),
    async withEditor(): Promise<string[]> {
      const found: string[] = [];
      for (const a of assets) if (CKEDITOR_MARK.test(await a.body)) found.push(a.url);
      return found;
    },
  };
}

/** antd fades dialogs in and eases colours after a theme switch: let it finish before a picture. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(700);
  if (fullPage) await screenshot(page, name);
  else await page.screenshot({ path: `${__dirname}/screenshots/${name}.png` });
}

async function expectNoSideways(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name, exact: true });

/**
 * The panel's menu says the SPEC's page names written right (DECISIONS 19); the page headings
 * live in the *-page.tsx files and may still carry the SPEC's slips: accept both there.
 */
const HEADINGS: Record<string, RegExp> = {
  'Conteúdos (Dicas, consultoria, Apps)': /^Conteúdos ?\( ?Dicas, consultoria, Apps\)$/,
  'Usuários / Planos de Assinatura': /^Usu[aá]rios \/ Planos de Assinatura$/,
  'Pagamentos de assinatura (verificação)': /^Pagamentos de assinatura ?\( ?verificação ?\)$/,
};

async function goToPage(page: Page, name: string, heading: string | RegExp = HEADINGS[name] ?? name) {
  await menuLink(page, name).click();
  await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
}

function dialogNamed(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Picks a link type (a radio) in a form dialog as a person does: once the dialog has stopped
 * zooming in, and checking that the choice took (check() fails if the click changed nothing).
 */
async function pickRadio(dialog: Locator, name: string | RegExp, exact?: boolean) {
  await animationsSettled(dialog.page(), dialog);
  await dialog.getByRole('radio', { name, exact }).check();
}

/** Waits for the dialog's HTML editor; if it never comes, says what the dialog shows instead. */
async function editorToolbar(dialog: Locator) {
  try {
    await dialog.locator('.ck-toolbar').waitFor();
  } catch (error) {
    const shown = await dialog.innerText({ timeout: 1_000 }).catch(() => '(nenhum diálogo na tela)');
    throw new Error(`O editor HTML não apareceu. O diálogo mostra:\n${shown}`, { cause: error });
  }
}

/** Types into the CKEditor of a form and waits for the form to have it. */
async function typeInEditor(page: Page, dialog: Locator, label: string, text: string) {
  const editable = dialog.getByRole('textbox', { name: label });
  await editable.waitFor();
  await editable.click();
  await page.keyboard.type(text);
}

async function confirmDelete(page: Page, question: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: question });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
}

async function expectMessage(page: Page, text: string) {
  await page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor();
}

beforeEach(async () => {
  admin = await browser.open();
  await fakeTheInternet(admin.context);
});

describe('CKEditor is loaded only when an editor opens', () => {
  it('is not downloaded by the first admin screen, only when the type-2 form opens', async () => {
    const { page } = admin;
    const assets = recordAssets(page);
    await login(page, 'admin', /\/admin$/);
    await page.getByRole('button', { name: 'Novo post' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(5).waitFor();
    await page.waitForLoadState('networkidle');
    const adminOrigin = await remoteOrigin('admin');
    const firstScreen = assets.urls().filter((u) => u.startsWith(`${adminOrigin}/`));
    expect(firstScreen.length).toBeGreaterThan(0); // the admin remote did load
    expect(await assets.withEditor()).toEqual([]);
    expect(assets.urls().filter((u) => /ckeditor/i.test(u))).toEqual([]);

    // The form for types 0 and 1 does not need it either.
    await page.getByRole('button', { name: 'Novo post' }).click();
    const dialog = dialogNamed(page, 'Novo post');
    await pickRadio(dialog, /^Nova aba/);
    await page.waitForTimeout(300);
    expect(assets.urls().filter((u) => /ckeditor/i.test(u))).toEqual([]);

    // Type 2: now it comes, script and stylesheet, from the admin remote.
    await pickRadio(dialog, /^Documento HTML/);
    await dialog.locator('.ck-editor__editable').waitFor();
    const editorAssets = await assets.withEditor();
    expect(editorAssets.some((u) => u.endsWith('.css'))).toBe(true);
    expect(editorAssets.some((u) => u.endsWith('.js'))).toBe(true);
    expect(editorAssets.every((u) => u.startsWith(`${adminOrigin}/`))).toBe(true);
    // Styled: the toolbar is laid out by ckeditor5.css.
    expect(await dialog.locator('.ck-toolbar').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('is never downloaded by the other areas', async () => {
    const user = await browser.open();
    await fakeTheInternet(user.context);
    try {
      const assets = recordAssets(user.page);
      await login(user.page, 'premium');
      for (const path of [
        '/pagina-inicial',
        '/sefaz-estaduais/SP',
        '/dicas-tributarias',
        '/contadores-parceiros',
        '/indicacao-apps',
        '/relacionadas',
        '/receita-federal',
        '/plano_premium',
      ]) {
        await user.page.goto(url(path));
        await user.page.waitForLoadState('networkidle');
      }
      const adminOrigin = await remoteOrigin('admin');
      expect(assets.urls().filter((u) => u.startsWith(`${adminOrigin}/`))).toEqual([]);
      expect(await assets.withEditor()).toEqual([]);
      expect(user.errors).toEqual([]);
    } finally {
      await user.context.close();
    }
  });
});

describe('posts (Cadastros SEFAZ / RFB, relacionadas)', () => {
  it('creates, edits and deletes a post of each link type, and users see it on the state page', async () => {
    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    await page.getByRole('heading', { level: 2, name: 'Cadastros SEFAZ / RFB, relacionadas' }).waitFor();

    const premium = await browser.open();
    await fakeTheInternet(premium.context);
    await login(premium.page, 'premium');
    try {
      const titles = { 0: `Portal SP janela ${TAG}`, 1: `Portal SP nova aba ${TAG}`, 2: `Guia SP HTML ${TAG}` } as const;

      // Empty form: nothing is sent, every field says what it needs.
      await page.getByRole('button', { name: 'Novo post' }).click();
      let dialog = dialogNamed(page, 'Novo post');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Informe o título.').waitFor();
      await dialog.getByText('Escolha o estado.').waitFor();
      await dialog.getByText('Escolha o tipo de link.').waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      for (const type of [0, 1, 2] as const) {
        await page.getByRole('button', { name: 'Novo post' }).click();
        dialog = dialogNamed(page, 'Novo post');
        await dialog.getByRole('textbox', { name: 'Título' }).fill(titles[type]);
        await dialog.getByRole('textbox', { name: 'Descrição' }).fill(`Criado pelo teste do painel (tipo ${type}).`);
        await dialog.getByRole('combobox', { name: 'Estado' }).fill('sao paulo');
        await page.getByTitle('São Paulo', { exact: true }).click();
        await pickRadio(dialog, new RegExp(`^${LINK_LABELS[type]}`));
        if (type === 2) {
          await typeInEditor(page, dialog, 'Documento HTML', 'Prazos do ICMS em São Paulo');
          await page.keyboard.press('Enter');
          await page.keyboard.type('Recolha até o dia 20.');
          await shoot(page, 'admin-post-html-1280');
        } else {
          await dialog.getByRole('textbox', { name: 'Link' }).fill(`https://www.fazenda.sp.gov.br/${TAG}/${type}`);
        }
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expectMessage(page, 'Post adicionado.');
        await dialog.waitFor({ state: 'detached' });
      }

      // In the table: search finds the three, the column filter keeps one type.
      await search(page, 'Buscar posts', TAG);
      await page.getByText('3 registros').waitFor();
      await shoot(page, 'admin-posts-busca-1280');

      // What the database holds: html_archive only for type 2.
      const { data: stored } = await (
        await apiAs('admin')
      )
        .from('posts')
        .select('title, state_id, type_link, html_archive, link_url')
        .like('title', `%${TAG}%`)
        .order('type_link');
      expect(stored).toEqual([
        { title: titles[0], state_id: 25, type_link: 0, html_archive: null, link_url: `https://www.fazenda.sp.gov.br/${TAG}/0` },
        { title: titles[1], state_id: 25, type_link: 1, html_archive: null, link_url: `https://www.fazenda.sp.gov.br/${TAG}/1` },
        {
          title: titles[2],
          state_id: 25,
          type_link: 2,
          html_archive: '<p>Prazos do ICMS em São Paulo</p><p>Recolha até o dia 20.</p>',
          link_url: null,
        },
      ]);

      // A premium user sees them on São Paulo's page, each opening by its type.
      const user = premium.page;
      await user.goto(url('/sefaz-estaduais/SP'));
      const list = user.getByRole('list', { name: 'Publicações de São Paulo' });
      await list.getByRole('button', { name: startsWith(titles[0]) }).waitFor();
      await list.getByRole('link', { name: startsWith(titles[1], 'Abre em nova aba') }).waitFor();
      await list.getByRole('button', { name: startsWith(titles[2]) }).click();
      await user.getByRole('dialog').getByRole('article', { name: titles[2] }).getByText('Recolha até o dia 20.').waitFor();
      await user.keyboard.press('Escape');

      // Edit: type 2 becomes type 1 (its HTML is dropped), the others get a new title.
      for (const type of [0, 1, 2] as const) {
        await page.getByRole('button', { name: `Editar ${titles[type]}` }).click();
        dialog = dialogNamed(page, 'Editar post');
        await dialog.getByRole('textbox', { name: 'Título' }).fill(`${titles[type]} editado`);
        if (type === 2) {
          await dialog.locator('.ck-editor__editable').waitFor();
          await pickRadio(dialog, /^Nova aba/);
          await dialog.locator('.ck-editor__editable').waitFor({ state: 'detached' });
          await dialog.getByRole('button', { name: 'Salvar' }).click();
          await dialog.getByText('O link é obrigatório para os tipos 0 e 1.').waitFor();
          await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.fazenda.sp.gov.br/guia');
        }
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expectMessage(page, 'Post atualizado.');
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('cell', { name: new RegExp(`^${titles[type]} editado`) }).waitFor();
      }
      const { data: edited } = await (
        await apiAs('admin')
      )
        .from('posts')
        .select('title, type_link, html_archive')
        .like('title', `%${TAG}%`)
        .order('title');
      expect(edited).toEqual([
        { title: `${titles[2]} editado`, type_link: 1, html_archive: null },
        { title: `${titles[0]} editado`, type_link: 0, html_archive: null },
        { title: `${titles[1]} editado`, type_link: 1, html_archive: null },
      ]);
      await user.goto(url('/sefaz-estaduais/SP'));
      await list.getByRole('link', { name: startsWith(`${titles[2]} editado`, 'Abre em nova aba') }).waitFor();

      // Delete: cancel first, then confirm each.
      await page.getByRole('button', { name: `Excluir ${titles[0]} editado` }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: CONFIRM_POST });
      await confirm.waitFor();
      await shoot(page, 'admin-post-excluir-1280');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'detached' });
      for (const type of [0, 1, 2] as const) {
        await page.getByRole('button', { name: `Excluir ${titles[type]} editado` }).click();
        await confirmDelete(page, CONFIRM_POST);
        await expectMessage(page, 'Post excluído.');
      }
      await page.getByText('Nenhum resultado para a busca ou o filtro escolhido.').waitFor();
      await user.goto(url('/sefaz-estaduais/SP'));
      await list.waitFor();
      expect(await list.getByText(TAG).count()).toBe(0);
      expect(premium.errors).toEqual([]);
    } finally {
      await premium.context.close();
    }
  });

  it('pages by 5 and filters by link type and state', async () => {
    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.nth(4).waitFor();
    expect(await rows.count()).toBe(5);
    const { count } = await (await apiAs('admin')).from('posts').select('id', { count: 'exact', head: true });
    await page.getByText(`${count} registros`).waitFor();

    await page.getByRole('combobox', { name: 'Filtrar por Tipo de link' }).selectOption({ label: 'Tipo de link: Documento HTML' });
    const { count: html } = await (await apiAs('admin')).from('posts').select('id', { count: 'exact', head: true }).eq('type_link', 2);
    await page.getByText(`${html} registros`).waitFor();
    for (const tag of await page.locator('tbody tr td:nth-child(3)').allTextContents()) expect(tag).toBe('Documento HTML');
    await shoot(page, 'admin-posts-filtro-1280');

    await search(page, 'Buscar posts', 'relacionadas');
    const { count: htmlRel } = await (
      await apiAs('admin')
    )
      .from('posts')
      .select('id', { count: 'exact', head: true })
      .eq('type_link', 2)
      .eq('state_id', 29);
    await page.getByText(htmlRel === 1 ? '1 registro' : `${htmlRel} registros`, { exact: true }).waitFor();
  });
});

describe('contents (Conteúdos (Dicas, consultoria, Apps))', () => {
  it('creates, edits and deletes a content of each type, with the card preview, and users see it', async () => {
    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    await goToPage(page, 'Conteúdos (Dicas, consultoria, Apps)');

    const premium = await browser.open();
    await fakeTheInternet(premium.context);
    await login(premium.page, 'premium');
    try {
      const titles = {
        0: `Dica sobre o prazo da DeSTDA e as multas por atraso na entrega ${TAG}`,
        1: `Contábil Exemplo ${TAG}`,
        2: `App Emissor Exemplo ${TAG}`,
      } as const;
      const lists = {
        0: ['/dicas-tributarias', 'Dicas tributárias'],
        1: ['/contadores-parceiros', 'Contadores Parceiros'],
        2: ['/indicacao-apps', 'Indicação de Apps'],
      } as const;
      const labels = { 0: 'Dica tributária', 1: 'Contador parceiro', 2: 'Indicação de app' } as const;

      for (const type of [0, 1, 2] as const) {
        await page.getByRole('button', { name: 'Novo conteúdo' }).click();
        const dialog = dialogNamed(page, 'Novo conteúdo');
        await pickRadio(dialog, labels[type], true);
        const image = dialog.getByRole('textbox', { name: 'Link da imagem' });
        if (type === 0) expect(await image.isDisabled()).toBe(true);
        else {
          await page.waitForFunction(() => !(document.querySelector('#conteudo_image') as HTMLInputElement | null)?.disabled);
          await image.fill('/favicon.ico');
        }
        await dialog.getByRole('textbox', { name: 'Título' }).fill(titles[type]);
        await dialog.getByRole('textbox', { name: 'Autor' }).fill('Equipe de testes');
        await typeInEditor(
          page,
          dialog,
          'Conteúdo',
          `Entregue a declaração até o dia 28 do mês seguinte. ${'Guarde o recibo de entrega junto aos livros fiscais. '.repeat(3)}`,
        );
        const preview = dialog.getByRole('figure', { name: 'Prévia do card' });
        // The preview follows the editor's change events; under load it may still show a part
        // of what was typed, so wait for the cut text before reading it.
        await preview.getByText(/^Entregue a declaração.*…$/).waitFor();
        const shownTitle = (await preview.getByRole('heading', { level: 3 }).textContent())!;
        const shownText = (await preview.getByText(/^Entregue a declaração/).textContent())!;
        expect(shownText.length).toBeLessThanOrEqual(121);
        expect(shownText.endsWith('…')).toBe(true);
        if (type === 0) {
          expect(shownTitle.length).toBeLessThanOrEqual(61);
          expect(shownTitle.endsWith('…')).toBe(true);
          await shoot(page, 'admin-conteudo-form-1280');
        }
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expectMessage(page, 'Conteúdo adicionado.');
        await dialog.waitFor({ state: 'detached' });
      }

      const { data: stored } = await (
        await apiAs('admin')
      )
        .from('conteudos')
        .select('title, type, author, image, content')
        .like('title', `%${TAG}%`)
        .order('type');
      expect(stored!.map((c) => [c.type, c.image, c.author])).toEqual([
        [0, null, 'Equipe de testes'],
        [1, '/favicon.ico', 'Equipe de testes'],
        [2, '/favicon.ico', 'Equipe de testes'],
      ]);
      expect(stored![0]!.content).toMatch(/^<p>Entregue a declaração até o dia 28/);

      // Each appears in its list for a premium user, and opens.
      const user = premium.page;
      for (const type of [0, 1, 2] as const) {
        await user.goto(url(lists[type][0]));
        await user.getByRole('list', { name: lists[type][1] }).getByRole('link', { name: titles[type], exact: true }).waitFor();
      }
      await user.getByRole('list', { name: 'Indicação de Apps' }).getByRole('link', { name: titles[2], exact: true }).click();
      await user.getByRole('heading', { name: titles[2] }).waitFor();
      await user.getByText('Entregue a declaração até o dia 28', { exact: false }).waitFor();

      // Edit: the tip becomes a partner (its image link opens up), the others get a new title.
      await search(page, 'Buscar conteúdos', TAG);
      await page.getByText('3 registros').waitFor();
      for (const type of [0, 1, 2] as const) {
        await page.getByRole('button', { name: `Editar ${titles[type]}` }).click();
        const dialog = dialogNamed(page, 'Editar conteúdo');
        await dialog.locator('.ck-editor__editable').waitFor();
        await dialog.getByRole('textbox', { name: 'Título' }).fill(`${titles[type]} editado`);
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expectMessage(page, 'Conteúdo atualizado.');
        await dialog.waitFor({ state: 'detached' });
      }
      await user.goto(url('/dicas-tributarias'));
      await user
        .getByRole('list', { name: 'Dicas tributárias' })
        .getByRole('link', { name: `${titles[0]} editado`, exact: true })
        .waitFor();

      for (const type of [0, 1, 2] as const) {
        await page.getByRole('button', { name: `Excluir ${titles[type]} editado` }).click();
        await confirmDelete(page, CONFIRM_TIP);
        await expectMessage(page, 'Conteúdo excluído.');
      }
      const { data: left } = await (await apiAs('admin')).from('conteudos').select('id').like('title', `%${TAG}%`);
      expect(left).toEqual([]);
      await user.goto(url('/dicas-tributarias'));
      await user.getByRole('list', { name: 'Dicas tributárias' }).waitFor();
      expect(await user.getByText(TAG).count()).toBe(0);
      expect(premium.errors).toEqual([]);
    } finally {
      await premium.context.close();
    }
  });
});

describe('legal pages (Termos de Uso e Privacidade, issue 21)', () => {
  it('edits the Termos de Uso and the public page shows the new text at once', async () => {
    const { page } = admin;
    const { data: before } = await (
      await apiAs('admin')
    )
      .from('paginas_legais')
      .select('title, content')
      .eq('slug', 'termos-de-uso')
      .single();
    await login(page, 'admin', /\/admin$/);
    await goToPage(page, 'Termos de Uso e Privacidade');
    await page.getByRole('button', { name: 'Editar Termos de Uso' }).click();
    const dialog = dialogNamed(page, 'Editar Termos de Uso');
    const editable = dialog.getByRole('textbox', { name: 'Texto' });
    await editable.waitFor();
    // A marker written with a slip is named before anything is sent. (The last paragraph is
    // clicked and End pressed: Control+End does not reliably reach the end in CKEditor.)
    await editable.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Cláusula de teste ${TAG} da {{razao}}.`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Marcador desconhecido: {{razao}}.', { exact: false }).waitFor();
    await editable.locator('p').last().click();
    await page.keyboard.press('End');
    for (let i = 0; i < '{{razao}}.'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('{{razao_social}}.');
    await shoot(page, 'admin-termos-1280');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectMessage(page, 'Página atualizada.');
    await dialog.waitFor({ state: 'detached' });
    try {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.page.goto(url('/termos-de-uso'));
        const config = (await (await fetch(url('/config.json'))).json()) as { companyLegalName: string };
        await visitor.page.getByText(`Cláusula de teste ${TAG} da ${config.companyLegalName}.`).waitFor();
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    } finally {
      await (await apiAs('admin')).from('paginas_legais').update(before!).eq('slug', 'termos-de-uso');
    }
  });
});

describe('Selic table (Taxas Selic, issue 18)', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', PHONE],
  ] as const)(
    'at %s px: adds a month after a refused one, finds it and deletes it after asking, light and dark',
    async (name, viewport) => {
      const view = await browser.open(viewport);
      await fakeTheInternet(view.context);
      try {
        const { page } = view;
        await login(page, 'admin', /\/admin$/);
        await page.goto(url('/admin/taxas-selic'));
        await page.getByRole('heading', { level: 2, name: 'Taxas Selic', exact: true }).waitFor();
        const tabela = page.getByRole('table', { name: 'Taxas Selic cadastradas' });
        // The seed: newest month first, the single-source ones marked.
        await tabela
          .getByRole('row')
          .filter({ hasText: '12/2025' })
          .filter({ hasText: '1,22%' })
          .filter({ hasText: 'Fonte única' })
          .waitFor();
        await expectNoSideways(page);
        await shoot(page, `admin-taxas-selic-${name}`);

        await page.getByRole('button', { name: 'Nova taxa' }).click();
        const dialog = dialogNamed(page, 'Nova taxa Selic');
        await dialog.getByLabel('Mês', { exact: true }).fill('2019-07');
        await dialog.getByLabel('Taxa (% ao mês)').fill('0,57');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await dialog.getByText('Informe o mês como MM/AAAA, de 01/1995 em diante (por exemplo 01/2026).').waitFor();
        await expectNoSideways(page);
        await shoot(page, `admin-taxa-selic-form-${name}`, false);
        await dialog.getByLabel('Mês', { exact: true }).fill('07/2019');
        await dialog.getByLabel('Fonte', { exact: true }).fill(`Receita Federal, tabela Selic (${TAG})`);
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expectMessage(page, 'Taxa Selic adicionada.');
        await dialog.waitFor({ state: 'detached' });

        await search(page, 'Buscar taxas Selic', '07/2019');
        await tabela.getByRole('row').filter({ hasText: '0,57%' }).waitFor();
        await page.getByRole('button', { name: 'Usar modo escuro' }).click();
        await shoot(page, `admin-taxas-selic-escuro-${name}`);
        await page.getByRole('button', { name: 'Excluir Taxa Selic de 07/2019' }).click();
        await confirmDelete(page, 'Tem certeza de que deseja excluir esta taxa Selic?');
        await expectMessage(page, 'Taxa Selic excluída.');
        await page.getByText('Nenhum resultado para a busca ou o filtro escolhido.').waitFor();
        expect(view.errors).toEqual([]);
      } finally {
        await (await apiAs('admin')).from('taxas_selic').delete().eq('mes', '2019-07');
        await view.context.close();
      }
    },
  );
});

describe('users and plans (Usuários / Planos de Assinatura)', () => {
  it("switches a fresh user's premium on and off, and the user's guards follow after signing in", async () => {
    const creds = { email: uniqueEmail('admin-e2e'), password: 'Teste#2026' };
    await signUp(creds.email, creds.password);

    /** Signs the new user in on a fresh browser and says where /forum leads. */
    const forumFor = async () => {
      const u = await browser.open();
      try {
        await login(u.page, creds);
        await u.page.goto(url('/forum'));
        await u.page.waitForURL(/\/(forum|plano_premium)$/);
        await u.page.waitForTimeout(500); // a guard redirects at once; give it the chance
        return new URL(u.page.url()).pathname;
      } finally {
        await u.context.close();
      }
    };
    expect(await forumFor()).toBe('/plano_premium');

    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    await goToPage(page, 'Usuários / Planos de Assinatura');
    await search(page, 'Buscar usuários', creds.email);
    const row = page.getByRole('row').filter({ hasText: creds.email });
    await row.getByText('Grátis', { exact: true }).waitFor();

    await row.getByRole('switch', { name: `Premium de ${creds.email}` }).click();
    await row.getByText('Premium', { exact: true }).waitFor();
    // DECISIONS.md 4: today (São Paulo) + 30 days, shown and stored.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const expiry = new Date(Date.UTC(y, m - 1, d + 30)).toISOString().slice(0, 10);
    const dateBox = row.getByRole('textbox', { name: `Expiração do plano de ${creds.email}` });
    await page.waitForFunction(([sel, want]) => (document.querySelector(sel) as HTMLInputElement | null)?.value === want, [
      `input[aria-label="Expiração do plano de ${creds.email}"]`,
      expiry.split('-').reverse().join('/'),
    ] as const);
    const { data: profile } = await (
      await apiAs('admin')
    )
      .from('user_profiles')
      .select('is_premium, plan_expiration')
      .eq('email', creds.email)
      .single();
    expect(profile).toEqual({ is_premium: true, plan_expiration: expiry });
    await shoot(page, 'admin-usuarios-premium-1280');
    expect(await forumFor()).toBe('/forum');

    // The date can be cleared: premium with no date reads 'Expirado' and the guard closes again.
    await dateBox.hover();
    await row.locator('.ant-picker-clear').click();
    await row.getByText('Expirado', { exact: true }).waitFor();
    expect(await forumFor()).toBe('/plano_premium');

    // On again, then the profile deleted: the user is free once more.
    await row.getByRole('switch', { name: `Premium de ${creds.email}` }).click(); // off
    await row.getByText('Grátis', { exact: true }).waitFor();
    await row.getByRole('switch', { name: `Premium de ${creds.email}` }).click(); // on
    await row.getByText('Premium', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Excluir ${creds.email}` }).click();
    await confirmDelete(page, CONFIRM_SUBSCRIPTION);
    await expectMessage(page, 'Assinatura excluída.');
    await row.waitFor({ state: 'detached' });
    expect(await forumFor()).toBe('/plano_premium');

    // The admin's own row can be neither switched nor deleted.
    await search(page, 'Buscar usuários', 'admin@semmultas.dev');
    const own = page.getByRole('row').filter({ hasText: 'admin@semmultas.dev' });
    expect(await own.getByRole('button', { name: 'Excluir admin@semmultas.dev' }).isDisabled()).toBe(true);
    expect(await own.getByRole('switch').isDisabled()).toBe(true);
  });

  it('filters the users by plan', async () => {
    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    await goToPage(page, 'Usuários / Planos de Assinatura');
    await page.getByRole('combobox', { name: 'Filtrar por Plano' }).selectOption({ label: 'Plano: Expirado' });
    await page.getByRole('row').filter({ hasText: 'Expirado' }).first().waitFor();
    for (const tag of await page.locator('tbody tr .ant-tag').allTextContents()) expect(tag).toBe('Expirado');
    // The demo account among them: other suites' expired accounts (the ledger's) may fill the
    // first page of five, so it is looked for by name.
    await search(page, 'Buscar usuários', 'expirado@semmultas.dev');
    await page.getByRole('row').filter({ hasText: 'expirado@semmultas.dev' }).waitFor();
    for (const tag of await page.locator('tbody tr .ant-tag').allTextContents()) expect(tag).toBe('Expirado');
  });
});

describe('subscription payments (Pagamentos de assinatura (verificação))', () => {
  it('lists the payments read-only, beside each buyer’s plan today', async () => {
    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    await goToPage(page, 'Pagamentos de assinatura (verificação)');
    const { data } = await (await apiAs('admin')).from('assinaturas_plano').select('email');
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(5, data!.length));
    await page.getByText(data!.length === 1 ? '1 registro' : `${data!.length} registros`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^(Editar|Excluir)/ }).count()).toBe(0);
    // Other suites' payments may fill the first page (the API tests share the database): search.
    await search(page, 'Buscar pagamentos', 'premium@semmultas.dev');
    await page.getByRole('row').filter({ hasText: 'premium@semmultas.dev' }).first().getByText('Premium ativo').waitFor();

    await search(page, 'Buscar pagamentos', 'expirado');
    await page
      .getByRole('row')
      .filter({ hasText: 'expirado@semmultas.dev' })
      .getByRole('button', { name: 'Ver usuário expirado@semmultas.dev' })
      .click();
    await page.waitForURL(/\/admin\/usuarios\?busca=expirado%40semmultas\.dev$/);
    await page.getByRole('row').filter({ hasText: 'expirado@semmultas.dev' }).getByRole('switch').waitFor();
  });
});

describe('errors of SPEC §8', () => {
  it("says 'Erro ao carregar dados', 'Erro ao adicionar post' and 'Erro ao atualizar assinatura' when the API fails", async () => {
    const { page } = admin;
    await login(page, 'admin', /\/admin$/);
    await page.getByRole('button', { name: 'Novo post' }).waitFor();

    await page.route(/\/rest\/v1\/conteudos/, (route) => route.abort('connectionrefused'));
    await goToPage(page, 'Conteúdos (Dicas, consultoria, Apps)');
    await page.getByText('Erro ao carregar dados', { exact: true }).waitFor();
    await page.unroute(/\/rest\/v1\/conteudos/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('button', { name: 'Novo conteúdo' }).waitFor();

    await goToPage(page, 'Cadastros SEFAZ / RFB, relacionadas');
    await page.route(/\/rest\/v1\/posts/, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Novo post' }).click();
    const dialog = dialogNamed(page, 'Novo post');
    await dialog.getByRole('textbox', { name: 'Título' }).fill(`Falha ${TAG}`);
    await dialog.getByRole('combobox', { name: 'Estado' }).fill('acre');
    await page.getByTitle('Acre', { exact: true }).click();
    await pickRadio(dialog, /^Nova aba/);
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.sefaz.ac.gov.br');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectMessage(page, 'Erro ao adicionar post');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.unroute(/\/rest\/v1\/posts/);

    await goToPage(page, 'Usuários / Planos de Assinatura');
    await page.route(/\/rest\/v1\/user_profiles/, (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.continue(),
    );
    await search(page, 'Buscar usuários', 'gratis@semmultas.dev');
    const row = page.getByRole('row').filter({ hasText: 'gratis@semmultas.dev' });
    await row.getByRole('switch').click();
    await expectMessage(page, 'Erro ao atualizar assinatura');
    expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});

describe('screens', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', PHONE],
  ] as const)('every page at %s px, without sideways scrolling', async (name, viewport) => {
    const view = await browser.open(viewport);
    await fakeTheInternet(view.context);
    try {
      const { page } = view;
      await login(page, 'admin', /\/admin$/);
      const pages = [
        ['Cadastros SEFAZ / RFB, relacionadas', 'posts'],
        ['Conteúdos (Dicas, consultoria, Apps)', 'conteudos'],
        ['Usuários / Planos de Assinatura', 'usuarios'],
        ['Pagamentos de assinatura (verificação)', 'pagamentos'],
      ] as const;
      for (const [title, slug] of pages) {
        if (name === '390') {
          await page.getByRole('button', { name: /^Páginas do painel/ }).click();
          await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: title }).click();
        } else await menuLink(page, title).click();
        await page.getByRole('heading', { level: 2, name: HEADINGS[title] ?? title, exact: true }).waitFor();
        await page.getByRole('table').locator('tbody tr').first().waitFor();
        await expectNoSideways(page);
        await shoot(page, `admin-${slug}-${name}`);
      }
      await page.goto(url('/admin'));
      await page.getByRole('button', { name: 'Novo post' }).click();
      const dialog = dialogNamed(page, 'Novo post');
      await pickRadio(dialog, /^Documento HTML/);
      await editorToolbar(dialog);
      await expectNoSideways(page);
      await shoot(page, `admin-post-form-${name}`, false);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await menuLinkOrMenu(page, name, 'Conteúdos (Dicas, consultoria, Apps)');
      await page.getByRole('button', { name: 'Novo conteúdo' }).click();
      const form = dialogNamed(page, 'Novo conteúdo');
      await editorToolbar(form);
      await form.getByRole('textbox', { name: 'Título' }).fill('Como a prévia do card aparece para os usuários da lista de dicas');
      await expectNoSideways(page);
      await shoot(page, `admin-conteudo-form-${name}`, false);

      // Dark mode reaches the panel and the editor.
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Usar modo escuro' }).click();
      await page.getByRole('button', { name: 'Novo conteúdo' }).click();
      await editorToolbar(dialogNamed(page, 'Novo conteúdo'));
      await shoot(page, `admin-conteudo-form-escuro-${name}`, false);
      expect(view.errors).toEqual([]);
    } finally {
      await view.context.close();
    }
  });
});

describe('rows per page (issue 21)', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', PHONE],
  ] as const)('remembers the choice of each table after a reload, at %s px', async (name, viewport) => {
    const view = await browser.open(viewport);
    try {
      const { page } = view;
      await login(page, 'admin', /\/admin$/);
      const rows = page.getByRole('table').locator('tbody tr');
      await rows.nth(4).waitFor();
      expect(await rows.count()).toBe(5);
      const { count } = await (await apiAs('admin')).from('posts').select('id', { count: 'exact', head: true });
      const shown = Math.min(25, count!);
      await page.getByRole('combobox', { name: 'Linhas por página' }).selectOption({ label: '25 / página' });
      await rows.nth(shown - 1).waitFor();
      expect(await rows.count()).toBe(shown);

      await page.reload();
      await rows.nth(shown - 1).waitFor();
      expect(await rows.count()).toBe(shown);
      expect(
        await page.getByRole('combobox', { name: 'Linhas por página' }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
      ).toBe('25 / página');
      await expectNoSideways(page);
      await shoot(page, `admin-posts-por-pagina-${name}`);
      await page.getByRole('button', { name: 'Usar modo escuro' }).click();
      await shoot(page, `admin-posts-por-pagina-escuro-${name}`);

      // Each table keeps its own choice: the users' list still pages by 5.
      await menuLinkOrMenu(page, name, 'Usuários / Planos de Assinatura');
      await page.waitForURL(/\/admin\/usuarios/);
      await page.getByRole('table', { name: 'Usuários' }).waitFor();
      const { count: users } = await (await apiAs('admin')).from('user_profiles').select('id', { count: 'exact', head: true });
      await rows.nth(Math.min(5, users!) - 1).waitFor();
      expect(await rows.count()).toBe(Math.min(5, users!));
      expect(
        await page.evaluate(() => [
          localStorage.getItem('semmultas:tamanho-pagina:admin-posts'),
          localStorage.getItem('semmultas:tamanho-pagina:admin-usuarios'),
        ]),
      ).toEqual(['25', null]);
      expect(view.errors).toEqual([]);
    } finally {
      await view.context.close();
    }
  });
});

async function menuLinkOrMenu(page: Page, viewport: string, title: string) {
  if (viewport === '390') {
    await page.getByRole('button', { name: /^Páginas do painel/ }).click();
    await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: title }).click();
  } else await menuLink(page, title).click();
  await page.getByRole('heading', { level: 2, name: HEADINGS[title] ?? title, exact: true }).waitFor();
}

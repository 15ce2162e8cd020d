// Issue 6 in the browser: tax tips, partner accountants and app recommendations, and the detail
// page, for a free and a premium account; premium contents refused by the database.
// Rows are looked up at test time (the seed guarantees six tips, three partners, three apps).
import type { Locator, Page } from 'playwright-core';
import { formatDateBR } from '@semmultas/shared/format';
import { setUpBrowser } from './lib/set-up-browser';
import { login, PHONE, screenshot, url, type AccountName, type OpenPage } from './lib/app';
import { apiAs } from './lib/api';

interface ConteudoRow {
  id: number;
  title: string;
  type: 0 | 1 | 2;
  author: string | null;
  data: string | null;
  image: string | null;
  content: string | null;
  /** A premium tip (issue 21); `bloqueado` when the account reads only its first lines. */
  is_premium: boolean;
  bloqueado: boolean;
}

const LISTS = [
  { type: 0, path: '/dicas-tributarias', title: 'Dicas tributárias', search: 'Buscar dicas', premium: false },
  { type: 1, path: '/contadores-parceiros', title: 'Contadores Parceiros', search: 'Buscar contadores', premium: true },
  { type: 2, path: '/indicacao-apps', title: 'Indicação de Apps', search: 'Buscar aplicativos', premium: true },
] as const;

const browser = setUpBrowser();
let open: OpenPage;

/** What the pages read: conteudos_visiveis() (premium tips cut on the free plan). */
async function conteudosOf(account: AccountName, type: 0 | 1 | 2) {
  return (await apiAs(account)).rpc('conteudos_visiveis', { conteudo_tipo: type });
}

/** A card's accessible name: a locked premium tip is heard with "(Premium)". */
const cardName = (r: ConteudoRow) => (r.bloqueado ? `${r.title} (Premium)` : r.title);

/** Any call that reads contents: the table or the RPC. */
const CONTEUDOS_API = /\/rest\/v1\/(conteudos|rpc\/conteudos_visiveis)/;

/** Newest first, the way the lists promise (undated last, ties by newest id). */
function newestFirst(rows: ConteudoRow[]): ConteudoRow[] {
  const key = (r: ConteudoRow) => (r.data && formatDateBR(r.data) !== 'Data inválida' ? r.data : '');
  return [...rows].sort((a, b) => (key(a) === key(b) ? b.id - a.id : key(a) < key(b) ? 1 : -1));
}

function cards(page: Page, listName: string) {
  return page.getByRole('list', { name: listName }).getByRole('link');
}

/** What a screen reader hears of each card's title link: its text without the parts hidden from it. */
function heard(links: Locator): Promise<string[]> {
  return links.evaluateAll((all) =>
    all.map((link) => {
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden]').forEach((n) => n.remove());
      return copy.textContent ?? '';
    }),
  );
}

/** The card around a title link (the whole card follows it: issue 15). */
const CARD = 'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " sm-plain-card ")][1]';

async function expectNoSideways(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The words of a title without accents, upper-cased: what a hurried person types. */
function sloppy(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

beforeEach(async () => {
  open = await browser.open();
});

describe('tax tips (free account)', () => {
  it('lists every tip newest first with cut titles and plain-text excerpts', async () => {
    const { data, error } = await conteudosOf('gratis', 0);
    expect(error).toBeNull();
    const rows = newestFirst(data as ConteudoRow[]);
    expect(rows.length).toBeGreaterThanOrEqual(6);

    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url('/dicas-tributarias'));
    await page.getByRole('heading', { level: 2, name: 'Dicas tributárias' }).waitFor();
    await cards(page, 'Dicas tributárias').first().waitFor();
    const labels = await heard(cards(page, 'Dicas tributárias'));
    expect(labels).toEqual(rows.map(cardName));

    const texts = await cards(page, 'Dicas tributárias')
      .locator(CARD)
      .evaluateAll((cards) =>
        cards.map((c) => {
          const h3 = c.querySelector('h3');
          return {
            title: (h3?.querySelector('[aria-hidden]') ?? h3)?.textContent ?? '',
            text: c.querySelector('.ant-typography-secondary, div.ant-typography')?.textContent ?? '',
          };
        }),
      );
    for (const { title, text } of texts) {
      expect(title.length).toBeLessThanOrEqual(61);
      expect(text.length).toBeLessThanOrEqual(121);
      expect(text).not.toMatch(/[<>]/);
    }
    await screenshot(page, 'dicas-1280');
  });

  it('filters as you type, ignoring accents and case, and keeps the search after opening a tip', async () => {
    const { data } = await conteudosOf('gratis', 0);
    const rows = data as ConteudoRow[];
    const unlocked = rows.filter((r) => !r.bloqueado);
    // A word with an accent from one of the titles, typed without it and in capitals.
    const target = unlocked.find((r) => /[À-ú]/.test(r.title)) ?? unlocked[0]!;
    const word =
      target.title.split(/\s+/).find((w) => /[À-ú]/.test(w) && w.length > 4) ?? target.title.split(/\s+/).find((w) => w.length > 4)!;
    const query = sloppy(word.replace(/[^\p{L}\p{N}-]/gu, ''));

    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url('/dicas-tributarias'));
    await cards(page, 'Dicas tributárias').first().waitFor();
    await page.getByRole('textbox', { name: 'Buscar dicas' }).fill(query);
    await page.waitForFunction((q) => new URL(location.href).searchParams.get('busca') === q, query);
    await page.getByRole('list', { name: 'Dicas tributárias' }).getByRole('link', { name: target.title, exact: true }).waitFor();
    const shown = await cards(page, 'Dicas tributárias').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(rows.length);

    await page.getByRole('textbox', { name: 'Buscar dicas' }).fill('icms');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('busca') === 'icms');
    const icms = rows.filter((r) => `${r.title} ${r.author ?? ''} ${r.content ?? ''}`.toLowerCase().includes('icms'));
    expect(icms.length).toBeGreaterThan(0);
    expect(await cards(page, 'Dicas tributárias').count()).toBe(icms.length);

    await page.getByRole('textbox', { name: 'Buscar dicas' }).fill('xyzzy nada');
    await page.getByText('Nenhum resultado para “xyzzy nada”.').waitFor();

    await page.getByRole('textbox', { name: 'Buscar dicas' }).fill('icms');
    const first = cards(page, 'Dicas tributárias').first();
    const title = (await heard(first))[0]!.replace(/ \(Premium\)$/, '');
    await first.click();
    await page.waitForURL(/\/conteudos\/\d+$/);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('button', { name: 'Voltar para Dicas tributárias' }).click();
    await page.waitForURL(/\/dicas-tributarias\?busca=icms$/);
    expect(await page.getByRole('textbox', { name: 'Buscar dicas' }).inputValue()).toBe('icms');
  });

  it('shows a tip in full: type, author, date badge and sanitized content', async () => {
    const { data } = await conteudosOf('gratis', 0);
    const tip = newestFirst((data as ConteudoRow[]).filter((r) => !r.is_premium))[0]!;
    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url(`/conteudos/${tip.id}`));
    const article = page.getByRole('article', { name: tip.title });
    await article.getByRole('heading', { level: 2, name: tip.title }).waitFor();
    await article.getByText('Dica tributária', { exact: true }).waitFor();
    if (tip.author) await article.getByText(tip.author, { exact: true }).waitFor();
    await article.getByText(formatDateBR(tip.data), { exact: true }).waitFor();
    expect(await article.locator('script, [onerror], [onclick]').count()).toBe(0);
    await screenshot(page, 'conteudo-dica-1280');
  });

  it('keeps partners and apps from a free account, in the menu and in the database', async () => {
    const { page } = open;
    await login(page, 'gratis');
    for (const list of LISTS.filter((l) => l.premium)) {
      await page.goto(url(list.path));
      // The plan page names the area that was refused (issue 21).
      await page.waitForURL(/\/plano_premium\?recurso=(contadores-parceiros|indicacao-apps)$/);
      await page.getByRole('region', { name: list.title }).waitFor();
    }
    // Refused by the database, not only hidden: the free and expired accounts get no rows.
    for (const account of ['gratis', 'expirado'] as const) {
      for (const type of [1, 2] as const) {
        const { data, error } = await conteudosOf(account, type);
        expect(error === null ? (data ?? []).length : 0).toBe(0);
      }
    }
    // And the detail page of a partner says so instead of showing it.
    const { data: partners } = await conteudosOf('premium', 1);
    const partner = (partners as ConteudoRow[])[0]!;
    const { data: direct } = await (await apiAs('gratis')).from('conteudos').select('*').eq('id', partner.id);
    expect(direct).toEqual([]);
    await page.goto(url(`/conteudos/${partner.id}`));
    await page.getByRole('heading', { level: 2, name: 'Conteúdo não encontrado' }).waitFor();
    await page.getByText(/exclusivo do plano Premium/).waitFor();
    expect(await page.getByText(partner.title).count()).toBe(0);
    await screenshot(page, 'conteudo-premium-recusado-1280');
  });

  it("says 'Erro ao carregar dados' when the API fails, and 'Tentar novamente' loads the tips", async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.route(CONTEUDOS_API, (route) => route.abort('connectionrefused'));
    await page.goto(url('/dicas-tributarias'));
    await page.getByText('Erro ao carregar dados', { exact: true }).waitFor();
    await page.unroute(CONTEUDOS_API);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await cards(page, 'Dicas tributárias').first().waitFor();
  });

  it("reads a card's HTML as text: nothing in it runs, and nothing it names is fetched", async () => {
    // Excerpts come from an inert parse (shared/src/html-text.ts), not from the sanitizer's
    // output put into the page's own document, where an image would still have been fetched.
    const { page } = open;
    await login(page, 'gratis');
    const hostile =
      '<p>Texto hostil</p><img src="/nao-existe-card.png" onerror="window.__pwned=1"><svg onload="window.__pwned=2"></svg><script>window.__pwned=3</script><p>fim</p>';
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/nao-existe-card.png')) fetched.push(request.url());
    });
    await page.route(CONTEUDOS_API, async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as ConteudoRow[];
      rows[0]!.content = hostile;
      await route.fulfill({ response, json: rows });
    });
    await page.goto(url('/dicas-tributarias'));
    await page.getByText('Texto hostil fim', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(fetched).toEqual([]);
  });

  it('says so for an id that does not exist', async () => {
    const { page } = open;
    await login(page, 'gratis');
    await page.goto(url('/conteudos/987654321'));
    await page.getByRole('heading', { level: 2, name: 'Conteúdo não encontrado' }).waitFor();
    await page.getByRole('button', { name: 'Ver dicas tributárias' }).click();
    await page.waitForURL(/\/dicas-tributarias$/);
  });
});

describe('premium tips (issue 21)', () => {
  async function premiumTipOf(account: AccountName): Promise<ConteudoRow> {
    const { data, error } = await conteudosOf(account, 0);
    expect(error).toBeNull();
    const tip = newestFirst(data as ConteudoRow[]).find((r) => r.is_premium);
    expect(tip).toBeDefined();
    return tip!;
  }

  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', PHONE],
  ] as const)(
    'a free account sees the first lines of a premium tip with a padlock and the way to the upsell (%s px)',
    async (name, viewport) => {
      const tip = await premiumTipOf('gratis');
      expect(tip.bloqueado).toBe(true);
      const whole = await premiumTipOf('premium');
      expect(whole.bloqueado).toBe(false);
      expect(tip.content!.length).toBeLessThan(whole.content!.length);

      const view = await browser.open(viewport);
      try {
        const { page, context } = view;
        await login(page, 'gratis');
        await page.goto(url('/dicas-tributarias'));
        const card = page
          .getByRole('list', { name: 'Dicas tributárias' })
          .getByRole('link', { name: `${tip.title} (Premium)`, exact: true });
        await card.waitFor();
        expect(await card.locator(CARD).locator('.anticon-lock').count()).toBe(1);
        await expectNoSideways(page);
        await screenshot(page, `dicas-premium-bloqueada-lista-${name}`);

        await card.click();
        await page.waitForURL(new RegExp(`/conteudos/${tip.id}$`));
        const article = page.getByRole('article', { name: tip.title });
        await article.getByRole('heading', { level: 3, name: 'Esta é uma dica Premium' }).waitFor();
        // The first lines only: the end of the whole text never reaches the page.
        const shown = (await article.locator('.ant-card-body').innerText()).replace(/\s+/g, ' ');
        const lastWords = whole
          .content!.replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .split(' ')
          .slice(-6)
          .join(' ');
        expect(shown).not.toContain(lastWords);
        expect(await article.locator('.anticon-lock').count()).toBeGreaterThanOrEqual(2);
        await expectNoSideways(page);
        await screenshot(page, `dica-premium-bloqueada-${name}`);

        await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
        await page.reload();
        await article.getByRole('heading', { level: 3, name: 'Esta é uma dica Premium' }).waitFor();
        await screenshot(page, `dica-premium-bloqueada-escuro-${name}`);

        await article.getByRole('link', { name: 'Continue lendo com o Premium' }).click();
        await page.waitForURL(/\/plano_premium\?recurso=dicas-premium$/);
        await page.getByRole('region', { name: 'Dicas detalhadas e atualizadas' }).getByText('Recurso Premium').waitFor();
        // Assinar asks the billing function for the provider's checkout (issue 20): a button.
        await page.getByRole('button', { name: /^Assinar/ }).waitFor();
        await expectNoSideways(page);
        await screenshot(page, `upsell-dicas-premium-escuro-${name}`);
        expect(view.errors).toEqual([]);
      } finally {
        await view.context.close();
      }
    },
  );

  it('a premium account reads the whole premium tip, with no padlock', async () => {
    const tip = await premiumTipOf('premium');
    const { page } = open;
    await login(page, 'premium');
    await page.goto(url(`/conteudos/${tip.id}`));
    const article = page.getByRole('article', { name: tip.title });
    await article.getByText('Dica Premium', { exact: true }).waitFor();
    expect(await article.getByRole('heading', { name: 'Esta é uma dica Premium' }).count()).toBe(0);
    expect(await article.locator('.anticon-lock').count()).toBe(0);
    await screenshot(page, 'dica-premium-inteira-1280');
  });
});

describe('partners and apps (premium account)', () => {
  it.each(LISTS.map((l) => [l.title, l] as const))('lists %s as the database gives them and opens one', async (_title, list) => {
    const { data, error } = await conteudosOf('premium', list.type);
    expect(error).toBeNull();
    const rows = newestFirst(data as ConteudoRow[]);
    expect(rows.length).toBeGreaterThanOrEqual(list.type === 0 ? 6 : 3);

    const { page } = open;
    await login(page, 'premium');
    await page.goto(url(list.path));
    await page.getByRole('heading', { level: 2, name: list.title }).waitFor();
    await cards(page, list.title).first().waitFor();
    expect(await heard(cards(page, list.title))).toEqual(rows.map((r) => r.title));
    await screenshot(page, `lista-${list.type}-1280`);

    const item = rows[0]!;
    await page.getByRole('link', { name: item.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/conteudos/${item.id}$`));
    const article = page.getByRole('article', { name: item.title });
    await article.getByText(formatDateBR(item.data), { exact: true }).waitFor();
    await screenshot(page, `conteudo-tipo-${list.type}-1280`);
    await page.getByRole('button', { name: `Voltar para ${list.title}` }).click();
    await page.waitForURL(new RegExp(`${list.path}$`));
  });

  it('sends the home card spelling of the apps route to /indicacao-apps', async () => {
    const { page } = open;
    await login(page, 'premium');
    await page.goto(url('/indicacao-de-apps'));
    await page.waitForURL(/\/indicacao-apps$/);
    await page.getByRole('heading', { level: 2, name: 'Indicação de Apps' }).waitFor();
    await page.getByRole('search').waitFor();
  });

  it('fits a 390 px phone, in dark mode too', async () => {
    const phone = await browser.open(PHONE);
    try {
      const { page, context } = phone;
      await login(page, 'premium');
      await page.goto(url('/contadores-parceiros'));
      await cards(page, 'Contadores Parceiros').first().waitFor();
      await expectNoSideways(page);
      await screenshot(page, 'contadores-390');
      const { data } = await conteudosOf('premium', 1);
      const partner = newestFirst(data as ConteudoRow[])[0]!;
      await page.goto(url(`/conteudos/${partner.id}`));
      await page.getByRole('heading', { level: 2, name: partner.title }).waitFor();
      await expectNoSideways(page);
      await screenshot(page, 'conteudo-parceiro-390');

      await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
      await page.goto(url('/dicas-tributarias'));
      await cards(page, 'Dicas tributárias').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await expectNoSideways(page);
      await screenshot(page, 'dicas-escuro-390');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

// Issue 14: an area opened by its address asks for its remote beside the shell's own scripts
// (shell/src/runtime/early-start.ts), not after the shell has loaded and rendered; and only when
// the guards will show it.
import type { Route } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { PAGE_HEADS } from '@semmultas/shared/page-heads';
import { DESKTOP, PHONE, login, remoteOrigin, screenshot, url, type OpenPage } from './lib/app';

const browser = setUpBrowser();
let open: OpenPage;

beforeEach(async () => {
  open = await browser.open();
});

async function remoteManifests(): Promise<Record<string, string>> {
  return ((await (await fetch(url('/config.json'))).json()) as { remotes: Record<string, string> }).remotes;
}

/** Holds every request `matches` picks until `release`; `someHeld` resolves with the first one held. */
async function holdRequests(page: OpenPage['page'], matches: (u: URL) => boolean) {
  const held: Route[] = [];
  let holding = true;
  let firstHeld: () => void;
  const someHeld = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(matches, (route) => {
    if (!holding) return route.continue();
    held.push(route);
    firstHeld();
  });
  return {
    held,
    someHeld,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(matches);
    },
  };
}

/**
 * Holds every script of the shell but its entry (main.js) and the first paint's drawers
 * (first-lists.*.js, asked for by index.html's own script): React, the router, antd, the app.
 */
function holdShellChunks(page: OpenPage['page']) {
  const shell = new URL(url('/')).origin;
  return holdRequests(
    page,
    (u) => u.origin === shell && /^\/[\w-]+\.[0-9a-f]{10}\.js$/.test(u.pathname) && !u.pathname.startsWith('/first-lists.'),
  );
}

/** Holds every file of an area's remote. */
async function holdRemote(page: OpenPage['page'], name: string) {
  const origin = await remoteOrigin(name);
  return holdRequests(page, (u) => u.origin === origin);
}

describe('the first page of a visit (issue 14)', () => {
  it("asks for the area's remote while the shell's own scripts are still loading, then shows the area", async () => {
    const { page } = open;
    await login(page, 'premium');
    const forum = (await remoteManifests()).forum!;
    await page.goto('about:blank');
    const shell = await holdShellChunks(page);
    const manifest = page.waitForRequest((r) => r.url() === forum, { timeout: 15_000 });
    // The load event waits for the held scripts: the navigation's commit is enough.
    await page.goto(url('/forum'), { waitUntil: 'commit' });
    // Before this, the manifest was requested only after the shell had rendered: never while held.
    await manifest;
    // The entry asks for the manifest first and for its own scripts a task later
    // (yield-while-loading): the shell must still be waiting on one of them, held, and none was
    // let through before the manifest was asked for.
    await shell.someHeld;
    expect(shell.held.length).toBeGreaterThan(0);
    await shell.release();
    await page.locator('#conteudo').getByRole('search').waitFor();
  });

  it("paints the page's head before the app's entry runs: main.js is fetched from the start, run once the first paint is on screen", async () => {
    const { page } = open;
    await login(page, 'premium');
    await page.goto('about:blank');
    // When the entry's <script> joins the document.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLScriptElement && /\/main\.js(\?|$)/.test(node.src)) {
              (window as unknown as { __entryAddedAt?: number }).__entryAddedAt = performance.now();
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const response = await page.goto(url('/calculadora-icms'));
    const html = await response!.text();
    expect(html).toMatch(/<link rel="preload" as="script" href="\/main\.js[^"]*">/);
    expect(html).not.toMatch(/<script[^>]*src="\/main\.js/);
    await page.locator('#conteudo').getByRole('button', { name: 'Calcular' }).waitFor();
    const { addedAt, paintedAt } = await page.evaluate(() => ({
      addedAt: (window as unknown as { __entryAddedAt?: number }).__entryAddedAt,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(paintedAt).toBeLessThanOrEqual(addedAt!);
    // Asked once: the preload's answer is the one the script runs.
    expect(asked.filter((p) => p === '/main.js')).toHaveLength(1);
  });

  it('asks for nothing the guards will not show: the free plan opening the forum goes to the plan page', async () => {
    const { page } = open;
    await login(page, 'gratis');
    const forum = (await remoteManifests()).forum!;
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto(url('/forum'));
    await page.waitForURL(/\/plano_premium\?recurso=forum$/);
    await page
      .getByRole('heading', { name: /Premium/ })
      .first()
      .waitFor();
    expect(asked).not.toContain(forum);
  });
});

describe("an area's header painted with the HTML, kept while its remote loads, where the area draws it (issue 14)", () => {
  const AREAS_PAINTED = [
    ['/sefaz-estaduais', 'sefaz'],
    ['/forum', 'forum'],
    ['/dicas-tributarias', 'contents'],
    ['/fluxo-caixa', 'cashflow'],
    ['/calculadora-icms', 'calculators'],
  ] as const;
  /** What the area draws beside its header once it is in. */
  const areaReady = (page: OpenPage['page'], path: string) => {
    const area = page.locator('#conteudo');
    if (path === '/fluxo-caixa') return area.getByRole('button', { name: 'Exportar CSV' });
    if (path === '/calculadora-icms') return area.getByRole('tab').first();
    if (path === '/admin') return area.getByRole('button', { name: 'Novo post' });
    return area.getByRole('search');
  };

  /**
   * Opens `path` three times: with no script of the app (index.html's first paint), with the
   * area's remote held (the shell's loading header), then whole; the title's and grey line's
   * boxes, fonts and colours must be the same at each step.
   */
  async function expectHeadToStay(page: OpenPage['page'], path: string, remote: string, shot?: string) {
    const head = PAGE_HEADS[path]!;
    const title = page.locator('#root h2', { hasText: head.title });
    const subtitle = page.getByText(head.subtitle, { exact: true });
    const boxes = async () =>
      Promise.all(
        [title, subtitle].map(async (l) => {
          const b = (await l.boundingBox())!;
          const look = await l.evaluate((el) => {
            const style = getComputedStyle(el);
            return `${style.color} ${style.fontSize}/${style.lineHeight} ${style.fontWeight}`;
          });
          return [...[b.x, b.y, b.width, b.height].map(Math.round), look];
        }),
      );

    // 1. No script of the app runs: index.html's own markup (first-paint).
    await page.route(/\/main\.js/, (route) => route.abort());
    await page.goto(url(path));
    await subtitle.waitFor();
    expect(await page.locator('#root .sm-first').count()).toBe(1);
    const painted = await boxes();
    if (shot) await screenshot(page, shot);
    await page.unroute(/\/main\.js/);

    // 2. The shell has rendered; the area's remote is held: the shell draws the same header.
    const held = await holdRemote(page, remote);
    await page.goto(url(path));
    await page.getByRole('status', { name: 'Carregando' }).waitFor();
    expect(await page.locator('#root .sm-first').count()).toBe(0);
    expect(await boxes()).toEqual(painted);

    // 3. The area itself, with its search box or its toolbar.
    await held.release();
    await areaReady(page, path).waitFor();
    expect(await boxes()).toEqual(painted);
  }

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])('%s px: the title and its grey line do not move from the first paint to the area', async (width, viewport) => {
    const { page } = await browser.open(viewport);
    await login(page, 'premium');
    for (const [path, remote] of AREAS_PAINTED)
      await expectHeadToStay(page, path, remote, width === '390' ? `primeira-pintura-${remote}-390` : undefined);
  });

  // Two pages drawn in another frame than the areas': an expired plan's ledger (read-only, a
  // shorter toolbar) and the admin panel's first page (the admin's frame, the panel's own menu:
  // a button named by the page below 992 px, a column beside it from there).
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])("%s px: an expired plan's ledger and the admin panel are painted too, and their headers stay", async (width, viewport) => {
    const pages = [
      ['expirado', '/fluxo-caixa', 'cashflow', /^Renovar o Premium$/],
      ['admin', '/admin', 'admin', width === '390' ? /^Páginas do painel: Cadastros SEFAZ/ : /^Novo post$/],
    ] as const;
    for (const [account, path, remote, shown] of pages) {
      const { page } = await browser.open(viewport);
      await login(page, account);
      await expectHeadToStay(page, path, remote, `primeira-pintura-${remote}-${account}-${width}`);
      await page.getByRole('button', { name: shown }).waitFor();
      await screenshot(page, `${remote}-${account}-${width}`);
    }
  });

  it.each([
    ['/sefaz-estaduais', 'premium', 'sefaz'],
    ['/admin', 'admin', 'admin'],
  ] as const)('paints %s in the kept colour mode: dark before any script', async (path, account, name) => {
    const { page, context } = await browser.open(PHONE);
    await login(page, account);
    await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
    await page.route(/\/main\.js/, (route) => route.abort());
    await page.goto(url(path));
    const subtitle = page.getByText(PAGE_HEADS[path]!.subtitle, { exact: true });
    await subtitle.waitFor();
    const colours = () =>
      Promise.all([
        subtitle.evaluate((el) => getComputedStyle(el).color),
        page.locator('#root h2').evaluate((el) => getComputedStyle(el).color),
        // What the header is drawn on: the page's background (the frame's, then antd Layout's), or
        // the admin panel's white box.
        page.locator('#root h2').evaluate((el) => {
          for (let box: Element | null = el; box; box = box.parentElement) {
            const colour = getComputedStyle(box).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return null;
        }),
      ]);
    const painted = await colours();
    expect(painted[0]).toBe('rgba(255, 255, 255, 0.62)');
    await screenshot(page, `primeira-pintura-${name}-390-escuro`);
    await page.unroute(/\/main\.js/);
    await page.goto(url(path));
    await areaReady(page, path).waitFor();
    expect(await colours()).toEqual(painted);
  });
});

/**
 * A list page painted by index.html's own read (shell/src/first-paint/first-list.ts), opened
 * three times: with no script of the app (the painted list), with the area's remote held (the
 * shell keeps the painted list, its skeleton out of sight), then whole. `measure` reads the
 * painted parts (true) or the area's own (false) at each step; the RPC's requests are counted
 * from the second opening on.
 */
async function paintedListSteps<T>(
  page: OpenPage['page'],
  { path, remote, rpc, painted, area, shot }: { path: string; remote: string; rpc: string; painted: string; area: string; shot: string },
  measure: (painted: boolean) => Promise<T>,
) {
  // 1. No script of the app runs: index.html's head and its list.
  await page.route(/\/main\.js/, (route) => route.abort());
  await page.goto(url(path));
  await page.locator(`#root .sm-first ${painted}`).first().waitFor();
  const first = await measure(true);
  await screenshot(page, shot);
  await page.unroute(/\/main\.js/);

  // 2. The shell has rendered, the area's remote is held: the same list, the skeleton out of sight.
  const reads: string[] = [];
  page.on('request', (r) => r.url().includes(`/rpc/${rpc}`) && reads.push(r.method()));
  const held = await holdRemote(page, remote);
  await page.goto(url(path));
  await page.getByRole('status', { name: 'Carregando' }).waitFor();
  await page.locator(`#conteudo ${painted}`).first().waitFor();
  expect(await page.locator('#root .sm-first').count()).toBe(0);
  const whileHeld = await measure(true);
  expect(
    await page
      .locator('.sm-plain-skeleton-bar')
      .first()
      .evaluate((bar) => bar.closest('[role="status"]')!.getBoundingClientRect().height),
  ).toBe(1);

  // 3. The area's own list, from the same read: the painted one is gone.
  await held.release();
  await page.locator(area).first().waitFor();
  expect(await page.locator(painted).count()).toBe(0);
  return { painted: first, whileHeld, area: await measure(false), reads };
}

describe("the tips' first cards, painted from index.html's own read before the app runs (issue 14, eleventh round)", () => {
  /** Each card's boxes and look: the card, its badge, title, text and footer, as the page draws them. */
  async function cardsOf(page: OpenPage['page'], painted: boolean) {
    const [card, badge, title, text, foot] = painted
      ? ['.sm-first-card', '.sm-first-tag', 'h3', '.sm-first-excerpt', '.sm-first-foot > span']
      : ['#conteudo ul > li .sm-plain-card', '.ant-tag', 'h3', 'div.ant-typography-secondary', '.ant-flex > span'];
    return page.locator(card).evaluateAll(
      (cards, parts) =>
        cards.map((el) =>
          [el, ...parts.flatMap((sel) => [...el.querySelectorAll(sel)])].map((part) => {
            const r = part.getBoundingClientRect();
            const s = getComputedStyle(part);
            // The words on screen: not a cut title's whole text, there for screen readers in a 1 px box.
            const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
            let seen = '';
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              if (node.parentElement!.getBoundingClientRect().width > 1) seen += node.textContent;
            return `${[r.x, r.y, r.width, r.height].map(Math.round).join(',')} ${s.color} ${s.backgroundColor} ${s.fontSize}/${s.lineHeight} ${s.fontWeight} ${seen}`;
          }),
        ),
      [badge, title, text, foot],
    );
  }

  it.each([
    ['390', 'light', 'premium'],
    ['1280', 'dark', 'premium'],
    ['390', 'dark', 'gratis'],
    ['1280', 'light', 'gratis'],
  ] as const)('%s px, %s, %s: the same cards in the same boxes, kept while the area loads, read once', async (width, mode, account) => {
    const { page, context } = await browser.open(width === '390' ? PHONE : DESKTOP);
    await login(page, account);
    if (mode === 'dark') await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));

    const steps = await paintedListSteps(
      page,
      {
        path: '/dicas-tributarias',
        remote: 'contents',
        rpc: 'conteudos_visiveis',
        painted: '.sm-first-card',
        area: '#conteudo ul > li .sm-plain-card',
        shot: `primeira-pintura-dicas-${width}-${mode}-${account}`,
      },
      (painted) => cardsOf(page, painted),
    );
    expect(steps.painted.length).toBeGreaterThan(0);
    expect(steps.whileHeld).toEqual(steps.painted);
    expect(steps.area.slice(0, steps.painted.length)).toEqual(steps.painted);
    expect(steps.reads).toEqual(['POST']);
  });
});

describe("the forum's first screen, painted from index.html's own read before the app runs (issue 14, eleventh round)", () => {
  // Each painted part and the forum's own: the name bar, its "Alterar", the new-topic card, its
  // text box, the count under it, its button, the line over the list, then each card's box,
  // picture, name, date, text and reply count.
  const PAINTED = [
    '.sm-first-namebar',
    '.sm-first-link',
    '.sm-first-post',
    '.sm-first-textarea',
    '.sm-first-count',
    '.sm-first-button',
    '.sm-first-status',
    '.sm-first-forum-list > li > div',
    '.sm-first-avatar',
    '.sm-first-author-name',
    '.sm-first-date',
    '.sm-first-thread-text',
    '.sm-first-thread-replies > span',
  ];
  const FORUM = [
    '.sm-forum-page > :nth-child(2)',
    '.sm-forum-page > :nth-child(2) button',
    '.sm-forum-page > :nth-child(3)',
    '.sm-forum-page > :nth-child(3) .ant-input-affix-wrapper',
    '.ant-input-data-count',
    '.sm-forum-page > :nth-child(3) button',
    '.sm-forum-page > :nth-child(4)',
    '.sm-forum-list > li > article',
    '.sm-forum-list article > span > span:first-child',
    '.sm-forum-list article > span > span:nth-child(2)',
    '.sm-forum-list article > span > span:nth-child(3)',
    '.sm-forum-list article .sm-forum-open',
    '.sm-forum-list article > div.ant-flex span.ant-typography-secondary',
  ];
  const partsOf = (page: OpenPage['page'], selectors: string[]) =>
    page.evaluate(
      (selectors) =>
        selectors.map((selector, i) =>
          [...document.querySelectorAll(selector)].map((part) => {
            const r = part.getBoundingClientRect();
            const s = getComputedStyle(part);
            // "Alterar" follows the name, which the forum reads after it is drawn: its place across is the name's.
            const x = i === 1 ? '' : Math.round(r.x);
            // The text box's words are the forum's placeholder attribute (both take NEW_TOPIC from
            // @semmultas/shared/forum-list): the boxes only.
            const words = i === 2 || i === 3 ? '' : part.textContent;
            return `${x},${[r.y, r.width, r.height].map(Math.round).join(',')} ${s.color} ${s.backgroundColor} ${s.fontSize} ${words}`;
          }),
        ),
      selectors,
    );

  it.each([
    ['390', 'light'],
    ['1280', 'dark'],
    ['390', 'dark'],
    ['1280', 'light'],
  ] as const)('%s px, %s: the same parts in the same boxes, kept while the forum loads, read once', async (width, mode) => {
    const { page, context } = await browser.open(width === '390' ? PHONE : DESKTOP);
    await login(page, 'premium');
    if (mode === 'dark') await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));

    const steps = await paintedListSteps(
      page,
      {
        path: '/forum',
        remote: 'forum',
        rpc: 'forum_list_threads',
        painted: '.sm-first-forum-list > li',
        area: '.sm-forum-list > li',
        shot: `primeira-pintura-forum-lista-${width}-${mode}`,
      },
      (painted) => partsOf(page, painted ? PAINTED : FORUM),
    );
    // The painted cards: as many as the first screen shows; the forum's own, up to a page.
    const cards = steps.painted[7]!.length;
    expect(cards).toBeGreaterThan(0);
    expect(steps.whileHeld).toEqual(steps.painted);
    // The forum's own name bar says "…" until its read of the name, then the name: its box is compared, not its words.
    const comparable = (parts: string[][]) =>
      parts.map((part, i) => part.slice(0, cards).map((p) => (i === 0 ? p.replace(/ [^ ]*Seu nome.*$/, '') : p)));
    expect(comparable(steps.area)).toEqual(comparable(steps.painted));
    expect(steps.reads).toEqual(['POST']);
  });
});

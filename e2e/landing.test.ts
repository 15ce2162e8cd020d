// Issue 4 in the browser: the landing page a visitor gets (prerendered, no app booted), every
// link and anchor on it, the popovers, the small-screen menu, keyboard reach, the fallback to
// the remote, the plan page for the free, expired and premium accounts, and /sucesso.
import type { Page } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { DESKTOP, login, PHONE, screenshot, url, type OpenPage } from './lib/app';

interface Config {
  contactEmail: string;
  companyLegalName: string;
  companyCnpj: string;
  companyAddress: string;
}

const browser = setUpBrowser();
let open: OpenPage;
let config: Config;

const HEADLINE = 'Livre-se das multas tributárias';

beforeAll(async () => {
  config = (await (await fetch(url('/config.json'))).json()) as Config;
});

async function visit(viewport = DESKTOP, path = '/'): Promise<Page> {
  open = await browser.open(viewport);
  // Anchors jump instead of gliding, so a test can look right after the click.
  await open.page.emulateMedia({ reducedMotion: 'reduce' });
  await open.page.goto(url(path));
  await open.page.getByRole('heading', { name: HEADLINE }).waitFor();
  return open.page;
}

/** True when the element with this id is on screen (its top, or all of it near the page end). */
function onScreen(page: Page, id: string) {
  return page.evaluate((target) => {
    const r = document.getElementById(target)!.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  }, id);
}

/** Whether the popover holding this link is open (closed ones are transparent, not hidden). */
function popoverShown(link: ReturnType<Page['getByRole']>) {
  return link.evaluate((el) => getComputedStyle(el.closest('.lp-popover')!).opacity === '1');
}

async function clickAnchor(page: Page, link: ReturnType<Page['getByRole']>, id: string) {
  await link.click();
  await page.waitForFunction((target) => location.hash === `#${target}`, id);
  await page.waitForFunction((target) => {
    const r = document.getElementById(target)!.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  }, id);
  expect(await onScreen(page, id)).toBe(true);
}

describe('landing page, first visit', () => {
  it('paints the prerendered page without booting the app: one script, no antd, no remote code', async () => {
    open = await browser.open(PHONE);
    const scripts: string[] = [];
    open.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await open.page.goto(url('/'));
    await open.page.getByRole('heading', { name: HEADLINE, level: 1 }).waitFor();
    await open.page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/main.js']);
    expect(await open.page.locator('#root > .lp').count()).toBe(1);
    await screenshot(open.page, 'landing-390');
  });

  it('fills the footer with the contact e-mail of /config.json', async () => {
    const page = await visit();
    const footer = page.getByRole('contentinfo');
    const mail = footer.getByRole('link', { name: config.contactEmail });
    expect(await mail.getAttribute('href')).toBe(`mailto:${config.contactEmail}`);
    expect(await page.content()).not.toContain('{{config.');
    // DECISIONS 19: the current year (São Paulo), filled from /config.json in the prerendered page.
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date());
    await footer.getByText(`© ${year} SemMultas`, { exact: false }).waitFor();
    // Issue 21: who runs the service, from the same configuration.
    const company = footer.locator('address');
    expect(await company.innerText()).toBe(`${config.companyLegalName} · CNPJ ${config.companyCnpj}\n${config.companyAddress}`);
    await screenshot(page, 'landing-1280');
  });

  it('opens the Termos de Uso and the Política de Privacidade from the footer, with the company filled in (issue 21)', async () => {
    const page = await visit(PHONE);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await page.waitForURL(/\/termos-de-uso$/);
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso' }).waitFor();
    const terms = page.getByRole('article', { name: 'Termos de Uso' });
    await terms.getByText(`inscrita no CNPJ sob o nº ${config.companyCnpj}`, { exact: false }).waitFor();
    await terms
      .getByText('Desistir', { exact: false })
      .or(terms.getByText('art. 49', { exact: false }))
      .first()
      .waitFor();
    expect(await page.content()).not.toContain('{{');
    await screenshot(page, 'termos-de-uso-390');

    await page.getByRole('link', { name: 'Política de Privacidade' }).first().click();
    await page.waitForURL(/\/politica-de-privacidade$/);
    const policy = page.getByRole('article', { name: 'Política de Privacidade' });
    // LGPD art. 9: controller, purposes, legal bases, sharing, retention, rights and contact.
    for (const heading of [
      '1. Quem é o controlador',
      '3. Para que usamos e com que base legal (LGPD, art. 7º)',
      '4. Com quem compartilhamos',
      '5. Por quanto tempo guardamos',
      '6. Seus direitos (LGPD, art. 18)',
    ])
      await policy.getByRole('heading', { name: heading }).waitFor();
    await policy.getByText(config.companyLegalName, { exact: false }).first().waitFor();
    await page.evaluate(() => localStorage.setItem('colorMode', 'dark'));
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await policy.getByRole('heading', { name: '1. Quem é o controlador' }).waitFor();
    await screenshot(page, 'politica-de-privacidade-escuro-1280');
  });

  it('jumps to every section from the top bar, its popovers, the hero and the footer', async () => {
    const page = await visit();
    const bar = page.getByRole('navigation', { name: 'Seções da página' });
    await clickAnchor(page, bar.getByRole('link', { name: 'Planos', exact: true }), 'section-plans');
    await page.getByRole('heading', { name: 'Planos sob medida' }).waitFor();
    await clickAnchor(page, bar.getByRole('link', { name: 'Sobre a solução', exact: true }), 'section-about');

    // Children open on hover, and close when the pointer leaves (a click leaves none open).
    await page.mouse.move(640, 700);
    const features = bar.getByRole('link', { name: /^Recursos e funcionalidades/ });
    expect(await popoverShown(features)).toBe(false);
    await bar.getByRole('link', { name: 'Sobre a solução', exact: true }).hover();
    expect(await popoverShown(features)).toBe(true);
    await clickAnchor(page, features, 'section-features');
    await page.mouse.move(640, 700);
    expect(await popoverShown(features)).toBe(false);
    await bar.getByRole('link', { name: 'Planos', exact: true }).hover();
    await clickAnchor(page, bar.getByRole('link', { name: /^Grátis/ }), 'plan-free');
    await bar.getByRole('link', { name: 'Planos', exact: true }).hover();
    await clickAnchor(page, bar.getByRole('link', { name: /^Premium/ }), 'plan-premium');
    await bar.getByRole('link', { name: 'Sobre a solução', exact: true }).hover();
    await clickAnchor(page, bar.getByRole('link', { name: /^O que é o SemMultas/ }), 'section-about');
    await page.mouse.move(640, 700);

    await clickAnchor(page, page.getByRole('link', { name: 'Conheça os planos' }), 'section-plans');
    const footer = page.getByRole('contentinfo');
    await clickAnchor(page, footer.getByRole('link', { name: 'Quem somos' }), 'section-about');
    await clickAnchor(page, footer.getByRole('link', { name: 'Planos' }), 'section-plans');
    // The whole policy is its own page (issue 21; the next test opens it).
    expect(await footer.getByRole('link', { name: 'Políticas de Privacidade' }).getAttribute('href')).toBe('/politica-de-privacidade');
    // The skip link sits off screen until a keyboard user focuses it.
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await skip.focus();
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#conteudo-principal');
    // The next Tab goes into the content, past the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('CADASTRE-SE. É Grátis!');
  });

  it('opens a section named in the address', async () => {
    const page = await visit(PHONE, '/#section-plans');
    await page.waitForFunction(() => {
      const r = document.getElementById('section-plans')!.getBoundingClientRect();
      return Math.abs(r.top) < 4;
    });
  });

  it.each([
    ['the top bar', 'Primeiro acesso', 'banner', /\/cadastro$/, 'Criar conta'],
    ['the top bar', 'Login', 'banner', /\/login$/, 'Acessar'],
    ['the hero', 'CADASTRE-SE. É Grátis!', 'main', /\/cadastro$/, 'Criar conta'],
    ['the Grátis plan', 'Começar grátis', 'main', /\/cadastro$/, 'Criar conta'],
    ['the Premium plan', 'Quero o Premium', 'main', /\/cadastro$/, 'Criar conta'],
    // A visitor asking for a signed-in area is asked to log in first.
    ['the footer', 'Consultar', 'contentinfo', /\/login$/, 'Acessar'],
  ] as const)('follows %s link "%s" into the app', async (_where, name, landmark, target, button) => {
    const page = await visit();
    await page.getByRole(landmark).getByRole('link', { name, exact: true }).click();
    await page.waitForURL(target);
    await page.getByRole('button', { name: button }).waitFor();
  });

  it('takes the logo back to the top of the landing page', async () => {
    const page = await visit(DESKTOP, '/#section-plans');
    await page.getByRole('link', { name: 'SemMultas — página inicial' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: HEADLINE }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('opens the three social networks in a new tab, safely', async () => {
    const page = await visit();
    const social = page.getByRole('list', { name: 'SemMultas nas redes sociais' }).getByRole('link');
    expect(await social.count()).toBe(3);
    for (const link of await social.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.(instagram|linkedin|youtube)\.com\//);
      expect(await link.getAttribute('aria-label')).toMatch(/^SemMultas no /);
    }
  });

  it('reaches every link and the menu with the keyboard, in reading order', async () => {
    const page = await visit();
    const visibleLinks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('#root a')].filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')),
    );
    const reached: Array<string | null> = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const popover = el.closest('.lp-popover');
        const visible = el.checkVisibility({ visibilityProperty: true }) && (!popover || getComputedStyle(popover).opacity === '1');
        return { href: el.getAttribute('href'), tag: el.tagName, visible };
      });
      if (!focused) break;
      expect(focused.visible).toBe(true);
      if (focused.tag === 'A') reached.push(focused.href);
    }
    // Popover children are reached too, since focusing their parent opens them.
    expect(reached).toEqual(expect.arrayContaining(visibleLinks));
    expect(reached).toEqual(expect.arrayContaining(['#section-features', '#plan-free', '#plan-premium']));
    expect(reached[0]).toBe('#conteudo-principal');
  });
});

describe('landing page on a phone', () => {
  it('fits 360 px without sideways scrolling', async () => {
    const page = await visit({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await page.getByRole('navigation', { name: 'Seções da página' }).isVisible()).toBe(false);
  });

  it('collapses the menu, opens it from the button and follows its entries', async () => {
    const page = await visit(PHONE);
    const toggle = page.getByRole('banner').locator('summary');
    expect(await toggle.getAttribute('aria-label')).toBe('Menu');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await page.locator('details.lp-mobile').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    for (const name of ['Sobre a solução', 'Planos', 'Primeiro acesso', 'Login'])
      await menu.getByRole('link', { name, exact: true }).waitFor();
    await screenshot(page, 'landing-390-menu');
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });

    await toggle.click();
    await clickAnchor(page, menu.getByRole('link', { name: /^Premium/ }), 'plan-premium');
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.getByRole('link', { name: 'Primeiro acesso', exact: true }).click();
    await page.waitForURL(/\/cadastro$/);
  });

  it('opens and closes the menu from the keyboard', async () => {
    const page = await visit(PHONE);
    const toggle = page.getByRole('banner').locator('summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sobre a solução');
    await toggle.focus();
    await page.keyboard.press('Space');
    await menu.waitFor({ state: 'hidden' });
  });

  it('keeps the dark colour mode the shell stored', async () => {
    open = await browser.open(PHONE);
    await open.context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
    await open.page.goto(url('/'));
    await open.page.getByRole('heading', { name: HEADLINE }).waitFor();
    const bg = await open.page.locator('.lp').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(20, 20, 20)');
    await screenshot(open.page, 'landing-390-dark');
  });
});

describe('landing page rendered by the remote', () => {
  it('falls back to the remote when the prerendered page cannot be fetched', async () => {
    open = await browser.open();
    await open.page.route('**/prerender.html', (route) => route.fulfill({ status: 404, body: '' }));
    await open.page.goto(url('/'));
    await open.page.getByRole('heading', { name: HEADLINE }).waitFor();
    await open.page.getByRole('contentinfo').getByRole('link', { name: config.contactEmail }).waitFor();
    // The app booted and mounted the remote; its links navigate inside the app.
    await open.page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await open.page.waitForURL(/\/login$/);
  });

  it('shows a signed-in user the same page, whose menu closes after a choice', async () => {
    open = await browser.open(PHONE);
    await open.page.emulateMedia({ reducedMotion: 'reduce' });
    await login(open.page, 'gratis');
    await open.page.goto(url('/'));
    await open.page.getByRole('heading', { name: HEADLINE }).waitFor();
    const toggle = open.page.getByRole('banner').locator('summary');
    await toggle.click();
    const menu = open.page.getByRole('navigation', { name: 'Menu' });
    await clickAnchor(open.page, menu.getByRole('link', { name: 'Planos', exact: true }), 'section-plans');
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('plan page (/plano_premium)', () => {
  async function planPage(account: 'gratis' | 'expirado' | 'premium', viewport = DESKTOP) {
    open = await browser.open(viewport);
    await login(open.page, account);
    await open.page.goto(url('/plano_premium'));
    await open.page.getByRole('heading', { level: 1 }).waitFor();
    return open.page;
  }

  const features = (page: Page) => page.locator('#conteudo li[data-feature]');

  it("invites the free account with 'Seja Premium...' and opens the provider's checkout", async () => {
    const page = await planPage('gratis');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seja Premium...');
    expect(await features(page).count()).toBe(9);
    expect(await page.getByText('Liberado no seu plano').count()).toBe(2);
    await screenshot(page, 'plano-free-1280');
    // issue 20: the billing function opens the (sandbox) provider's checkout; nothing is paid here.
    await page.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }).click();
    await page.getByRole('heading', { name: 'Assinar o SemMultas Premium' }).waitFor();
  });

  it('tells the expired account when the plan ended and offers the renewal', async () => {
    const page = await planPage('expirado', PHONE);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!) as { plan_expiration: string | null });
    const headline = await page.getByRole('heading', { level: 1 }).textContent();
    if (stored.plan_expiration) {
      const [y, m, d] = stored.plan_expiration.slice(0, 10).split('-');
      expect(headline).toBe(`Seu plano Premium expirou em ${d}/${m}/${y}`);
    } else expect(headline).toBe('Seu plano Premium expirou');
    await page.getByRole('button', { name: 'Renovar por R$ 14,99/mês' }).waitFor();
    expect(await page.getByText('Liberado no seu plano').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, 'plano-expirado-390');
  });

  it('shows the premium account its expiry date and all nine areas open', async () => {
    const page = await planPage('premium');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!) as { plan_expiration: string });
    const [y, m, d] = stored.plan_expiration.slice(0, 10).split('-');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Seu plano Premium está ativo até ${d}/${m}/${y}`);
    expect(await page.getByText('Liberado no seu plano').count()).toBe(9);
    await features(page).getByRole('link', { name: 'Calculadoras', exact: true }).click();
    await page.waitForURL(/\/calculadora-icms$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Renovar assinatura' }).waitFor();
    await screenshot(page, 'plano-premium-1280');
  });
});

describe('/sucesso', () => {
  it('thanks a visitor, asks them to sign in to see the plan, and offers the way back home', async () => {
    open = await browser.open(PHONE);
    await open.page.goto(url('/sucesso'));
    await open.page.getByText('Entre na sua conta para ver o seu plano Premium.').waitFor();
    await open.page.getByRole('link', { name: /Voltar para a página inicial/ }).click();
    // A visitor (the payment tab has no session) is asked to log in.
    await open.page.waitForURL(/\/login$/);
  });
});

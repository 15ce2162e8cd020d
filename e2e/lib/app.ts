// What every browser test does: open the app, sign in as a demo account, take screenshots.
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../tooling/workspace.cjs';
import { APP_URL, SCREENSHOTS } from './browser';

export type AccountName = 'admin' | 'premium' | 'gratis' | 'expirado';

/** The seed's demo accounts (tooling/workspace.cjs), by name. */
export const ACCOUNTS = Object.fromEntries(DEMO_ACCOUNTS.map(({ key, email, password }) => [key, { email, password }])) as Record<
  AccountName,
  { email: string; password: string }
>;

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a test ends asserting there were none. */
  errors: string[];
}

/** A new context and page; e2e files get one through setUpBrowser().open(), which also closes it. */
export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

export function url(pathname: string): string {
  return `${APP_URL}${pathname}`;
}

/** Signs in through the login form, as a person would, and waits for the home page. */
export async function login(
  page: Page,
  account: AccountName | { email: string; password: string },
  expectPath = /\/pagina-inicial$|\/admin$/,
) {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL(expectPath);
}

/**
 * Waits (up to 5 s, then goes on) until nothing in `scope` (the whole page by default) is
 * animating: antd fades, zooms and slides things in. Endless animations (spinners) do not count.
 */
export async function animationsSettled(page: Page, scope?: Locator) {
  const element = scope ? await scope.elementHandle() : null;
  await page
    .waitForFunction(
      (el) =>
        (el ? el.getAnimations({ subtree: true }) : document.getAnimations()).every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
        ),
      element,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await element?.dispose();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * The page at `width` in the light theme and then the dark one (back to light after): nothing
 * wider than the screen, the dark theme really on, a screenshot of each.
 */
export async function screenshotsLightAndDark(page: Page, name: string, width: number) {
  // After a resize antd re-lays the page out on its breakpoint listener: give it a moment.
  await page.waitForFunction((w) => document.documentElement.scrollWidth <= w, width, { timeout: 5_000 }).catch(() => undefined);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(page, `${name}-${width}-claro`);
  await page.getByRole('button', { name: 'Usar modo escuro' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await screenshot(page, `${name}-${width}-escuro`);
  await page.getByRole('button', { name: 'Usar modo claro' }).click();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@teste.semmultas.dev`;
}

/** An entry of the shell's navigation menu (home cards link to the same places). */
export function menuLink(page: Page, label: string) {
  return page.getByRole('menu', { name: 'Navegação principal' }).getByRole('link', { name: label, exact: true });
}

/** The origin a remote is deployed at, read from the shell's /config.json (ports move in tests). */
export async function remoteOrigin(name: string): Promise<string> {
  const res = await fetch(url('/config.json'));
  const config = (await res.json()) as { remotes: Record<string, string> };
  return new URL(config.remotes[name]).origin;
}

/** What every foreign address answers in the browser suites (CI has no network). */
export const EXTERNAL_PAGE = 'Página externa simulada';

/** No network in CI: foreign addresses (type-0 frames, new tabs, pictures) answer with a small page. */
export async function fakeTheInternet(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><meta charset="utf-8"><h1>${EXTERNAL_PAGE}</h1>`,
    }),
  );
}

// The browser hooks every e2e file needs, written once: one Chromium per file, a fresh context
// per open(), every context a test opened closed after it, and the test failed when any of its
// pages threw an uncaught exception (a React crash, a failed chunk load) that the steps did not see.
import type { Browser } from 'playwright-core';
import { signOutAll } from './api';
import { DESKTOP, openPage, type OpenPage, type Viewport } from './app';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  /**
   * A new context (pt-BR, São Paulo time, service workers blocked unless asked) and its page,
   * closed after the current test; the test fails if the page had uncaught errors.
   */
  open(viewport?: Viewport, options?: { serviceWorkers?: 'allow' | 'block' }): Promise<OpenPage>;
}

/**
 * Registers the file's hooks; call it once, at the top of the file. Jest runs afterAll hooks in
 * the order they are declared: a file that cleans data up through apiAs declares its own
 * afterAll before calling this, so the sign-out here comes after the clean-up.
 */
export function setUpBrowser(): BrowserSuite {
  let browser: Browser | undefined;
  let opened: OpenPage[] = [];
  // True from this file-level beforeEach to its afterEach: open() belongs to a test.
  let inTest = false;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(() => {
    inTest = true;
  });

  afterEach(async () => {
    inTest = false;
    const pages = opened;
    opened = [];
    const errors = pages.flatMap((o) => o.errors);
    await Promise.all(pages.map((o) => o.context.close().catch(() => undefined)));
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await signOutAll();
    await browser?.close();
  });

  return {
    async open(viewport = DESKTOP, options = {}) {
      // A context opened in a beforeAll would be closed after the first test: refuse it.
      if (!browser || !inTest) throw new Error('setUpBrowser().open() vale dentro de um teste ou de um beforeEach.');
      const o = await openPage(browser, viewport, options);
      opened.push(o);
      return o;
    },
  };
}

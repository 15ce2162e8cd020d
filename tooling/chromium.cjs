// The one way to start the system Chromium (Debian's; playwright's and puppeteer's downloads
// fail here): for the browser tests (e2e/lib/browser.ts) and the benchmarks (bench/*.mjs).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };

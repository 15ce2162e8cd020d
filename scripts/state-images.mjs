// `pnpm state-images`: the states' images (DECISIONS.md 7) as the app ships them, WebP, drawn
// from their sources in shell/public/states/*.svg by the Chromium the tests use.
//
// Issue 14: /sefaz-estaduais shows all 27 at once. As SVG, each <img> is a small document of
// its own (its text laid out and painted on the page's main thread): ~50 ms of a 200 ms load at
// 1x CPU, 4 times that on Lighthouse's phone. A WebP is decoded off the main thread. 320 x 240
// (twice the 160 x 120 the card draws, for high-density screens), quality 0.85: ~3 KB each.
//
// The SVGs' text is set in the machine's system-ui font, so another machine may draw the letters
// slightly differently: regenerate all 27 at once.
//
//   pnpm state-images           # after changing an SVG; commit the .webp files it writes
/* global Image, document -- the function handed to page.evaluate runs in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'shell', 'public', 'states');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const WIDTH = 320;
const HEIGHT = 240;
const QUALITY = 0.85;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const sources = fs.readdirSync(DIR).filter((f) => f.endsWith('.svg'));
  for (const file of sources) {
    const svg = fs.readFileSync(path.join(DIR, file), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    // A browser that cannot encode WebP hands back a PNG instead: refused, not saved as .webp.
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: este Chromium não gera WebP`);
    const out = path.join(DIR, file.replace(/\.svg$/, '.webp'));
    fs.writeFileSync(out, Buffer.from(dataUrl.split(',')[1], 'base64'));
    console.log(`${path.relative(ROOT, out)}: ${fs.statSync(out).size} bytes`);
  }
} finally {
  await browser.close();
}

// DECISIONS.md 7: the shell ships each state's image. Issue 14: as WebP (decoded off the main
// thread), drawn by `pnpm state-images` from the SVG beside it, at twice the card's 160 x 120.
import fs from 'node:fs';
import path from 'node:path';
import { STATES } from '@semmultas/shared/states';

const PUBLIC = path.join(__dirname, '..', '..', 'public');

/**
 * Width and height of a WebP file with an alpha channel (RIFF, then the extended VP8X chunk,
 * which holds the canvas size), or null for anything else. The images have rounded, transparent
 * corners, so a WebP without alpha (VP8 or VP8L alone) would be wrong too.
 */
function webpWithAlphaSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP') return null;
  if (file.toString('ascii', 12, 16) !== 'VP8X') return null;
  const ALPHA = 0x10;
  if ((file.readUInt8(20) & ALPHA) === 0) return null;
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

describe("the states' images", () => {
  it.each(STATES.map((s) => [s.sigla, s.image_url]))(
    '%s: %s is a 320 × 240 WebP with alpha, beside the SVG it is drawn from',
    (sigla, url) => {
      const file = path.join(PUBLIC, url);
      expect(url).toMatch(/^\/states\/[a-z]{2}\.webp$/);
      expect(webpWithAlphaSize(fs.readFileSync(file))).toEqual({ width: 320, height: 240 });
      // Small enough for 27 on one page over a slow phone connection.
      expect(fs.statSync(file).size).toBeLessThan(6 * 1024);
      const source = fs.readFileSync(file.replace(/\.webp$/, '.svg'), 'utf8');
      expect(source).toContain(`>${sigla}</text>`);
    },
  );

  it('refuses an SVG, and a WebP without alpha', () => {
    expect(webpWithAlphaSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const sp = fs.readFileSync(path.join(PUBLIC, 'states', 'sp.webp'));
    const opaque = Buffer.from(sp);
    opaque.writeUInt8(opaque.readUInt8(20) & ~0x10, 20);
    expect(webpWithAlphaSize(opaque)).toBeNull();
    const lossless = Buffer.from(sp);
    lossless.write('VP8L', 12, 'ascii');
    expect(webpWithAlphaSize(lossless)).toBeNull();
  });
});

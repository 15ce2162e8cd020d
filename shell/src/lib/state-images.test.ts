// DECISIONS.md 7: the shell ships each state's image. Issue 14: as WebP (decoded off the main
// thread), drawn by `pnpm state-images` from the SVG beside it, at twice the card's 160 x 120.
import fs from 'node:fs';
import path from 'node:path';
import { STATES } from '@semmultas/shared/states';

const PUBLIC = path.join(__dirname, '..', '..', 'public');

/** Width and height of a WebP file (RIFF; VP8X, VP8L or VP8 chunk), or null if it is none. */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  return null;
}

describe("the states' images", () => {
  it.each(STATES.map((s) => [s.sigla, s.image_url]))('%s: %s is a 320 × 240 WebP drawn from its SVG', (sigla, url) => {
    const file = path.join(PUBLIC, url);
    expect(url).toMatch(/^\/states\/[a-z]{2}\.webp$/);
    expect(webpSize(fs.readFileSync(file))).toEqual({ width: 320, height: 240 });
    // Small enough for 27 on one page over a slow phone connection.
    expect(fs.statSync(file).size).toBeLessThan(6 * 1024);
    const source = fs.readFileSync(file.replace(/\.webp$/, '.svg'), 'utf8');
    expect(source).toContain(`>${sigla}</text>`);
  });

  it('reads a WebP header, and refuses what is not one', () => {
    expect(webpSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

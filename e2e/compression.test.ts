// Issue 14: the server sends the build's precompressed files (scripts/lib/serve.mjs,
// tooling/webpack.cjs precompressed()): Brotli to a browser that takes it, else gzip, else the
// file itself, each with the cache rule of the file it stands for; what is not a file of the
// build (the page, /config.json) is still compressed per response.
import fs from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteOrigin, url } from './lib/app';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or HEAD) whose body comes back as sent (Node's fetch would decompress it). */
function get(href: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(href, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The scripts index.html and main.js name: main.js and a content-hashed chunk of the shell. */
async function shellScripts(): Promise<{ entry: string; hashed: string }> {
  const html = (await get(url('/login'))).body.toString('utf8');
  const entry = /["'](\/main\.js\?[^"']*)["']/.exec(html)?.[1];
  if (!entry) throw new Error('main.js not named by the page');
  const main = (await get(url(entry))).body.toString('utf8');
  // webpack's chunk file names: "<id>.<10 hex>.js" pieces in the runtime; any one will do.
  const chunk = /\b(\d+)\s*:\s*"([0-9a-f]{10})"/.exec(main);
  if (!chunk) throw new Error('no hashed chunk named by main.js');
  return { entry, hashed: `/${chunk[1]}.${chunk[2]}.js` };
}

describe('precompressed files', () => {
  it("sends the shell's scripts as Brotli, else gzip, else as they are: the same bytes, the same cache rules", async () => {
    const { entry, hashed } = await shellScripts();
    for (const [path, cacheControl] of [
      [entry, 'no-cache'],
      [hashed, 'public, max-age=31536000, immutable'],
    ] as const) {
      const plain = await get(url(path));
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(url(path), 'gzip, deflate, br');
      const gz = await get(url(path), 'gzip');
      expect([br.status, gz.status]).toEqual([200, 200]);
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
      // Files read from disk, whole (compressing per response streams them, with no length).
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
      for (const r of [plain, br, gz]) {
        expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(r.headers['cache-control']).toBe(cacheControl);
        expect(r.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it("does the same for a remote's entry, with its CORS header", async () => {
    const origin = await remoteOrigin('forum');
    const plain = await get(`${origin}/remoteEntry.js`);
    const br = await get(`${origin}/remoteEntry.js`, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.headers['cache-control']).toBe('no-cache');
  });

  it('still compresses what the build did not write: the page and /config.json', async () => {
    const page = await get(url('/login'), 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.body).toString('utf8')).toContain('<div id="root">');
    const config = await get(url('/config.json'), 'gzip, br');
    expect(config.status).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it("keeps the worker's scope header, and answers HEAD with the copy's headers and no body", async () => {
    const sw = await get(url('/sw.js'), 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const head = await get(url('/sw.js'), 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(sw.body.length);
    expect(head.body.length).toBe(0);
  });

  it('sees copies a rebuild adds or removes while the server runs', async () => {
    const dist = path.resolve(__dirname, '../shell/dist');
    const name = `compression-test.${Date.now().toString(16).padStart(12, '0')}.js`;
    const file = path.join(dist, name);
    const text = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
    try {
      fs.writeFileSync(file, text);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
      const added = await get(url(`/${name}`), 'br');
      expect(added.headers['content-encoding']).toBe('br');
      expect(Number(added.headers['content-length'])).toBe(added.body.length); // the copy on disk
      expect(zlib.brotliDecompressSync(added.body).toString('utf8')).toBe(text);
      // The copy removed: the file itself (compressed per response by the other middleware).
      fs.rmSync(`${file}.br`);
      const plain = await get(url(`/${name}`), 'br');
      expect(plain.status).toBe(200);
      const body = plain.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(plain.body) : plain.body;
      expect(body.toString('utf8')).toBe(text);
      expect(plain.headers['content-length'] === undefined || Number(plain.headers['content-length']) === plain.body.length).toBe(true);
      // Both gone: a plain 404, not one labelled as compressed.
      fs.rmSync(file);
      const gone = await get(url(`/${name}`), 'br');
      expect(gone.status).toBe(404);
      expect(gone.headers['content-encoding']).toBeUndefined();
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.br`, { force: true });
    }
  });
});

// "Rebuilding and redeploying one remote changes nothing in the shell's build output":
// the shell knows remotes only through /config.json at run time.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SHELL_DIST = path.join(ROOT, 'shell/dist');

function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const build = (dir: string) => execFileSync('pnpm', ['--filter', `./${dir}`, 'run', 'build'], { cwd: ROOT, stdio: 'pipe' });

describe('independent deployment', () => {
  it('leaves the shell byte-for-byte identical when a remote is rebuilt and the shell rebuilt after it', () => {
    const before = digest(SHELL_DIST);
    build('mfe-forum');
    expect(digest(SHELL_DIST)).toEqual(before);
    build('shell');
    expect(digest(SHELL_DIST)).toEqual(before);
  }, 240_000);

  it('bakes no remote address into the shell bundle', () => {
    const js = Object.keys(digest(SHELL_DIST)).filter((f) => f.endsWith('.js') && f !== 'sw.js');
    for (const file of js) {
      const text = fs.readFileSync(path.join(SHELL_DIST, file), 'utf8');
      expect(text).not.toMatch(/localhost:300[1-8]/);
    }
  });
});

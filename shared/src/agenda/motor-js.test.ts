/** @jest-environment node */
// The Edge Functions (reminders, .ics feed) run the JS generated from this folder: it must be
// regenerated with every change here (scripts/build-agenda-engine.mjs).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

it('o motor em JS das Edge Functions está gerado a partir desta pasta (node scripts/build-agenda-engine.mjs)', () => {
  const raiz = join(__dirname, '../../..');
  expect(() => execFileSync(process.execPath, [join(raiz, 'scripts/build-agenda-engine.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
});

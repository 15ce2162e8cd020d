// The tax calendar's engine (shared/src/agenda/*.ts, pure TypeScript) as plain ES modules for the
// Edge Functions (supabase/functions/_shared/agenda/engine/), which Node runs as they are locally
// and Deno runs on hosted Supabase: the reminder job and the .ics feed compute the same due dates
// as the app. Generated, committed, never edited by hand:
//   node scripts/build-agenda-engine.mjs          write the files
//   node scripts/build-agenda-engine.mjs --check  exit 1 if the committed files are stale
// (shared/src/agenda/motor-js.test.ts runs --check, so a change to the engine without
// regenerating fails the unit suite.)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'shared/src/agenda');
const to = join(root, 'supabase/functions/_shared/agenda/engine');

export function generate() {
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const name of readdirSync(from).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const source = readFileSync(join(from, name), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: name,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, removeComments: false, verbatimModuleSyntax: false },
    });
    const js = outputText.replace(/(from\s+'\.\/[^']+)'/g, "$1.js'").replace(/\n*\/\/# sourceMappingURL=.*$/, '\n');
    out.set(
      name.replace(/\.ts$/, '.js'),
      `// GENERATED from shared/src/agenda/${name} by scripts/build-agenda-engine.mjs: do not edit.\n${js}`,
    );
  }
  return out;
}

const files = generate();
if (process.argv.includes('--check')) {
  const present = existsSync(to) ? readdirSync(to).filter((n) => n.endsWith('.js')) : [];
  const stale = [...files]
    .filter(([name, text]) => !existsSync(join(to, name)) || readFileSync(join(to, name), 'utf8') !== text)
    .map(([n]) => n);
  const extra = present.filter((n) => !files.has(n));
  if (stale.length || extra.length) {
    console.error(
      `supabase/functions/_shared/agenda/engine is stale (${[...stale, ...extra].join(', ')}): run node scripts/build-agenda-engine.mjs`,
    );
    process.exit(1);
  }
} else {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(to, name), text);
  console.log(`${files.size} files → ${to}`);
}

// The one way a bench reads its options. `pnpm bench:x -- --runs 1` hands the script a literal
// `--` (pnpm 10 forwards it), which node's parseArgs refuses as a positional argument, so it is
// dropped here; every bench also takes --url, the production build's shell (by default the one
// `pnpm start` serves, or APP_URL).
import { parseArgs } from 'node:util';
import { appPort } from '../../tooling/workspace.cjs';

export function benchArgs(options, { urlDefault } = {}) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      url: { type: 'string', default: urlDefault || process.env.APP_URL || `http://localhost:${appPort('shell')}` },
      ...options,
    },
  });
  return values;
}

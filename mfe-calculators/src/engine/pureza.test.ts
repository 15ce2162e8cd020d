/** @jest-environment node */
// The engine is pure TypeScript: no React, no UI kit, no DOM, so it runs (and is tested) in
// Node and can move to a worker or the server unchanged. This file runs in the Node
// environment on purpose: there is no `window` here to lean on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontes = readdirSync(__dirname).filter((nome) => nome.endsWith('.ts') && !nome.endsWith('.test.ts'));

describe('motor puro', () => {
  it.each(fontes)('%s não importa React, antd nem usa o DOM', (nome) => {
    const codigo = readFileSync(join(__dirname, nome), 'utf8');
    const importacoes = [...codigo.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    // The one business-day calendar (DECISIONS 18) is shared with the tax calendar, and the
    // UF table with the SEFAZ state pages (issue 21); both are themselves checked pure
    // (shared/src/agenda/pureza.test.ts, shared/src/icms/pureza.test.ts); the money helpers and
    // the late-payment and MEI engines too, which the tax calendar uses to price a missed date
    // (shared/src/tributos/pureza.test.ts).
    for (const modulo of importacoes) {
      expect(
        ['decimal.js'].includes(modulo!) || modulo!.startsWith('./') || /^@semmultas\/shared\/(agenda|icms|tributos)\//.test(modulo!),
      ).toBe(true);
    }
    expect(codigo).not.toMatch(/\b(window|document|localStorage|navigator)\./);
  });
});

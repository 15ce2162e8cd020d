/** @jest-environment node */
// The late-payment and MEI engines (and the money helpers under them) are pure: besides
// decimal.js they import only this folder and the shared business-day calendar (itself pure:
// shared/src/agenda/pureza.test.ts), so the calculators, the tax calendar and a server job can all
// run them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontes = readdirSync(__dirname).filter((nome) => nome.endsWith('.ts') && !nome.endsWith('.test.ts'));

describe('motores de acréscimos e MEI puros', () => {
  it.each(fontes)('%s', (nome) => {
    const codigo = readFileSync(join(__dirname, nome), 'utf8');
    for (const m of codigo.matchAll(/from '([^']+)'/g)) {
      const modulo = m[1]!;
      expect(modulo === 'decimal.js' || modulo.startsWith('./') || modulo === '../agenda/index').toBe(true);
    }
    expect(codigo).not.toMatch(/\b(window|document|localStorage|navigator)\./);
    expect(codigo).not.toMatch(/new Date\b|\bDate\.(now|parse|UTC)/);
  });
});

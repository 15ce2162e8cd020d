/** @jest-environment node */
// The Simples engine is pure too (the late-payment and MEI engines moved to shared/src/tributos,
// checked there): besides decimal.js and this folder it may import only the
// shared business-day calendar (itself pure: no Date, no DOM — shared/src/agenda/pureza.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontes = ['simples.ts', 'simples-tabelas.ts'];

describe('motores do Simples, MEI e acréscimos são puros', () => {
  it.each(fontes)('%s', (nome) => {
    const codigo = readFileSync(join(__dirname, nome), 'utf8');
    for (const m of codigo.matchAll(/from '([^']+)'/g)) {
      const modulo = m[1]!;
      expect(modulo === 'decimal.js' || modulo.startsWith('./') || modulo === '@semmultas/shared/agenda/index').toBe(true);
    }
    expect(codigo).not.toMatch(/\b(window|document|localStorage|navigator)\./);
    expect(codigo).not.toMatch(/new Date\b|\bDate\.(now|parse|UTC)/);
  });
});

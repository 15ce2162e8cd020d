/** @jest-environment node */
// The UF table is plain data and functions: no imports from outside this folder, no DOM, so the
// calculators' engine and the SEFAZ pages read the same facts anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontes = readdirSync(__dirname).filter((nome) => nome.endsWith('.ts') && !nome.endsWith('.test.ts'));

describe('dados de ICMS puros', () => {
  it.each(fontes)('%s só importa deste diretório e não usa o DOM', (nome) => {
    const codigo = readFileSync(join(__dirname, nome), 'utf8');
    for (const m of codigo.matchAll(/from '([^']+)'/g)) expect(m[1]!.startsWith('./')).toBe(true);
    expect(codigo).not.toMatch(/\b(window|document|localStorage|navigator)\./);
  });
});

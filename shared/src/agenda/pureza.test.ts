/** @jest-environment node */
// DECISIONS.md 18: the calendar is plain TypeScript on 'YYYY-MM-DD' strings: no `Date`, no
// imports from outside this folder, nothing that depends on the machine's time zone or clock.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontes = readdirSync(__dirname).filter((nome) => nome.endsWith('.ts') && !nome.endsWith('.test.ts'));

describe('calendário puro', () => {
  it.each(fontes)('%s só importa deste diretório e não usa Date nem Intl', (nome) => {
    const codigo = readFileSync(join(__dirname, nome), 'utf8');
    for (const m of codigo.matchAll(/from '([^']+)'/g)) expect(m[1]!.startsWith('./')).toBe(true);
    expect(codigo).not.toMatch(/\bDate\s*[.(]|new Date\b|\bIntl\./);
    expect(codigo).not.toMatch(/\b(window|document|localStorage|navigator)\./);
  });
});

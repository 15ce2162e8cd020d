import { centsFromInput } from '@semmultas/shared/format';
import { validateCategoryName, validateDraft, type TransactionDraft } from './validate';

const good: TransactionDraft = { description: '  Venda  à vista ', amount: 12.5, type: 'Entrada', category: 'Vendas', date: '2026-11-21' };

describe('transaction (SPEC §5)', () => {
  it('accepts a complete entry and tidies it', () => {
    expect(validateDraft(good)).toEqual({
      ok: true,
      value: { description: 'Venda à vista', amount: 12.5, type: 'Entrada', category: 'Vendas', date: '2026-11-21' },
    });
    expect(validateDraft({ ...good, category: '  ' })).toMatchObject({ ok: true, value: { category: null } });
  });

  it.each<[string, Partial<TransactionDraft>, string[]]>([
    ['blank description', { description: '   ' }, ['description']],
    ['no amount', { amount: null }, ['amount']],
    ['zero amount', { amount: 0 }, ['amount']],
    ['NaN amount', { amount: Number.NaN }, ['amount']],
    ['no type', { type: null }, ['type']],
    ['impossible date', { date: '2026-02-30' }, ['date']],
    ['everything', { description: '', amount: null, type: null, date: null }, ['description', 'amount', 'type', 'date']],
  ])('refuses %s with the spec message', (_, change, fields) => {
    expect(validateDraft({ ...good, ...change })).toEqual({
      ok: false,
      message: 'Por favor, preencha todos os campos corretamente.',
      fields,
    });
  });

  it('reads the typed amount as cents (DECISIONS 10)', () => {
    // What MoneyInput hands the form: digits only, the last two are centavos.
    expect(centsFromInput('R$ 1.234,56')).toBe(123456);
    expect(centsFromInput('R$ 0,0512')).toBe(512);
    expect(centsFromInput('abc')).toBe(0);
    expect(validateDraft({ ...good, amount: centsFromInput('R$ 1.234,567') / 100 })).toMatchObject({
      ok: true,
      value: { amount: 12345.67 },
    });
    expect(validateDraft({ ...good, amount: centsFromInput('') / 100 }).ok).toBe(false);
  });
});

describe('category name (SPEC §5)', () => {
  const cats = [{ id: 1, name: 'Impostos' }];
  it('refuses blank names with the spec message', () => {
    expect(validateCategoryName('   ', cats)).toEqual({ ok: false, message: 'O nome da categoria não pode estar vazio.' });
  });
  it('refuses long and repeated names, and trims', () => {
    expect(validateCategoryName('x'.repeat(41), cats).ok).toBe(false);
    expect(validateCategoryName(' impostos ', cats)).toEqual({ ok: false, message: 'Já existe uma categoria com esse nome.' });
    expect(validateCategoryName('IMPOSTOS', cats, 1)).toEqual({ ok: true, name: 'IMPOSTOS' }); // renaming itself
    expect(validateCategoryName('  Aluguel ', cats)).toEqual({ ok: true, name: 'Aluguel' });
  });
});

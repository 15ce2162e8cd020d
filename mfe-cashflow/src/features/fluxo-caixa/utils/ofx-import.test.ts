import type { CashflowTransaction } from './ledger';
import type { OfxTransaction } from './ofx';
import { buildImportRows, chunk, learnCategories, payeeKey, rowsToTransactions, withCategory } from './ofx-import';

function line(date: string, amountCents: number, description: string, fitId: string | null = null): OfxTransaction {
  return {
    date,
    amountCents,
    description,
    fitId,
    trnType: amountCents < 0 ? 'DEBIT' : 'CREDIT',
    name: '',
    memo: description,
    checkNum: null,
  };
}

const ledger: CashflowTransaction[] = [
  { id: 1, date: '2026-11-03', description: 'Pag boleto aluguel loja São José', amount: 1250, type: 'Saída', category: 'Aluguel' },
  { id: 2, date: '2026-11-04', description: 'Café', amount: 5, type: 'Saída', category: null },
];

describe('OFX review rows', () => {
  it('flags lines already in the ledger (date + amount + description, ignoring case and accents) and unticks them', () => {
    const rows = buildImportRows(
      [
        line('2026-11-03', -125000, 'PAG BOLETO  ALUGUEL LOJA SAO JOSE', 'a'),
        line('2026-11-03', 125000, 'PAG BOLETO ALUGUEL LOJA SAO JOSE', 'b'), // money in, not the same
        line('2026-11-05', -125000, 'PAG BOLETO ALUGUEL LOJA SAO JOSE', 'c'), // another day
        line('2026-11-06', 348090, 'PIX RECEBIDO', 'd'),
      ],
      ledger,
    );
    expect(rows.map((r) => [r.flag, r.selected])).toEqual([
      ['no-ledger', false],
      [null, true],
      [null, true],
      [null, true],
    ]);
  });

  it('matches one for one: a second identical purchase is new', () => {
    const rows = buildImportRows([line('2026-11-04', -500, 'CAFÉ', 'x1'), line('2026-11-04', -500, 'CAFÉ', 'x2')], ledger);
    expect(rows.map((r) => r.flag)).toEqual(['no-ledger', null]);
  });

  it('flags a line the file repeats (same FITID and content) and zero amounts', () => {
    const rows = buildImportRows(
      [line('2026-11-07', -100, 'Tarifa', 'f1'), line('2026-11-07', -100, 'Tarifa', 'f1'), line('2026-11-08', 0, 'Saldo do dia', 'f2')],
      [],
    );
    expect(rows.map((r) => [r.flag, r.selected])).toEqual([
      [null, true],
      ['no-arquivo', false],
      ['valor-zero', false],
    ]);
  });

  it('turns ticked lines into transactions, sign into type, each with its own category', () => {
    let rows = buildImportRows(
      [line('2026-11-06', 348090, 'PIX RECEBIDO'), line('2026-11-07', -8990, 'TARIFA'), line('2026-11-08', -100, 'CAFE')],
      [],
    );
    rows = withCategory(rows, new Set([rows[0]!.key]), 'Vendas');
    rows = withCategory(rows, new Set([rows[1]!.key]), 'Tarifas bancárias');
    expect(rowsToTransactions(rows)).toEqual([
      { description: 'PIX RECEBIDO', amount: 3480.9, type: 'Entrada', category: 'Vendas', date: '2026-11-06' },
      { description: 'TARIFA', amount: 89.9, type: 'Saída', category: 'Tarifas bancárias', date: '2026-11-07' },
      { description: 'CAFE', amount: 1, type: 'Saída', category: null, date: '2026-11-08' },
    ]);
    expect(rowsToTransactions(rows.map((r) => ({ ...r, selected: false })))).toEqual([]);
  });

  it('splits large imports into calls of 1000', () => {
    expect(chunk(Array.from({ length: 2500 }, (_, i) => i)).map((c) => c.length)).toEqual([1000, 1000, 500]);
  });
});

describe('category suggestions from the ledger', () => {
  const cats = [
    { id: 1, name: 'Aluguel' },
    { id: 2, name: 'Vendas' },
    { id: 3, name: 'Tarifas bancárias' },
  ];
  const history: CashflowTransaction[] = [
    { id: 10, date: '2026-09-10', description: 'PIX RECEBIDO JOÃO CONFECÇÕES 10/09', amount: 100, type: 'Entrada', category: 'Outros' },
    { id: 11, date: '2026-10-10', description: 'Pix recebido João Confecções 10/10', amount: 100, type: 'Entrada', category: 'Vendas' },
    { id: 12, date: '2026-10-10', description: 'TARIFA PACOTE', amount: 30, type: 'Saída', category: 'Aluguel' },
    { id: 13, date: '2026-10-10', description: 'Tarifa pacote', amount: 30, type: 'Saída', category: 'tarifas BANCÁRIAS' },
    { id: 14, date: '2026-11-01', description: 'Tarifa pacote', amount: 30, type: 'Saída', category: null },
    { id: 15, date: '2026-11-01', description: 'Papelaria', amount: 30, type: 'Saída', category: 'Material (apagada)' },
  ];

  it('compares payees without accents, case, digits or punctuation', () => {
    expect(payeeKey('PIX RECEBIDO JOÃO CONFECÇÕES 12/03')).toBe('pix recebido joao confeccoes');
    expect(payeeKey('Pix  recebido joão confecções - 15/04')).toBe('pix recebido joao confeccoes');
    expect(payeeKey('123 / 456')).toBeNull();
  });

  it("learns each payee's most recent category that still exists, by date then id", () => {
    expect(Object.fromEntries(learnCategories(history, cats))).toEqual({
      'pix recebido joao confeccoes': 'Vendas',
      'tarifa pacote': 'Tarifas bancárias', // same day: the later id; written as the category is named now
    });
  });

  it('suggests them on the new lines, and a pick replaces the suggestion', () => {
    const rows = buildImportRows(
      [
        line('2026-11-20', 5000, 'PIX RECEBIDO JOAO CONFECCOES 20/11', 'n1'),
        line('2026-11-21', -3000, 'TARIFA PACOTE', 'n2'),
        line('2026-11-22', -999, 'PAPELARIA', 'n3'),
      ],
      history,
      cats,
    );
    expect(rows.map((r) => [r.category, r.suggested])).toEqual([
      ['Vendas', true],
      ['Tarifas bancárias', true],
      [null, false],
    ]);
    expect(withCategory(rows, new Set([rows[0]!.key]), 'Aluguel')[0]).toMatchObject({ category: 'Aluguel', suggested: false });
  });
});

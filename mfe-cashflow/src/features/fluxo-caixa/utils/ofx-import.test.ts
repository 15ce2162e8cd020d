import type { CashflowTransaction } from './ledger';
import type { OfxTransaction } from './ofx';
import { buildImportRows, chunk, rowsToTransactions } from './ofx-import';

function line(date: string, amountCents: number, description: string, fitId: string | null = null): OfxTransaction {
  return { date, amountCents, description, fitId, trnType: amountCents < 0 ? 'DEBIT' : 'CREDIT', name: '', memo: description, checkNum: null };
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
    const rows = buildImportRows([line('2026-11-07', -100, 'Tarifa', 'f1'), line('2026-11-07', -100, 'Tarifa', 'f1'), line('2026-11-08', 0, 'Saldo do dia', 'f2')], []);
    expect(rows.map((r) => [r.flag, r.selected])).toEqual([
      [null, true],
      ['no-arquivo', false],
      ['valor-zero', false],
    ]);
  });

  it('turns ticked lines into transactions, sign into type', () => {
    const rows = buildImportRows([line('2026-11-06', 348090, 'PIX RECEBIDO'), line('2026-11-07', -8990, 'TARIFA')], []);
    rows[1]!.selected = true;
    expect(rowsToTransactions(rows, 'Banco')).toEqual([
      { description: 'PIX RECEBIDO', amount: 3480.9, type: 'Entrada', category: 'Banco', date: '2026-11-06' },
      { description: 'TARIFA', amount: 89.9, type: 'Saída', category: 'Banco', date: '2026-11-07' },
    ]);
    expect(rowsToTransactions(rows.map((r) => ({ ...r, selected: false })), null)).toEqual([]);
  });

  it('splits large imports into calls of 1000', () => {
    expect(chunk(Array.from({ length: 2500 }, (_, i) => i)).map((c) => c.length)).toEqual([1000, 1000, 500]);
  });
});

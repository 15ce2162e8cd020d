import { csvFileName, csvText, formatCentsBR, transactionsToCsv } from './ledger-csv';

describe('CSV for Excel pt-BR', () => {
  it('writes pt-BR numbers', () => {
    expect(formatCentsBR(123456)).toBe('1.234,56');
    expect(formatCentsBR(-123456789)).toBe('-1.234.567,89');
    expect(formatCentsBR(5)).toBe('0,05');
    expect(formatCentsBR(-5)).toBe('-0,05');
    expect(formatCentsBR(100000)).toBe('1.000,00');
    expect(formatCentsBR(0)).toBe('0,00');
  });

  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvText('Aluguel')).toBe('Aluguel');
    expect(csvText('Luz; água')).toBe('"Luz; água"');
    expect(csvText('Disse "oi"')).toBe('"Disse ""oi"""');
    expect(csvText('linha\nnova')).toBe('"linha\nnova"');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('-10')).toBe("'-10");
  });

  it('writes BOM, header, CRLF lines, dd/mm/yyyy dates and signed amounts', () => {
    const csv = transactionsToCsv([
      { id: 2, date: '2026-11-03', description: 'Pagamento; fornecedor "Silva"', amount: 1234.56, type: 'Saída', category: 'Fornecedores' },
      { id: 1, date: '2026-11-01', description: 'Venda à vista', amount: 0.1, type: 'Entrada', category: null },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Descrição;Categoria;Tipo;Valor (R$)',
      '03/11/2026;"Pagamento; fornecedor ""Silva""";Fornecedores;Saída;-1.234,56',
      '01/11/2026;Venda à vista;;Entrada;0,10',
      '',
    ]);
    expect(csvFileName('2026-11-21')).toBe('fluxo-caixa-2026-11-21.csv');
  });
});

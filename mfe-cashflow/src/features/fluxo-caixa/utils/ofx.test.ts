/** @jest-environment node */
// Node's own TextDecoder (full ICU): windows-1252 decoding as in the browser.
import {
  OFX_SGML_1252,
  OFX_SGML_THREE_ACCOUNTS,
  OFX_XML_CDATA,
  OFX_XML_UTF8,
  latin1Bytes,
} from '@semmultas/shared/testing/ofx-statements.ts';
import {
  declaredCharset,
  decodeEntities,
  decodeOfx,
  describeOfx,
  inlineCdata,
  lineCount,
  OfxError,
  parseOfx as parseFile,
  parseOfxAmount,
  parseOfxDate,
} from './ofx';

/** The only account of a single-account file, with the file's format. */
function parseOfx(text: string) {
  const file = parseFile(text);
  expect(file.accounts).toHaveLength(1);
  return { format: file.format, ...file.accounts[0]! };
}

describe('OFX 1.x SGML in Windows-1252', () => {
  const bytes = latin1Bytes(OFX_SGML_1252);

  it('decodes the accents of a CHARSET:1252 file', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow(); // really not UTF-8
    const text = decodeOfx(bytes);
    expect(text).toContain('SÃO JOSÉ');
    expect(text).toContain('JOÃO CONFECÇÕES');
  });

  it('reads the statement and every line, with negative amounts and comma decimals', () => {
    const st = parseOfx(decodeOfx(bytes));
    expect(st).toMatchObject({
      format: 'SGML',
      kind: 'banco',
      currency: 'BRL',
      bankId: '0341',
      accountId: '12345-6',
      accountType: 'CHECKING',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      problems: [],
    });
    expect(st.transactions.map((t) => [t.date, t.amountCents, t.trnType, t.description])).toEqual([
      ['2026-11-03', -125000, 'DEBIT', 'PAG BOLETO ALUGUEL LOJA SÃO JOSÉ'],
      ['2026-11-05', 348090, 'CREDIT', 'PIX RECEBIDO JOÃO CONFECÇÕES LTDA'],
      ['2026-11-10', -8990, 'DEBIT', 'TARIFA PACOTE SERVIÇOS'],
      ['2026-11-12', -123456, 'DEBIT', 'DAS SIMPLES NACIONAL - GUIA DAS 10/2026 & MULTA'],
    ]);
    expect(st.transactions[0]!.fitId).toBe('20261103001');
    expect(st.transactions[0]!.checkNum).toBe('20261103001');
  });

  it('prefers valid UTF-8 even when the header says 1252', () => {
    const utf8 = new TextEncoder().encode(OFX_SGML_1252);
    expect(parseOfx(decodeOfx(utf8)).transactions[1]!.description).toBe('PIX RECEBIDO JOÃO CONFECÇÕES LTDA');
  });

  it('reads CRLF files and lower-case tags', () => {
    const crlf = OFX_SGML_1252.replace(/\n/g, '\r\n').replace(/<TRNAMT>/g, '<trnamt>');
    expect(parseOfx(crlf).transactions.map((t) => t.amountCents)).toEqual([-125000, 348090, -8990, -123456]);
  });

  it('reads STMTTRN blocks a sloppy bank left unclosed', () => {
    const sloppy = OFX_SGML_1252.replace(/<\/STMTTRN>\n/g, '');
    expect(parseOfx(sloppy).transactions).toHaveLength(4);
  });
});

describe('OFX 2.x XML in UTF-8', () => {
  it('reads a credit-card statement, merging NAME and MEMO without repeating', () => {
    const st = parseOfx(decodeOfx(new TextEncoder().encode(OFX_XML_UTF8)));
    expect(st).toMatchObject({
      format: 'XML',
      kind: 'cartao',
      currency: 'BRL',
      bankId: null,
      accountId: '5555********1234',
      accountType: null,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(st.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2026-10-02', -4570, 'Padaria Pão de Açúcar'],
      ['2026-10-15', 150000, 'Pagamento recebido'],
      ['2026-10-20', -12999, 'Papelaria Ideal - Parcela 2/3'],
    ]);
  });

  it('decodes a UTF-8 BOM and a Latin-1 XML file', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(OFX_XML_UTF8)]);
    expect(decodeOfx(withBom).startsWith('<?xml')).toBe(true);
    const latin = latin1Bytes(OFX_XML_UTF8.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'));
    expect(parseOfx(decodeOfx(latin)).transactions[0]!.description).toBe('Padaria Pão de Açúcar');
  });
});

describe('CDATA (OFX 2 XML)', () => {
  it('reads names and memos written as CDATA, special characters included', () => {
    const st = parseOfx(OFX_XML_CDATA);
    expect(st.transactions.map((t) => [t.name, t.memo, t.description])).toEqual([
      ['PADARIA', 'Compra no débito - PADARIA & CONFEITARIA <CENTRO>', 'Compra no débito - PADARIA & CONFEITARIA <CENTRO>'],
      ['PIX RECEBIDO', '', 'PIX RECEBIDO'],
    ]);
  });

  it('escapes CDATA and drops comments before reading elements', () => {
    expect(inlineCdata('<NAME><![CDATA[A & <B>]]></NAME><!-- nota -->')).toBe('<NAME>A &amp; &lt;B&gt;</NAME>');
  });
});

describe('several accounts in one file', () => {
  it('keeps each account apart with its bank, number, type and lines', () => {
    const file = parseFile(OFX_SGML_THREE_ACCOUNTS);
    expect(file.accounts.map((a) => [a.kind, a.bankId, a.accountId, a.accountType, a.transactions.map((t) => t.description)])).toEqual([
      ['banco', '0001', '1111-1', 'CHECKING', ['ALUGUEL', 'VENDA']],
      ['banco', '0001', '2222-2', 'SAVINGS', ['RENDIMENTO POUPANÇA']],
      ['cartao', null, '5555********9999', null, []],
    ]);
    expect(lineCount(file)).toBe(3);
  });

  it('numbers unreadable lines within their account', () => {
    const file = parseFile(OFX_SGML_THREE_ACCOUNTS.replace('<TRNAMT>3.21', '<TRNAMT>x'));
    expect(file.accounts[1]!.problems).toEqual(['Lançamento 1: valor inválido (x).']);
    expect(file.accounts[0]!.problems).toEqual([]);
  });
});

describe('values', () => {
  it.each<[string, number | null]>([
    ['-1250.00', -125000],
    ['3480.9', 348090],
    ['-89,90', -8990],
    ['-1.234,56', -123456],
    ['1,234.56', 123456],
    ['+10', 1000],
    ['-.5', -50],
    [' - 12.34 ', -1234],
    ['1.234.567', 123456700],
    ['12.3456', 1235],
    ['0.00', 0],
    ['-0.00', 0],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    ['1,234.5,6', null],
    ['--5', null],
  ])('amount %j → %p cents', (raw, cents) => {
    expect(parseOfxAmount(raw)).toBe(cents);
  });

  it('reads dates with and without time and zone', () => {
    expect(parseOfxDate('20261103')).toBe('2026-11-03');
    expect(parseOfxDate('20261103100000.000[-3:BRT]')).toBe('2026-11-03');
    expect(parseOfxDate('20260230')).toBeNull();
    expect(parseOfxDate('2026-11-03')).toBeNull();
  });

  it('decodes entities', () => {
    expect(decodeEntities('A &amp; B &lt;1&gt; &#227; &#xE7; &quot;x&quot; &bogus;')).toBe('A & B <1> ã ç "x" &bogus;');
  });

  it('describes a line from NAME, MEMO or its type', () => {
    expect(describeOfx('  Mercado  Bom ', '', 'DEBIT', null)).toBe('Mercado Bom');
    expect(describeOfx('Mercado', 'COMPRA MERCADO CENTRO', 'POS', null)).toBe('COMPRA MERCADO CENTRO');
    expect(describeOfx('', '', 'CHECK', '000123')).toBe('Cheque 000123');
    expect(describeOfx('', '', 'WEIRD', null)).toBe('Lançamento');
    expect(describeOfx('x'.repeat(300), '', 'DEBIT', null)).toHaveLength(200);
  });

  it('reads the declared character set', () => {
    expect(declaredCharset('OFXHEADER:100\nENCODING:USASCII\nCHARSET:1252\n')).toBe('windows-1252');
    expect(declaredCharset('ENCODING:UTF-8\nCHARSET:NONE')).toBe('utf-8');
    expect(declaredCharset('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe('iso-8859-1');
    expect(declaredCharset('CHARSET:NONE')).toBeNull();
  });
});

describe('bad files', () => {
  it('refuses something that is not OFX', () => {
    expect(() => parseOfx('Data;Descrição;Valor\n01/11/2026;x;1,00')).toThrow(OfxError);
  });

  it('lists the lines it could not read instead of dropping them silently', () => {
    const broken = OFX_SGML_1252.replace('<TRNAMT>3480.90', '<TRNAMT>três mil').replace(
      '<DTPOSTED>20261110100000[-03:EST]',
      '<DTPOSTED>ontem',
    );
    const st = parseOfx(broken);
    expect(st.transactions).toHaveLength(2);
    expect(st.problems).toEqual(['Lançamento 2: valor inválido (três mil).', 'Lançamento 3: data inválida (ontem).']);
  });

  it('answers a file without any statement with no accounts', () => {
    expect(
      parseFile('OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE></STATUS></SONRS></SIGNONMSGSRSV1></OFX>').accounts,
    ).toEqual([]);
  });

  it('accepts a statement with no lines', () => {
    const empty = OFX_SGML_1252.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>\n/, '');
    expect(parseOfx(empty).transactions).toEqual([]);
  });
});

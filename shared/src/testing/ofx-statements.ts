// Statement layouts as Brazilian banks send them, for tests only: the cash-flow remote's unit
// tests and the browser suite (e2e/cashflow.test.ts) import them from here, under the
// `semmultas-test` export condition, so there is one copy of each layout.

/** The header a large retail bank's OFX 1.02 SGML export starts with (Windows-1252). */
const SGML_1252_HEADER = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE
`;

/** OFX 1.02 SGML in the layout of a large retail bank: unclosed elements, CHARSET:1252. */
export const OFX_SGML_1252 = `${SGML_1252_HEADER}
<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20261121100000[-03:EST]
<LANGUAGE>POR
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1001
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0341
<ACCTID>12345-6
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20261101100000[-03:EST]
<DTEND>20261120100000[-03:EST]
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261103100000[-03:EST]
<TRNAMT>-1250.00
<FITID>20261103001
<CHECKNUM>20261103001
<PAYEEID>0
<MEMO>PAG BOLETO ALUGUEL LOJA SÃO JOSÉ
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20261105100000[-03:EST]
<TRNAMT>3480.90
<FITID>20261105001
<CHECKNUM>20261105001
<PAYEEID>0
<MEMO>PIX RECEBIDO JOÃO CONFECÇÕES LTDA
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261110100000[-03:EST]
<TRNAMT>-89,90
<FITID>20261110001
<PAYEEID>0
<MEMO>TARIFA PACOTE SERVIÇOS
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261112
<TRNAMT>-1.234,56
<FITID>20261112001
<NAME>DAS SIMPLES NACIONAL
<MEMO>GUIA DAS 10/2026 &amp; MULTA
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>5230.45
<DTASOF>20261120100000[-03:EST]
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

/** One line of a statement built by ofxSgml1252 (date yyyy-mm-dd, amount as the bank writes it). */
export interface OfxLine {
  date: string;
  amount: string;
  memo: string;
  fitid: string;
}

/** One account of a statement built by ofxSgml1252 (type: CHECKING, SAVINGS…). */
export interface OfxAccount {
  acctId: string;
  type: string;
  lines: OfxLine[];
}

/**
 * A statement in the layout of OFX_SGML_1252 with the given accounts and lines, issued on `asOf`
 * (yyyy-mm-dd): one <STMTTRNRS> per account, as a bank exporting checking and savings together.
 * Encode it with latin1Bytes, as the bank does.
 */
export function ofxSgml1252(accounts: OfxAccount[], asOf: string): string {
  const day = asOf.replace(/-/g, '');
  const statement = (a: OfxAccount, n: number) => `<STMTTRNRS>
<TRNUID>${1001 + n}
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0341
<ACCTID>${a.acctId}
<ACCTTYPE>${a.type}
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>${day}
<DTEND>${day}
${a.lines
  .map(
    (l) => `<STMTTRN>
<TRNTYPE>${l.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}
<DTPOSTED>${l.date.replace(/-/g, '')}100000[-03:EST]
<TRNAMT>${l.amount}
<FITID>${l.fitid}
<MEMO>${l.memo}
</STMTTRN>`,
  )
  .join('\n')}
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>100.00
<DTASOF>${day}
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>`;
  return `${SGML_1252_HEADER}
<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>${day}100000[-03:EST]
<LANGUAGE>POR
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
${accounts.map(statement).join('\n')}
</BANKMSGSRSV1>
</OFX>
`;
}

/** OFX 2.11 XML, UTF-8, a credit-card statement (CCSTMTRS) with closed elements. */
export const OFX_XML_UTF8 = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20261121</DTSERVER><LANGUAGE>POR</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS>
      <TRNUID>1</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <CCSTMTRS>
        <CURDEF>BRL</CURDEF>
        <CCACCTFROM><ACCTID>5555********1234</ACCTID></CCACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20261001000000[-3:BRT]</DTSTART>
          <DTEND>20261031000000[-3:BRT]</DTEND>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20261002000000[-3:BRT]</DTPOSTED>
            <TRNAMT>-45.70</TRNAMT>
            <FITID>a1b2c3</FITID>
            <NAME>Padaria Pão de Açúcar</NAME>
            <MEMO>Padaria Pão de Açúcar</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20261015000000[-3:BRT]</DTPOSTED>
            <TRNAMT>1500.00</TRNAMT>
            <FITID>d4e5f6</FITID>
            <MEMO>Pagamento recebido</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20261020000000[-3:BRT]</DTPOSTED>
            <TRNAMT>-129.99</TRNAMT>
            <FITID>g7h8i9</FITID>
            <NAME>Papelaria Ideal</NAME>
            <MEMO>Parcela 2/3</MEMO>
          </STMTTRN>
        </BANKTRANLIST>
      </CCSTMTRS>
    </CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>
`;

/** Windows-1252 bytes of a text (every character used here is below U+0100). */
export function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new Error(`caractere fora do Latin-1: ${text[i]}`);
    bytes[i] = code;
  }
  return bytes;
}

/** OFX 2 XML whose names and memos are CDATA sections, as some banks' exports write them. */
export const OFX_XML_CDATA = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID>
    <STMTRS>
      <CURDEF>BRL</CURDEF>
      <BANKACCTFROM><BANKID>0260</BANKID><ACCTID>98765-4</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
      <BANKTRANLIST>
        <DTSTART>20261101</DTSTART><DTEND>20261130</DTEND>
        <STMTTRN>
          <TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261104</DTPOSTED><TRNAMT>-18.50</TRNAMT><FITID>c1</FITID>
          <NAME><![CDATA[PADARIA]]></NAME>
          <MEMO><![CDATA[Compra no débito - PADARIA & CONFEITARIA <CENTRO>]]></MEMO>
        </STMTTRN>
        <STMTTRN>
          <TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261105</DTPOSTED><TRNAMT>250.00</TRNAMT><FITID>c2</FITID>
          <NAME><![CDATA[  PIX RECEBIDO  ]]></NAME>
        </STMTTRN>
      </BANKTRANLIST>
    </STMTRS>
  </STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;

/** One SGML file with a checking account, a savings account and a credit card. */
export const OFX_SGML_THREE_ACCOUNTS = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0001
<ACCTID>1111-1
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20261101
<DTEND>20261130
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261102
<TRNAMT>-100.00
<FITID>a1
<MEMO>ALUGUEL
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20261103
<TRNAMT>500.00
<FITID>a2
<MEMO>VENDA
</STMTTRN>
</BANKTRANLIST>
</STMTRS>
</STMTTRNRS>
<STMTTRNRS>
<TRNUID>2
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0001
<ACCTID>2222-2
<ACCTTYPE>SAVINGS
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20261101
<DTEND>20261130
<STMTTRN>
<TRNTYPE>INT
<DTPOSTED>20261130
<TRNAMT>3.21
<FITID>b1
<MEMO>RENDIMENTO POUPANÇA
</STMTTRN>
</BANKTRANLIST>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
<CREDITCARDMSGSRSV1>
<CCSTMTTRNRS>
<TRNUID>3
<CCSTMTRS>
<CURDEF>BRL
<CCACCTFROM>
<ACCTID>5555********9999
</CCACCTFROM>
<BANKTRANLIST>
<DTSTART>20261101
<DTEND>20261130
</BANKTRANLIST>
</CCSTMTRS>
</CCSTMTTRNRS>
</CREDITCARDMSGSRSV1>
</OFX>
`;

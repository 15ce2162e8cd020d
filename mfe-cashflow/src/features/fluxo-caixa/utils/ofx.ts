// OFX bank statements, as Brazilian banks export them: OFX 1.x (SGML, elements left unclosed,
// usually CHARSET:1252) and OFX 2.x (XML, UTF-8). The npm parsers we looked at either need
// Node's stream/xml2js polyfills in the browser or ignore the file's character set, so this is
// a small reader for the part we need: the STMTTRN lines of bank and card statements.
//
// What it reads from each <STMTTRN>: TRNTYPE, DTPOSTED, TRNAMT (signed; '.' or ',' decimals,
// thousands marks tolerated), FITID, CHECKNUM, NAME and MEMO (entities and CDATA decoded).
// A file can carry several accounts (one <STMTRS> per bank account, <CCSTMTRS> per card,
// <INVSTMTRS> per investment account): each is read apart, and the review asks which one to
// import (issue 21).

export interface OfxTransaction {
  fitId: string | null;
  trnType: string; // CREDIT, DEBIT, FEE, … (upper case, '' when missing)
  date: string; // yyyy-mm-dd, the date the bank wrote (no time-zone shift)
  amountCents: number; // signed, as in the file: negative = money out
  name: string;
  memo: string;
  checkNum: string | null;
  /** What goes into the ledger: NAME and MEMO combined, at most 200 characters. */
  description: string;
}

export type OfxAccountKind = 'banco' | 'cartao' | 'investimento';

/** One account's statement inside the file. */
export interface OfxStatement {
  kind: OfxAccountKind;
  currency: string | null;
  bankId: string | null;
  accountId: string | null;
  /** ACCTTYPE of a bank account (CHECKING, SAVINGS, …); null for cards and investments. */
  accountType: string | null;
  startDate: string | null;
  endDate: string | null;
  transactions: OfxTransaction[];
  /** Lines that could not be read, with why (shown to the user, never silently dropped). */
  problems: string[];
}

export interface OfxFile {
  format: 'SGML' | 'XML';
  /** In the file's order; one entry for a file with a single account. */
  accounts: OfxStatement[];
}

export class OfxError extends Error {
  override name = 'OfxError';
}

const DESCRIPTION_MAX = 200;

// ---------------------------------------------------------------------------------------
// Bytes → text
// ---------------------------------------------------------------------------------------

/** The character set the header declares: XML encoding="…" or SGML CHARSET:/ENCODING:. */
export function declaredCharset(head: string): string | null {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml) return xml[1]!.trim().toLowerCase();
  const encoding = /^\s*ENCODING:\s*([^\r\n]+)/im.exec(head)?.[1]?.trim().toUpperCase();
  if (encoding === 'UTF-8' || encoding === 'UTF8') return 'utf-8';
  const charset = /^\s*CHARSET:\s*([^\r\n]+)/im.exec(head)?.[1]?.trim().toUpperCase();
  if (!charset || charset === 'NONE') return null;
  if (/^(1252|WINDOWS-1252|CP1252)$/.test(charset)) return 'windows-1252';
  if (/^(ISO-?8859-1|LATIN-?1|8859-1)$/.test(charset)) return 'iso-8859-1';
  if (/^UTF-?8$/.test(charset)) return 'utf-8';
  return charset.toLowerCase();
}

/**
 * Decodes the file. Valid UTF-8 wins whatever the header says (banks often declare 1252 and
 * send UTF-8: Latin-1 text almost never happens to be valid UTF-8). Otherwise the declared
 * single-byte set, else Windows-1252 (a superset of Latin-1 for printable text).
 */
export function decodeOfx(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    /* not UTF-8 */
  }
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 2048));
  const declared = declaredCharset(head);
  if (declared && declared !== 'utf-8') {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      /* unknown label: fall through */
    }
  }
  return new TextDecoder('windows-1252').decode(bytes);
}

// ---------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * "-1234.56", "-1234,56", "1.234,56", "1,234.56", "+10", "-.5" → signed cents; null when it is
 * not a number. With both marks the last one is the decimal mark; with one mark used once it
 * is the decimal mark (OFX writes '.'; some Brazilian banks write ','); used more than once it
 * only groups thousands.
 */
export function parseOfxAmount(raw: string): number | null {
  let s = raw.replace(/\s+/g, '');
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s[0] === '-') sign = -1;
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let whole: string;
  let fraction: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    whole = s.slice(0, at);
    fraction = s.slice(at + 1);
    // The grouping mark must be the other one, and never after the decimal mark.
    const group = s[at] === '.' ? ',' : '.';
    if (whole.includes(s[at]!)) return null;
    whole = whole.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = s.split(mark);
    if (parts.length > 2) {
      if (parts.slice(1).some((p) => p.length !== 3)) return null;
      whole = parts.join('');
      fraction = '';
    } else {
      whole = parts[0]!;
      fraction = parts[1]!;
    }
  } else {
    whole = s;
    fraction = '';
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return null;
  const cents = Number(whole || '0') * 100 + Math.round(Number(`0.${fraction || '0'}`) * 100);
  if (!Number.isSafeInteger(cents)) return null;
  return sign * cents || 0; // no -0
}

/** "20260115", "20260115093000.000[-3:BRT]" → "2026-01-15"; null when not a real date. */
export function parseOfxDate(raw: string): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})/.exec(raw);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

const TRNTYPE_LABEL: Record<string, string> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
  INT: 'Juros',
  DIV: 'Dividendos',
  FEE: 'Tarifa',
  SRVCHG: 'Tarifa de serviço',
  DEP: 'Depósito',
  ATM: 'Saque',
  POS: 'Compra no débito',
  XFER: 'Transferência',
  CHECK: 'Cheque',
  PAYMENT: 'Pagamento',
  CASH: 'Saque em dinheiro',
  DIRECTDEP: 'Depósito direto',
  DIRECTDEBIT: 'Débito automático',
  REPEATPMT: 'Pagamento recorrente',
  OTHER: 'Outros',
};

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** NAME and MEMO together without repeating one inside the other; a fallback when both are empty. */
export function describeOfx(name: string, memo: string, trnType: string, checkNum: string | null): string {
  const n = squash(name);
  const m = squash(memo);
  let text: string;
  if (!n || (m && fold(m).includes(fold(n)))) text = m;
  else if (!m || fold(n).includes(fold(m))) text = n;
  else text = `${n} - ${m}`;
  if (!text) text = `${TRNTYPE_LABEL[trnType] ?? 'Lançamento'}${checkNum ? ` ${checkNum}` : ''}`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

// ---------------------------------------------------------------------------------------
// Document
// ---------------------------------------------------------------------------------------

/** Leaf elements of a fragment: SGML "<TAG>value" (unclosed) and XML "<TAG>value</TAG>" alike. */
function elements(fragment: string): Map<string, string> {
  const found = new Map<string, string>();
  const re = /<([A-Za-z][A-Za-z0-9_.]*)>([^<]*)/g;
  for (let m = re.exec(fragment); m; m = re.exec(fragment)) {
    const tag = m[1]!.toUpperCase();
    const value = m[2]!;
    if (!found.has(tag) && value.trim() !== '') found.set(tag, decodeEntities(value).trim());
  }
  return found;
}

function firstValue(doc: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([^<]*)`, 'i').exec(doc);
  return m && m[1]!.trim() ? decodeEntities(m[1]!).trim() : null;
}

/** The <STMTTRN> blocks, closed or (in sloppy SGML) ended by the next one or the list's end. */
function transactionBlocks(doc: string): string[] {
  const parts = doc.split(/<STMTTRN>/i).slice(1);
  return parts.map((part) => part.split(/<\/STMTTRN>|<\/BANKTRANLIST>/i)[0]!);
}

/**
 * CDATA sections (OFX 2 XML: <NAME><![CDATA[PADARIA]]></NAME>) become escaped text, so the
 * element reader sees plain values; decodeEntities turns them back. Comments go.
 */
export function inlineCdata(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))
    .replace(/<!--[\s\S]*?-->/g, '');
}

const ACCOUNT_OPEN = /<(STMTRS|CCSTMTRS|INVSTMTRS)>/gi;
const KIND: Record<string, OfxAccountKind> = { STMTRS: 'banco', CCSTMTRS: 'cartao', INVSTMTRS: 'investimento' };

/** Each account's part of the document: from its opening tag to the next account's. */
function accountSections(doc: string): Array<{ kind: OfxAccountKind; text: string }> {
  const opens = [...doc.matchAll(ACCOUNT_OPEN)];
  // No statement aggregate: read loose lines if a sloppy exporter wrote some, else nothing.
  if (opens.length === 0) return /<STMTTRN>/i.test(doc) ? [{ kind: 'banco', text: doc }] : [];
  return opens.map((m, i) => ({
    kind: KIND[m[1]!.toUpperCase()]!,
    text: doc.slice(m.index, i + 1 < opens.length ? opens[i + 1]!.index : doc.length),
  }));
}

function readAccount(kind: OfxAccountKind, section: string): OfxStatement {
  const transactions: OfxTransaction[] = [];
  const problems: string[] = [];
  transactionBlocks(section).forEach((block, i) => {
    const el = elements(block);
    const where = `Lançamento ${i + 1}`;
    const date = parseOfxDate(el.get('DTPOSTED') ?? el.get('DTUSER') ?? '');
    const amountCents = parseOfxAmount(el.get('TRNAMT') ?? '');
    if (!date) {
      problems.push(`${where}: data inválida (${el.get('DTPOSTED') ?? 'sem DTPOSTED'}).`);
      return;
    }
    if (amountCents === null) {
      problems.push(`${where}: valor inválido (${el.get('TRNAMT') ?? 'sem TRNAMT'}).`);
      return;
    }
    const trnType = (el.get('TRNTYPE') ?? '').toUpperCase();
    const name = el.get('NAME') ?? '';
    const memo = el.get('MEMO') ?? '';
    const checkNum = el.get('CHECKNUM') ?? null;
    transactions.push({
      fitId: el.get('FITID') ?? null,
      trnType,
      date,
      amountCents,
      name,
      memo,
      checkNum,
      description: describeOfx(name, memo, trnType, checkNum),
    });
  });
  // The account's own fields come before its list of lines (a line's FITID is no ACCTID).
  const head = section.split(/<BANKTRANLIST>|<INVTRANLIST>/i)[0]!;
  return {
    kind,
    currency: firstValue(head, 'CURDEF'),
    bankId: firstValue(head, 'BANKID') ?? firstValue(head, 'BROKERID'),
    accountId: firstValue(head, 'ACCTID'),
    accountType: kind === 'banco' ? (firstValue(head, 'ACCTTYPE')?.toUpperCase() ?? null) : null,
    startDate: parseOfxDate(firstValue(section, 'DTSTART') ?? ''),
    endDate: parseOfxDate(firstValue(section, 'DTEND') ?? ''),
    transactions,
    problems,
  };
}

export function parseOfx(text: string): OfxFile {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.search(/<OFX>/i);
  if (start < 0) throw new OfxError('O arquivo não é um extrato OFX (não encontramos a marca <OFX>).');
  const head = body.slice(0, start);
  const doc = inlineCdata(body.slice(start));
  const format: OfxFile['format'] = /<\?xml|<\?OFX/i.test(head) || /OFXHEADER\s*=\s*"?2/i.test(head) ? 'XML' : 'SGML';

  // A valid file may hold no statement (an investment position, a sign-on answer): no
  // accounts, which the page reports, rather than an error.
  return { format, accounts: accountSections(doc).map((a) => readAccount(a.kind, a.text)) };
}

/** How many lines a file brings, over all its accounts. */
export function lineCount(file: OfxFile): number {
  return file.accounts.reduce((n, a) => n + a.transactions.length, 0);
}

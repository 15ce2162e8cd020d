/** @jest-environment node */
// The parser against real statements other projects published (80 OFX/QFX files: Brazilian
// banks and others, SGML and XML, 1252 and UTF-8, CDATA, several accounts in one file). The
// corpus lives outside the repository (its SOURCES.md lists each file's origin and what it
// holds): `shared/corpora/ofx` beside the repository, as on every developer's machine and in
// CI; OFX_CORPUS points elsewhere, and without it these tests say they were skipped.
import fs from 'node:fs';
import path from 'node:path';
import { decodeOfx, parseOfx } from './ofx';

const CORPUS = process.env.OFX_CORPUS ?? path.resolve(__dirname, '../../../../../../shared/corpora/ofx');
const present = fs.existsSync(path.join(CORPUS, 'SOURCES.md'));
if (!present) console.warn(`Corpus OFX ausente em ${CORPUS}: testes do corpus ignorados.`);

interface Source {
  file: string;
  lines: number;
  accounts: number;
  unreadable: number;
  cdata: boolean;
}

/** The table of SOURCES.md: file | repository | path | commit | format | cur | kind | STMTTRN | notes. */
function sources(): Source[] {
  const text = fs.readFileSync(path.join(CORPUS, 'SOURCES.md'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| file') && !l.startsWith('|---'))
    .map((l) => l.split('|').map((c) => c.trim()))
    .map((c) => {
      const notes = c[9] ?? '';
      return {
        file: c[1]!,
        lines: Number(c[8]),
        accounts: Number(/(\d+) accounts/.exec(notes)?.[1] ?? 0),
        unreadable: Number(/(\d+) unreadable/.exec(notes)?.[1] ?? 0),
        cdata: /CDATA/.test(notes),
      };
    });
}

const list = present ? sources() : [];
const read = (file: string) => parseOfx(decodeOfx(new Uint8Array(fs.readFileSync(path.join(CORPUS, file)))));

(present ? describe : describe.skip)('real OFX statements', () => {
  it('lists every file of the folder', () => {
    const files = fs.readdirSync(CORPUS).filter((f) => f !== 'SOURCES.md' && !f.startsWith('.'));
    expect(list.map((s) => s.file).sort()).toEqual(files.sort());
    expect(list.length).toBeGreaterThanOrEqual(80);
  });

  it.each(list.map((s) => [s.file, s] as const))('%s parses: every line read or reported, per account', (_file, s) => {
    const raw = fs.readFileSync(path.join(CORPUS, s.file), 'latin1');
    const ofx = read(s.file);
    // One account per statement aggregate in the file (SOURCES notes the multi-account ones).
    const aggregates = raw.match(/<(STMTRS|CCSTMTRS|INVSTMTRS)>/gi)?.length ?? 0;
    expect(ofx.accounts).toHaveLength(aggregates);
    if (s.accounts > 1) expect(aggregates).toBe(s.accounts);
    const read_ = ofx.accounts.reduce((n, a) => n + a.transactions.length, 0);
    const problems = ofx.accounts.reduce((n, a) => n + a.problems.length, 0);
    expect(read_ + problems).toBe(s.lines);
    expect(problems).toBe(s.unreadable);
    for (const a of ofx.accounts)
      for (const t of a.transactions) {
        expect(t.description.trim()).not.toBe('');
        expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isSafeInteger(t.amountCents)).toBe(true);
      }
  });

  it('reads names and memos written as CDATA', () => {
    const withCdata = list.filter((s) => s.cdata);
    expect(withCdata.length).toBeGreaterThan(0);
    for (const s of withCdata) {
      const lines = read(s.file).accounts.flatMap((a) => a.transactions);
      expect(lines.length).toBeGreaterThan(0);
      for (const t of lines) {
        expect(t.name.trim()).not.toBe('');
        expect(t.name).not.toContain('CDATA');
      }
    }
    expect(read('jseutter__ofxparse__suncorp.ofx').accounts[0]!.transactions[0]).toMatchObject({
      name: 'EFTPOS WDL HANDYWAY ALDI STORE',
      description: 'EFTPOS WDL HANDYWAY ALDI STORE GEELONG WEST VICAU',
    });
  });

  it('keeps the accounts of a multi-account file apart, each with its bank, number, type and lines', () => {
    const bb = read('asgrim__ofxparser__ofxdata-bb-two-stmtrs.ofx');
    expect(bb.accounts.map((a) => [a.kind, a.bankId, a.accountId, a.accountType, a.transactions.length])).toEqual([
      ['banco', '001', '455000-5', 'CHECKING', 0],
      ['banco', '001', '655000-2', 'CHECKING', 36],
    ]);
    const xml = read('asgrim__ofxparser__ofx-multiple-accounts-xml.ofx');
    expect(xml.accounts).toHaveLength(3);
    expect(new Set(xml.accounts.map((a) => a.accountId)).size).toBe(3);
    const cards = read('aasmith__ofx-parser__creditcards.ofx.sgml');
    expect(cards.accounts.map((a) => a.kind)).toEqual(['cartao', 'cartao']);
  });
});

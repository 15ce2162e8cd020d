import {
  centsAfterKey,
  centsFromInput,
  centsFromPastedText,
  formatBRL,
  formatCentsInput,
  formatDateBR,
  normalizeSearch,
  truncate,
} from './format';

describe('pt-BR formatting', () => {
  it('formats BRL', () => {
    expect(formatBRL(1234.5)).toBe('R$ 1.234,50');
    expect(formatBRL(-10)).toBe('-R$ 10,00');
    expect(formatBRL(Number.NaN)).toBe('R$ 0,00');
  });
  it('reads money typed as digits as cents (DECISIONS.md 10)', () => {
    expect(centsFromInput('')).toBe(0);
    expect(centsFromInput('1')).toBe(1);
    expect(centsFromInput('R$ 1.234,56')).toBe(123456);
    expect(centsFromInput('R$ 0,005')).toBe(5);
    expect(centsFromInput('abc')).toBe(0);
    expect(formatCentsInput(123456)).toBe('R$ 1.234,56');
    expect(formatCentsInput(1000050, { symbol: false })).toBe('10.000,50');
    expect(formatCentsInput(0, { symbol: false })).toBe('0,00');
  });
  it('takes an amount key by key, as a POS terminal does', () => {
    let cents = 0;
    for (const k of '123456') cents = centsAfterKey(cents, k, false)!;
    expect(cents).toBe(123456); // R$ 1.234,56
    expect(centsAfterKey(cents, 'Backspace', false)).toBe(12345);
    expect(centsAfterKey(5, 'Backspace', false)).toBe(0);
    // A selected amount is replaced.
    expect(centsAfterKey(123456, '7', true)).toBe(7);
    expect(centsAfterKey(123456, 'Backspace', true)).toBe(0);
    expect(centsAfterKey(123456, 'Delete', true)).toBe(0);
    // Letters and separators change nothing; Tab and arrows are not ours.
    expect(centsAfterKey(10, 'a', false)).toBe(10);
    expect(centsAfterKey(10, ',', false)).toBe(10);
    expect(centsAfterKey(10, 'Delete', false)).toBe(10);
    expect(centsAfterKey(10, 'Tab', false)).toBeNull();
    expect(centsAfterKey(10, 'ArrowLeft', false)).toBeNull();
    // 15 digits at most.
    expect(centsAfterKey(999_999_999_999_999, '9', false)).toBe(999_999_999_999_999);
  });
  it('reads a pasted amount as people write it', () => {
    expect(centsFromPastedText('1.234,56')).toBe(123456);
    expect(centsFromPastedText('R$ 1.234,56')).toBe(123456);
    expect(centsFromPastedText('R$\u00a01.234,5')).toBe(123450);
    expect(centsFromPastedText('1,234.56')).toBe(123456);
    expect(centsFromPastedText('1.234')).toBe(123400);
    expect(centsFromPastedText('1.234.567')).toBe(123456700);
    expect(centsFromPastedText('1234')).toBe(123400);
    expect(centsFromPastedText('-45,90')).toBe(4590);
    expect(centsFromPastedText('0,07')).toBe(7);
    expect(centsFromPastedText('abc')).toBeNull();
    expect(centsFromPastedText('9'.repeat(20))).toBeNull();
  });
  it('formats dates and says when one is invalid', () => {
    expect(formatDateBR('2026-11-21')).toBe('21/11/2026');
    expect(formatDateBR('2024-02-31')).toBe('Data inválida');
    expect(formatDateBR('ontem')).toBe('Data inválida');
    expect(formatDateBR(null)).toBe('Data inválida');
  });
  it('truncates on a word boundary', () => {
    expect(truncate('curto', 60)).toBe('curto');
    const long = 'Substituição tributária no ICMS: o que muda para o pequeno comércio em 2026';
    const cut = truncate(long, 60);
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(cut.endsWith('…')).toBe(true);
  });
  it('normalises search text without accents or case', () => {
    expect(normalizeSearch('Substituição')).toBe('substituicao');
    expect(normalizeSearch(' ICMS ')).toBe('icms');
  });
});

describe('htmlToText', () => {
  it('keeps words of separate blocks apart and drops tags', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { htmlToText } = require('./html-text') as typeof import('./html-text');
    expect(htmlToText('<h2>Prazo</h2><p>A guia <strong>vence</strong> dia 20.</p><ul><li>ICMS</li><li>ISS</li></ul>')).toBe(
      'Prazo A guia vence dia 20. ICMS ISS',
    );
    expect(htmlToText('<img src=x onerror=alert(1)>texto')).toBe('texto');
    expect(
      htmlToText('<dl><dt>Prazo</dt><dd>dia 20</dd></dl><pre>DAS</pre ><figure><img><figcaption>Guia</figcaption></figure>a<hr>b<br/>c'),
    ).toBe('Prazo dia 20 DAS Guia a b c');
  });

  it('drops what no reader sees as text (that nothing runs or loads is seen in Chromium: e2e/contents.test.ts)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { htmlToText } = require('./html-text') as typeof import('./html-text');
    const text = htmlToText(
      '<p>Prazo<script>x()</script><style>p{}</style></p><img src=x><svg><title>t</title></svg><template>x</template><noscript><b>n</b></noscript><p>fim</p>',
    );
    expect(text).toBe('Prazo fim');
  });
});

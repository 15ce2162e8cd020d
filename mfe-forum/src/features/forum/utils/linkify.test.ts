import { safeHttpUrl, splitLinks } from './linkify';

const joined = (text: string) =>
  splitLinks(text)
    .map((p) => p.text)
    .join('');
const links = (text: string) => splitLinks(text).filter((p) => p.kind === 'link');

describe('splitLinks', () => {
  it('turns http and https addresses into links and keeps every other character as text', () => {
    const text = 'Veja https://www.confaz.fazenda.gov.br/legislacao?x=1&y=2, e http://sefaz.sp.gov.br.';
    expect(links(text)).toEqual([
      {
        kind: 'link',
        text: 'https://www.confaz.fazenda.gov.br/legislacao?x=1&y=2',
        href: 'https://www.confaz.fazenda.gov.br/legislacao?x=1&y=2',
      },
      { kind: 'link', text: 'http://sefaz.sp.gov.br', href: 'http://sefaz.sp.gov.br/' },
    ]);
    expect(joined(text)).toBe(text);
  });

  it('links addresses written without http:// as http', () => {
    expect(links('portal www.nfe.fazenda.gov.br ou sefaz.rs.gov.br/icms')).toEqual([
      { kind: 'link', text: 'www.nfe.fazenda.gov.br', href: 'http://www.nfe.fazenda.gov.br/' },
      { kind: 'link', text: 'sefaz.rs.gov.br/icms', href: 'http://sefaz.rs.gov.br/icms' },
    ]);
  });

  it('never links javascript:, data:, vbscript:, mailto:, ftp: or protocol-relative addresses', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      ' javascript://%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'mailto:a@b.com',
      'contato@semmultas.com.br',
      'ftp://arquivos.gov.br/x',
      '//evil.example/x',
    ];
    for (const text of hostile) {
      expect(links(text)).toEqual([]);
      expect(joined(text)).toBe(text);
    }
  });

  it('keeps HTML typed by a user as text, linking only a real address inside it', () => {
    const text = '<img src=x onerror=alert(1)><a href="javascript:alert(2)">clique</a> <script>alert(3)</script>';
    expect(links(text)).toEqual([]);
    expect(joined(text)).toBe(text);
    const quoted = '<a href="https://x.com/a">x</a>';
    expect(links(quoted).map((l) => l.href)).toEqual(['https://x.com/a']);
    expect(joined(quoted)).toBe(quoted);
  });

  it('returns plain text untouched and nothing for an empty string', () => {
    expect(splitLinks('Sem links aqui.\nSegunda linha.')).toEqual([{ kind: 'text', text: 'Sem links aqui.\nSegunda linha.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('safeHttpUrl', () => {
  it('accepts only http and https', () => {
    expect(safeHttpUrl('https://gov.br')).toBe('https://gov.br/');
    expect(safeHttpUrl('HTTP://GOV.BR/A')).toBe('http://gov.br/A');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,x')).toBeNull();
    expect(safeHttpUrl('não é endereço')).toBeNull();
  });
});

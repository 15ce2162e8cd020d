import { frameSandbox, linkAction, opensInApp, safeHttpUrl } from './link-action';

describe('linkAction (DECISIONS.md 9)', () => {
  it('type 0 opens the address in an in-app frame', () => {
    expect(linkAction({ type_link: 0, link_url: 'https://portal.fazenda.sp.gov.br/' })).toEqual({
      kind: 'frame',
      url: 'https://portal.fazenda.sp.gov.br/',
    });
    // Issue 21: a site that refused to be framed when the admin saved it opens in a new tab.
    expect(linkAction({ type_link: 0, link_url: 'https://portal.fazenda.sp.gov.br/', frame_allowed: false })).toEqual({
      kind: 'new-tab',
      url: 'https://portal.fazenda.sp.gov.br/',
    });
    expect(linkAction({ type_link: 0, link_url: 'https://portal.fazenda.sp.gov.br/', frame_allowed: null })).toEqual({
      kind: 'frame',
      url: 'https://portal.fazenda.sp.gov.br/',
    });
  });
  it('type 1 opens the address in a new tab', () => {
    expect(linkAction({ type_link: 1, link_url: 'https://www.gov.br/receitafederal' })).toEqual({
      kind: 'new-tab',
      url: 'https://www.gov.br/receitafederal',
    });
  });
  it('type 2 shows the stored HTML, whatever the address', () => {
    expect(linkAction({ type_link: 2, link_url: null })).toEqual({ kind: 'html' });
  });
  it('anything else is an unknown type', () => {
    for (const type_link of [3, -1, null, undefined, '0', 1.5]) {
      expect(linkAction({ type_link: type_link as never, link_url: 'https://x.gov.br' })).toEqual({ kind: 'unknown' });
    }
  });
  it('refuses addresses that are not http(s), so a link can never run script', () => {
    for (const link_url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/relativo',
      'vbscript:x',
      '',
      null,
    ]) {
      expect(linkAction({ type_link: 0, link_url })).toEqual({ kind: 'invalid-url' });
      expect(linkAction({ type_link: 1, link_url })).toEqual({ kind: 'invalid-url' });
    }
  });
  it('knows which kinds open inside the app', () => {
    expect(opensInApp({ kind: 'frame', url: 'https://a.gov.br/' })).toBe(true);
    expect(opensInApp({ kind: 'html' })).toBe(true);
    expect(opensInApp({ kind: 'new-tab', url: 'https://a.gov.br/' })).toBe(false);
    expect(opensInApp({ kind: 'unknown' })).toBe(false);
  });
});

describe('safeHttpUrl', () => {
  it('normalises good addresses', () => {
    expect(safeHttpUrl(' https://sefaz.ba.gov.br ')).toBe('https://sefaz.ba.gov.br/');
    expect(safeHttpUrl('http://www.sefaz.rj.gov.br/x?y=1')).toBe('http://www.sefaz.rj.gov.br/x?y=1');
  });
});

describe('frameSandbox', () => {
  const app = 'http://localhost:3000';
  it('never lets the framed page navigate the app or open modals', () => {
    const tokens = frameSandbox('https://www.sefaz.mg.gov.br/', app).split(' ');
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-top-navigation');
    expect(tokens).not.toContain('allow-top-navigation-by-user-activation');
    expect(tokens).not.toContain('allow-modals');
  });
  it('keeps a foreign site in its own origin', () => {
    expect(frameSandbox('https://www.sefaz.mg.gov.br/', app).split(' ')).toContain('allow-same-origin');
  });
  it('never combines scripts with same-origin for our own origin', () => {
    expect(frameSandbox('http://localhost:3000/admin', app).split(' ')).not.toContain('allow-same-origin');
    expect(frameSandbox('nonsense', app).split(' ')).not.toContain('allow-same-origin');
  });
});

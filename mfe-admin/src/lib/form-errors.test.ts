import { hasErrors, isBlankHtml, isHttpUrl } from './form-errors';

describe('form helpers', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://www.fazenda.sp.gov.br/')).toBe(true);
    expect(isHttpUrl('http://portal.sefaz.ba.gov.br/servicos?x=1')).toBe(true);
    expect(isHttpUrl('www.fazenda.sp.gov.br')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://com espaço.br')).toBe(false);
    expect(isHttpUrl('ftp://x.br')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
  });

  it('treats an editor with nothing to read as blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p> </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>Prazo</p>')).toBe(false);
    expect(isBlankHtml('<figure class="image"><img src="https://x.br/a.png"></figure>')).toBe(false);
  });

  it('says whether any field has an error', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ title: undefined })).toBe(false);
    expect(hasErrors({ title: 'Informe o título.' })).toBe(true);
  });
});

import { fillLegalMarkers, LEGAL_PAGES } from './legal';

const company = {
  companyLegalName: 'Exemplo & Filhos Ltda.',
  companyCnpj: '12.345.678/0001-95',
  companyAddress: 'Rua A, 1 <fundos>',
  contactEmail: 'contato@exemplo.com.br',
};

describe('fillLegalMarkers', () => {
  it('fills the company from the configuration, escaped as text', () => {
    expect(fillLegalMarkers('<p>{{razao_social}}, CNPJ {{cnpj}}, {{ endereco }}; {{email_contato}}</p>', company)).toBe(
      '<p>Exemplo &#38; Filhos Ltda., CNPJ 12.345.678/0001-95, Rua A, 1 &#60;fundos&#62;; contato@exemplo.com.br</p>',
    );
  });

  it('leaves an unknown or unconfigured marker as written, so the admin sees it', () => {
    expect(fillLegalMarkers('{{razao}} {{cnpj}}', { companyLegalName: 'X' })).toBe('{{razao}} {{cnpj}}');
  });

  it('knows both pages by their public address', () => {
    expect(LEGAL_PAGES.map((p) => p.path)).toEqual(['/termos-de-uso', '/politica-de-privacidade']);
  });
});

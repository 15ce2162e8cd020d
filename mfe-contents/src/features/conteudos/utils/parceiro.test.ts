import { contatosDe, filtrarParceiros, formatTelefone, opcoesDeFiltro } from './parceiro';

const parceiros = [
  { id: 1, uf: 'SP', cidade: 'São Paulo' },
  { id: 2, uf: 'SP', cidade: 'Campinas' },
  { id: 3, uf: 'BA', cidade: 'Salvador' },
  { id: 4, uf: null, cidade: null },
];

describe('partner accountants', () => {
  it('formats landlines and mobiles', () => {
    expect(formatTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(formatTelefone('11933334444')).toBe('(11) 93333-4444');
    expect(formatTelefone('5571900000000')).toBe('(71) 90000-0000');
  });

  it('turns contacts into links a phone opens', () => {
    const links = contatosDe({
      title: 'Horizonte',
      telefone: '1100000000',
      whatsapp: '5511900000000',
      email_contato: 'a@b.com.br',
      site: 'https://x.com.br/',
    });
    expect(links.map((l) => [l.kind, l.href.split('?')[0]])).toEqual([
      ['telefone', 'tel:+551100000000'],
      ['whatsapp', 'https://wa.me/5511900000000'],
      ['email', 'mailto:a@b.com.br'],
      ['site', 'https://x.com.br/'],
    ]);
    expect(links[1]?.href).toContain('text=Ol%C3%A1!');
    expect(contatosDe({ title: 'X', telefone: null, whatsapp: null, email_contato: null, site: 'javascript:alert(1)' })).toEqual([]);
  });

  it('offers the states that have partners and the cities of the chosen state', () => {
    expect(opcoesDeFiltro(parceiros)).toEqual({ ufs: ['BA', 'SP'], cidades: ['Campinas', 'Salvador', 'São Paulo'] });
    expect(opcoesDeFiltro(parceiros, 'SP').cidades).toEqual(['Campinas', 'São Paulo']);
  });

  it('filters by state and by city, accents and case aside', () => {
    expect(filtrarParceiros(parceiros, { uf: 'SP' }).map((p) => p.id)).toEqual([1, 2]);
    expect(filtrarParceiros(parceiros, { uf: 'SP', cidade: 'sao paulo' }).map((p) => p.id)).toEqual([1]);
    expect(filtrarParceiros(parceiros, {}).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

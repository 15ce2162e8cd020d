import { NAV_ITEMS, selectedMenuKey } from './nav-items';

describe('navigation menu', () => {
  it('has the ten entries of SPEC §2 in order, then the tax calendar (issue 19)', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.path])).toEqual([
      ['Início', '/pagina-inicial'],
      ['SEFAZ Estaduais', '/sefaz-estaduais'],
      ['Dicas tributárias', '/dicas-tributarias'],
      ['Fluxo de Caixa', '/fluxo-caixa'],
      ['Calculadoras', '/calculadora-icms'],
      ['Fórum', '/forum'],
      ['Relacionadas', '/relacionadas'],
      ['Contadores Parceiros', '/contadores-parceiros'],
      ['Receita Federal', '/receita-federal'],
      ['Indicação de Apps', '/indicacao-apps'],
      ['Agenda tributária', '/agenda-tributaria'],
    ]);
  });
  it('highlights the current entry, including nested pages', () => {
    expect(selectedMenuKey('/forum')).toBe('/forum');
    expect(selectedMenuKey('/sefaz-estaduais/SP')).toBe('/sefaz-estaduais');
    expect(selectedMenuKey('/plano_premium')).toBeUndefined();
  });
});

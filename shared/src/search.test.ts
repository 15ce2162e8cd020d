import { filterBySearch, matchesSearch, searchTerms } from './search';

describe('search normalisation', () => {
  it('ignores case: "icms" finds "ICMS"', () => {
    expect(matchesSearch('icms', ['Prazo do ICMS-ST'])).toBe(true);
    expect(matchesSearch('ICMS', ['prazo do icms'])).toBe(true);
  });
  it('ignores accents both ways: "substituicao" finds "Substituição"', () => {
    expect(matchesSearch('substituicao', ['Substituição tributária'])).toBe(true);
    expect(matchesSearch('Substituição', ['substituicao tributaria'])).toBe(true);
    expect(matchesSearch('sao paulo', ['São Paulo'])).toBe(true);
  });
  it('needs every word, in any field and any order', () => {
    expect(matchesSearch('tributaria substituicao', ['Substituição', 'tributária'])).toBe(true);
    expect(matchesSearch('icms difal', ['ICMS-ST'])).toBe(false);
  });
  it('matches everything when the query is blank', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(matchesSearch('', [])).toBe(true);
    expect(matchesSearch(undefined, [null])).toBe(true);
  });
  it('skips missing fields', () => {
    expect(matchesSearch('maria', [null, undefined, 'Maria Souza'])).toBe(true);
    expect(matchesSearch('joao', [null, undefined])).toBe(false);
  });
  it('filters a list and keeps its order', () => {
    const items = [{ t: 'ICMS no Simples' }, { t: 'Nota fiscal' }, { t: 'Substituição do ICMS' }];
    expect(filterBySearch(items, 'icms', (i) => [i.t]).map((i) => i.t)).toEqual(['ICMS no Simples', 'Substituição do ICMS']);
    expect(filterBySearch(items, '', (i) => [i.t])).toHaveLength(3);
  });
});

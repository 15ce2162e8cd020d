import { STATES } from '@semmultas/shared/states';
import { filterStates, findStateBySigla } from './filter-states';

const names = (query: string) => filterStates(STATES, query).map((s) => s.state_name);

describe('filterStates', () => {
  it('lists all 27 for an empty query, in the order of the list', () => {
    expect(names('')).toHaveLength(27);
    expect(names('  ')[0]).toBe('Acre');
  });
  it('finds by name without accents or case', () => {
    expect(names('sao paulo')).toEqual(['São Paulo']);
    expect(names('PARAIBA')).toEqual(['Paraíba']);
    expect(names('rio grande')).toEqual(['Rio Grande do Norte', 'Rio Grande do Sul']);
  });
  it('finds by sigla and puts the exact sigla first', () => {
    expect(names('mg')[0]).toBe('Minas Gerais');
    const pa = names('pa');
    expect(pa[0]).toBe('Pará');
    expect(pa).toEqual(expect.arrayContaining(['Paraná', 'Paraíba', 'Amapá']));
  });
  it('finds nothing for nonsense', () => {
    expect(names('xyz')).toEqual([]);
  });
});

describe('findStateBySigla', () => {
  it('reads the sigla in any case', () => {
    expect(findStateBySigla(STATES, 'sp')?.state_name).toBe('São Paulo');
    expect(findStateBySigla(STATES, 'RJ')?.id).toBe(19);
  });
  it('knows no state for an unknown or empty sigla', () => {
    expect(findStateBySigla(STATES, 'XX')).toBeUndefined();
    expect(findStateBySigla(STATES, '')).toBeUndefined();
    expect(findStateBySigla(STATES, undefined)).toBeUndefined();
  });
});

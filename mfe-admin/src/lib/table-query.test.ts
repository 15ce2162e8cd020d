import { applyTableQuery, EMPTY_QUERY, isNarrowed, type TableQuerySpec } from './table-query';

interface Row {
  id: number;
  title: string;
  estado: string;
  tipo: 0 | 1 | 2;
}

const rows: Row[] = [
  { id: 1, title: 'Emissão de NF-e', estado: 'São Paulo', tipo: 1 },
  { id: 2, title: 'Substituição Tributária', estado: 'Minas Gerais', tipo: 2 },
  { id: 3, title: 'Certidão negativa', estado: 'São Paulo', tipo: 0 },
  { id: 4, title: 'Parcelamento de ICMS', estado: 'Bahia', tipo: 1 },
];

const spec: TableQuerySpec<Row> = {
  searchText: (r) => [r.title, r.estado],
  filterValue: { tipo: (r) => r.tipo, estado: (r) => r.estado },
};

const ids = (found: Row[]) => found.map((r) => r.id);

describe('applyTableQuery', () => {
  it('shows every row, in order, with no search and no filter', () => {
    expect(ids(applyTableQuery(rows, EMPTY_QUERY, spec))).toEqual([1, 2, 3, 4]);
    expect(isNarrowed(EMPTY_QUERY)).toBe(false);
  });

  it('searches every field, ignoring accents and case, every word required', () => {
    expect(ids(applyTableQuery(rows, { search: 'sao paulo', filters: {} }, spec))).toEqual([1, 3]);
    expect(ids(applyTableQuery(rows, { search: 'SUBSTITUICAO', filters: {} }, spec))).toEqual([2]);
    expect(ids(applyTableQuery(rows, { search: 'icms bahia', filters: {} }, spec))).toEqual([4]);
    expect(ids(applyTableQuery(rows, { search: 'icms paulo', filters: {} }, spec))).toEqual([]);
    expect(ids(applyTableQuery(rows, { search: '   ', filters: {} }, spec))).toEqual([1, 2, 3, 4]);
  });

  it('keeps the rows whose column value is one of the chosen ones', () => {
    expect(ids(applyTableQuery(rows, { search: '', filters: { tipo: [1] } }, spec))).toEqual([1, 4]);
    expect(ids(applyTableQuery(rows, { search: '', filters: { tipo: [0, 2] } }, spec))).toEqual([2, 3]);
    // antd may report the values as strings
    expect(ids(applyTableQuery(rows, { search: '', filters: { tipo: ['1'] } }, spec))).toEqual([1, 4]);
    expect(isNarrowed({ search: '', filters: { tipo: [1] } })).toBe(true);
  });

  it('combines filters on several columns and the search', () => {
    expect(ids(applyTableQuery(rows, { search: '', filters: { tipo: [1], estado: ['São Paulo'] } }, spec))).toEqual([1]);
    expect(ids(applyTableQuery(rows, { search: 'certidao', filters: { estado: ['São Paulo'] } }, spec))).toEqual([3]);
    expect(ids(applyTableQuery(rows, { search: 'certidao', filters: { tipo: [1] } }, spec))).toEqual([]);
  });

  it('ignores cleared filters and filters on columns it does not know', () => {
    expect(ids(applyTableQuery(rows, { search: '', filters: { tipo: null, estado: [] } }, spec))).toEqual([1, 2, 3, 4]);
    expect(ids(applyTableQuery(rows, { search: '', filters: { desconhecida: ['x'] } }, spec))).toEqual([1, 2, 3, 4]);
    expect(isNarrowed({ search: '', filters: { tipo: null, estado: [] } })).toBe(false);
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    applyTableQuery(rows, { search: 'icms', filters: { tipo: [1] } }, spec);
    expect(rows).toEqual(copy);
  });
});

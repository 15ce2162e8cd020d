import { NO_CATEGORY, NO_FILTERS } from './ledger';
import { filtersFromParams, paramsWithFilters } from './url-filters';

const years = [2026, 2025, 2024, 2023, 2022];

describe('filters in the address', () => {
  it('round-trips every filter', () => {
    const f = { month: 3, year: 2025, category: 'Impostos', type: 'Saída' as const, search: 'das' };
    const params = paramsWithFilters(new URLSearchParams('outro=1'), f);
    expect(params.toString()).toBe('outro=1&mes=3&ano=2025&categoria=Impostos&tipo=Sa%C3%ADda&busca=das');
    expect(filtersFromParams(params, years)).toEqual(f);
    const none = paramsWithFilters(new URLSearchParams(params), { ...NO_FILTERS, category: NO_CATEGORY });
    expect(none.toString()).toBe('outro=1&categoria=sem-categoria');
    expect(filtersFromParams(none, years)).toEqual({ ...NO_FILTERS, category: NO_CATEGORY });
  });

  it('ignores values out of range', () => {
    expect(filtersFromParams(new URLSearchParams('mes=13&ano=2019&tipo=Outro&categoria=%20'), years)).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('mes=1.5'), years).month).toBeNull();
  });
});

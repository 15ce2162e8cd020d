import { FEATURES } from '@semmultas/shared/routes';
import { FEATURE_CATALOG, PRICES, planCell } from './feature-catalog';

describe('feature catalog', () => {
  it('tells all nine areas, in the order and with the titles of the shared list', () => {
    expect(FEATURE_CATALOG.map((f) => [f.title, f.path])).toEqual(FEATURES.map((f) => [f.title, f.path]));
    expect(new Set(FEATURE_CATALOG.map((f) => f.id)).size).toBe(9);
    for (const f of FEATURE_CATALOG) {
      expect(f.text.length).toBeGreaterThan(60);
      expect(f.imageAlt.length).toBeGreaterThan(5);
    }
  });

  it('opens exactly SEFAZ Estaduais and the tips on the free plan (SPEC §6, DECISIONS.md 2)', () => {
    expect(FEATURE_CATALOG.filter((f) => f.free).map((f) => f.title)).toEqual(['SEFAZ Estaduais', 'Dicas tributárias']);
  });

  it('compares the plans feature by feature with the notes of SPEC §6', () => {
    const dicas = FEATURE_CATALOG.find((f) => f.id === 'dicas-tributarias')!;
    const fluxo = FEATURE_CATALOG.find((f) => f.id === 'fluxo-caixa')!;
    const receita = FEATURE_CATALOG.find((f) => f.id === 'receita-federal')!;
    expect(planCell(dicas, 'free')).toEqual({ included: true, note: 'Dicas básicas' });
    expect(planCell(dicas, 'premium')).toEqual({ included: true, note: 'Dicas detalhadas e atualizadas' });
    expect(planCell(fluxo, 'free')).toEqual({ included: false, note: undefined });
    expect(planCell(fluxo, 'premium')).toEqual({ included: true, note: 'Controle básico de entradas e saídas' });
    expect(planCell(receita, 'free').included).toBe(false);
    expect(FEATURE_CATALOG.every((f) => planCell(f, 'premium').included)).toBe(true);
  });

  it('keeps the prices of SPEC §9', () => {
    // DECISIONS 19: "R$ 0", not the SPEC's "R$ 00".
    expect(PRICES).toEqual({ free: 'R$ 0', premium: 'R$ 14,99' });
  });
});

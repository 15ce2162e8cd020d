import { AREAS, DICAS_PREMIUM, FEATURES, featureForPath, findArea, PREMIUM_FEATURES, premiumFeature, upsellHref } from './routes';

describe('the premium features (issue 21)', () => {
  it('lists every premium area once, plus the premium tips, each with a one-sentence text', () => {
    const premiumAreas = AREAS.filter((a) => a.access === 'premium').map((a) => a.path);
    const fromAreas = PREMIUM_FEATURES.filter((f) => f !== DICAS_PREMIUM).map((f) => findArea(f.path)!.path);
    expect(fromAreas.sort()).toEqual(premiumAreas.sort());
    expect(PREMIUM_FEATURES.map((f) => f.id)).toContain('dicas-premium');
    expect(new Set(PREMIUM_FEATURES.map((f) => f.id)).size).toBe(PREMIUM_FEATURES.length);
    for (const f of PREMIUM_FEATURES) expect(f.text).toMatch(/^[^.]+(\.[^.]+)*\.$/);
  });

  it('finds the feature of an address and the upsell link of a feature', () => {
    expect(featureForPath('/forum')?.id).toBe('forum');
    expect(featureForPath('/indicacao-apps')?.id).toBe('indicacao-apps');
    expect(featureForPath('/calculadora-icms/simples')?.id).toBe('calculadoras-icms');
    expect(featureForPath('/plano_premium')).toBeUndefined();
    expect(upsellHref('forum')).toBe('/plano_premium?recurso=forum');
    expect(premiumFeature('dicas-premium')?.title).toBe('Dicas detalhadas e atualizadas');
    expect(premiumFeature('sefaz-estaduais')).toBeUndefined();
    expect(premiumFeature('nada')).toBeUndefined();
  });

  it('gives each area one name: the menu and the cards agree (DECISIONS 14, 19)', () => {
    for (const f of FEATURES) {
      const area = findArea(f.path)!;
      expect(f.title.toLowerCase()).toBe(area.title.toLowerCase());
    }
    expect(findArea('/pagina-inicial')?.title).toBe('Início');
    expect(findArea('/calculadora-icms')?.title).toBe('Calculadoras');
  });
});

import { resolveGuard } from './resolve-guard';
import type { StoredUser } from '@semmultas/shared/types';

const user = (over: Partial<StoredUser> = {}): StoredUser => ({
  id: 'u1',
  email: 'u@x.dev',
  is_premium: false,
  plan_expiration: null,
  is_admin: false,
  ...over,
});

describe('resolveGuard', () => {
  const premiumPaths = [
    '/fluxo-caixa',
    '/calculadora-icms',
    '/forum',
    '/relacionadas',
    '/contadores-parceiros',
    '/receita-federal',
    '/indicacao-apps',
  ];
  const freePaths = ['/pagina-inicial', '/sefaz-estaduais', '/sefaz-estaduais/SP', '/dicas-tributarias', '/conteudos/3', '/plano_premium'];

  it('lets visitors see the public pages', () => {
    for (const p of ['/', '/login', '/cadastro', '/redefinir-senha', '/sucesso']) expect(resolveGuard(p, null, 'free')).toBeNull();
  });

  it('sends visitors without a stored user to /login from every guarded page', () => {
    for (const p of [...premiumPaths, ...freePaths]) expect(resolveGuard(p, null, 'free')).toBe('/login');
  });

  it('sends free and expired users from premium areas to /plano_premium naming the area', () => {
    for (const p of premiumPaths) expect(resolveGuard(p, user(), 'free')).toMatch(/^\/plano_premium\?recurso=[a-z-]+$/);
    for (const p of premiumPaths.filter((x) => x !== '/fluxo-caixa'))
      expect(resolveGuard(p, user(), 'expired')).toMatch(/^\/plano_premium\?recurso=[a-z-]+$/);
    expect(resolveGuard('/forum', user(), 'free')).toBe('/plano_premium?recurso=forum');
    expect(resolveGuard('/calculadora-icms/simples', user(), 'expired')).toBe('/plano_premium?recurso=calculadoras-icms');
    expect(resolveGuard('/indicacao-apps', user(), 'free')).toBe('/plano_premium?recurso=indicacao-apps');
    expect(resolveGuard('/receita-federal', user(), 'free')).toBe('/plano_premium?recurso=receita-federal');
  });

  it("opens the ledger read-only for an expired plan: the entries are the owner's (issue 21)", () => {
    expect(resolveGuard('/fluxo-caixa', user({ is_premium: true, plan_expiration: '2020-01-01' }), 'expired')).toBeNull();
    expect(resolveGuard('/fluxo-caixa', user(), 'free')).toBe('/plano_premium?recurso=fluxo-caixa');
    expect(resolveGuard('/fluxo-caixa', null, 'expired')).toBe('/login');
  });

  it('lets free users into the free areas and premium users everywhere but /admin', () => {
    for (const p of freePaths) expect(resolveGuard(p, user(), 'free')).toBeNull();
    for (const p of [...premiumPaths, ...freePaths]) expect(resolveGuard(p, user({ is_premium: true }), 'premium')).toBeNull();
  });

  it('sends anyone but the admin from /admin to /login', () => {
    expect(resolveGuard('/admin', null, 'free')).toBe('/login');
    expect(resolveGuard('/admin', user({ is_premium: true }), 'premium')).toBe('/login');
    expect(resolveGuard('/admin/conteudos', user(), 'free')).toBe('/login');
  });

  it('keeps the admin on /admin', () => {
    const admin = user({ is_admin: true });
    expect(resolveGuard('/admin', admin, 'free')).toBeNull();
    expect(resolveGuard('/admin/usuarios', admin, 'free')).toBeNull();
    for (const p of ['/', '/login', '/pagina-inicial', '/forum', '/plano_premium']) expect(resolveGuard(p, admin, 'free')).toBe('/admin');
    expect(resolveGuard('/redefinir-senha', admin, 'free')).toBeNull();
  });

  it('redirects unknown paths to / and the home card spelling to the apps route', () => {
    expect(resolveGuard('/nao-existe', user(), 'premium')).toBe('/');
    expect(resolveGuard('/sefaz', null, 'free')).toBe('/');
    expect(resolveGuard('/indicacao-de-apps', user(), 'premium')).toBe('/indicacao-apps');
  });

  it('ignores a trailing slash', () => {
    expect(resolveGuard('/forum/', user(), 'free')).toBe('/plano_premium?recurso=forum');
  });
});

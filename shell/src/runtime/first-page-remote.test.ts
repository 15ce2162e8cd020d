import { ADMIN_USER, EXPIRED_USER, PREMIUM_USER, TEST_NOW, storedUser } from '@semmultas/shared/testing/stored-users.ts';
import { firstPageRemote } from './first-page-remote';

const NOW = TEST_NOW;
const user = storedUser;
const premium = PREMIUM_USER;
const expired = EXPIRED_USER;
const admin = ADMIN_USER;

describe('firstPageRemote', () => {
  it('names the remote of the area a signed-in user opens by its address, deep links and trailing slash included', () => {
    expect(firstPageRemote('/forum', '', premium, NOW)).toEqual({ name: 'forum', module: 'App', basePath: '/forum' });
    expect(firstPageRemote('/forum/12', '', premium, NOW)).toEqual({ name: 'forum', module: 'App', basePath: '/forum' });
    expect(firstPageRemote('/sefaz-estaduais/', '', user(), NOW)).toEqual({ name: 'sefaz', module: 'App', basePath: '/sefaz-estaduais' });
    expect(firstPageRemote('/calculadora-icms/simples', '', premium, NOW)).toEqual({
      name: 'calculators',
      module: 'App',
      basePath: '/calculadora-icms',
    });
    expect(firstPageRemote('/receita-federal', '', premium, NOW)).toEqual({ name: 'sefaz', module: 'App', basePath: '/receita-federal' });
    expect(firstPageRemote('/admin/usuarios', '', admin, NOW)).toEqual({ name: 'admin', module: 'App', basePath: '/admin' });
  });

  it("names the agenda's week panel for the home page", () => {
    expect(firstPageRemote('/pagina-inicial', '', user(), NOW)).toEqual({
      name: 'agenda',
      module: 'ProximosVencimentos',
      basePath: '/agenda-tributaria',
    });
  });

  it('starts nothing the guards will not render: no user, a locked area, the admin elsewhere, a user on /admin', () => {
    expect(firstPageRemote('/forum', '', null, NOW)).toBeNull();
    expect(firstPageRemote('/forum', '', user(), NOW)).toBeNull(); // free plan → the plan page
    expect(firstPageRemote('/calculadora-icms', '', expired, NOW)).toBeNull();
    expect(firstPageRemote('/pagina-inicial', '', admin, NOW)).toBeNull(); // → /admin
    expect(firstPageRemote('/admin', '', premium, NOW)).toBeNull(); // → /login
    expect(firstPageRemote('/nao-existe', '', premium, NOW)).toBeNull();
  });

  it('lets an expired plan open its own ledger read-only (issue 21), as the guard does', () => {
    expect(firstPageRemote('/fluxo-caixa', '', expired, NOW)).toEqual({ name: 'cashflow', module: 'App', basePath: '/fluxo-caixa' });
  });

  it('leaves pages with no remote, the landing page and a recovery link alone', () => {
    expect(firstPageRemote('/minha-conta', '', premium, NOW)).toBeNull();
    expect(firstPageRemote('/', '', premium, NOW)).toBeNull();
    expect(firstPageRemote('/forum', '#access_token=a&refresh_token=b&type=recovery', premium, NOW)).toBeNull();
  });
});

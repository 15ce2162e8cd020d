import type { StoredUser } from '@semmultas/shared/types';
import { ADMIN_USER, EXPIRED_USER, PREMIUM_USER, TEST_NOW, storedUser } from '@semmultas/shared/testing/stored-users.ts';
import { PAGE_HEADS, pageHeadFor } from '@semmultas/shared/page-heads';
import { AREAS, featureForPath } from '@semmultas/shared/routes';
import { firstPaintHtml, type FirstPaintInput } from './first-paint';

const NOW = TEST_NOW;
const user = storedUser;
const premium = PREMIUM_USER;
const expired = EXPIRED_USER;
const admin = ADMIN_USER;

const paint = (pathname: string, who: StoredUser | null, more: Partial<FirstPaintInput> = {}) =>
  firstPaintHtml({ pathname, search: '', hash: '', user: who, dark: false, now: NOW, ...more });

/** The painted page as a DOM, to read what a user would see. */
function painted(html: string | null) {
  const root = document.createElement('div');
  root.innerHTML = html ?? '';
  return root;
}

describe('firstPaintHtml', () => {
  it("paints the home page's frame and greeting, no name (that comes with React)", () => {
    const root = painted(paint('/pagina-inicial', user()));
    expect(root.querySelector('.sm-first')?.getAttribute('aria-hidden')).toBe('true');
    // Screen readers still hear that the app is loading.
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Carregando o SemMultas…');
    expect(root.querySelector('h2')?.textContent).toBe('Olá! O que vamos resolver hoje?');
    expect(root.querySelector('.sm-first > header svg')).not.toBeNull();
  });

  it("paints an area's header, its search box's place kept, for the plan that opens it", () => {
    const root = painted(paint('/sefaz-estaduais', user()));
    expect(root.querySelector('h2')?.textContent).toBe('SEFAZ Estaduais');
    expect(root.querySelector('.sm-first-text p')?.textContent).toBe(
      'Escolha um estado para ver os serviços, portais e orientações da sua Secretaria da Fazenda.',
    );
    expect(root.querySelector<HTMLElement>('.sm-first-extra')?.style.height).toBe('40px');
    expect(painted(paint('/forum/', premium)).querySelector('h2')?.textContent).toBe('Fórum');
    expect(painted(paint('/dicas-tributarias', expired)).querySelector('h2')?.textContent).toBe('Dicas tributárias');
  });

  it('paints nothing the app will not show first: no user, a locked area, the admin, a page without a painted header', () => {
    expect(paint('/pagina-inicial', null)).toBeNull();
    expect(paint('/forum', user())).toBeNull(); // free plan → the plan page
    expect(paint('/contadores-parceiros', expired)).toBeNull();
    expect(painted(paint('/fluxo-caixa', premium)).querySelector('h2')?.textContent).toBe('Fluxo de Caixa');
    expect(paint('/pagina-inicial', admin)).toBeNull(); // → /admin
    expect(paint('/sefaz-estaduais', admin)).toBeNull();
    expect(paint('/forum/12', premium)).toBeNull(); // a thread: its own page
    expect(paint('/calculadora-icms', user())).toBeNull(); // free plan → the plan page
    expect(paint('/calculadora-icms/simples', premium)).toBeNull();
    expect(paint('/nao-existe', premium)).toBeNull();
  });

  it("paints the admin panel's first page in the admin's frame: no menu button, no product menu, the panel's menu named by the page", () => {
    const root = painted(paint('/admin', admin));
    expect(root.querySelector('.sm-first')?.classList.contains('sm-first-admin')).toBe(true);
    expect(root.querySelector('aside')).toBeNull();
    expect(root.querySelector('.sm-first-panel-menu')?.textContent).toBe('Cadastros SEFAZ / RFB, relacionadas');
    expect(root.querySelector('.sm-first-panel-box h2')?.textContent).toBe('Cadastros SEFAZ / RFB, relacionadas');
    expect(root.querySelector('.sm-first-panel-box p')?.textContent).toBe(
      'Os botões das páginas dos estados, da Receita Federal, de Relacionadas e os comuns a todos os estados.',
    );
    // Another of its pages, or anyone but the admin: the app decides.
    expect(paint('/admin/usuarios', admin)).toBeNull();
    expect(paint('/admin', premium)).toBeNull(); // → /login
    // The areas keep their frame.
    expect(painted(paint('/sefaz-estaduais', premium)).querySelector('.sm-first-admin, .sm-first-panel')).toBeNull();
  });

  it("keeps the place of the calculators' tabs above their header", () => {
    const root = painted(paint('/calculadora-icms', premium));
    expect(root.querySelector('h2')?.textContent).toBe('Calculadora ICMS');
    expect(root.querySelector<HTMLElement>('.sm-first-page > div')?.style.height).toBe('56px');
    expect(root.querySelector('.sm-first-extra')).toBeNull();
  });

  it('leaves a search, a recovery link or an anchor to the app', () => {
    expect(paint('/sefaz-estaduais', user(), { search: '?busca=BA' })).toBeNull();
    expect(paint('/pagina-inicial', user(), { hash: '#type=recovery&access_token=x' })).toBeNull();
    expect(paint('/pagina-inicial', user(), { hash: '#conteudo' })).toBeNull();
    expect(paint('/sefaz-estaduais', user(), { search: '?' })).not.toBeNull();
  });

  it("draws the logo's words in the colour mode's colours", () => {
    expect(paint('/pagina-inicial', user(), { dark: true })).toContain('#4cc995');
    expect(paint('/pagina-inicial', user())).toContain('#0b6e4f');
  });
});

describe('PAGE_HEADS', () => {
  it("titles each header with the area's name in the menu, under the home card's sentence, unless the page says more", () => {
    // The calculators' first page is the ICMS one; SEFAZ, the ledger and it say more than their card.
    const own = { '/sefaz-estaduais': 'SEFAZ Estaduais', '/fluxo-caixa': 'Fluxo de Caixa', '/calculadora-icms': 'Calculadora ICMS' };
    for (const [path, head] of Object.entries(PAGE_HEADS)) {
      if (head.panel) continue; // the admin panel's page: no home card, its own menu (mfe-admin)
      const card = featureForPath(path)!;
      if (path in own) {
        expect(head.title).toBe(own[path as keyof typeof own]);
        expect(head.subtitle).not.toBe(card.text);
      } else {
        expect(head.title).toBe(AREAS.find((a) => a.path === path)?.title);
        expect(head.subtitle).toBe(card.text);
      }
    }
  });

  it('answers only for the first page of an area, with or without a trailing slash', () => {
    expect(pageHeadFor('/forum/', '')).toBe(PAGE_HEADS['/forum']);
    expect(pageHeadFor('/forum/3', '')).toBeNull();
    expect(pageHeadFor('/forum', '?busca=nota')).toBeNull();
    expect(pageHeadFor('/toString', '')).toBeNull();
  });

  it("keeps the place of the header's extra, and leaves a filtered ledger to the app", () => {
    expect(pageHeadFor('/fluxo-caixa', '')?.extraHeight).toBe(72);
    expect(pageHeadFor('/fluxo-caixa', '?mes=3')).toBeNull();
    expect(pageHeadFor('/sefaz-estaduais', '')?.extraHeight).toBe(40);
  });

  it('paints the ledger for an expired plan too: it opens read-only under the same header', () => {
    expect(painted(paint('/fluxo-caixa', expired)).querySelector('h2')?.textContent).toBe('Fluxo de Caixa');
  });
});

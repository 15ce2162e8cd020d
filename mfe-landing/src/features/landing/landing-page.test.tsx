import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FEATURES } from '@semmultas/shared/routes';
import { FEATURE_CATALOG } from '../../lib/feature-catalog';
import { currentYear, DEFAULT_CONTACT_EMAIL, LandingPage } from './landing-page';

function renderLanding(contactEmail?: string) {
  return render(
    <MemoryRouter>
      <LandingPage contactEmail={contactEmail} />
    </MemoryRouter>,
  );
}

const href = (el: HTMLElement) => el.getAttribute('href');

describe('LandingPage', () => {
  it('has one h1, the promise of SPEC §1, and sections in heading order', () => {
    const { container } = renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Livre-se das multas tributárias']);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(expect.arrayContaining(['Recursos e funcionalidades', 'Planos sob medida', 'Políticas de Privacidade']));
    // Landmarks for keyboard and screen-reader users.
    expect(container.querySelector('header')).not.toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(href(screen.getByRole('link', { name: 'Pular para o conteúdo' }))).toBe('#conteudo-principal');
  });

  describe('top bar', () => {
    // jsdom applies the stylesheet but no media query, so it hides the wide-screen entries:
    // these two read the markup; the browser suite checks what each width shows.
    const links = (root: Element) => [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

    it('links the logo home and the calls to /cadastro and /login', () => {
      renderLanding();
      const banner = screen.getByRole('banner');
      expect(href(within(banner).getByRole('link', { name: 'SemMultas — página inicial' }))).toBe('/');
      const actions = banner.querySelector('.lp-actions')!;
      // In the bar (wide screens) and in the small-screen menu.
      expect(links(actions).filter(([text]) => text === 'Primeiro acesso' || text === 'Login')).toEqual([
        ['Primeiro acesso', '/cadastro'],
        ['Login', '/login'],
        ['Primeiro acesso', '/cadastro'],
        ['Login', '/login'],
      ]);
    });

    it('anchors Sobre a solução and Planos, with their children in hover popovers', () => {
      const { container } = renderLanding();
      const nav = container.querySelector('nav.lp-nav')!;
      expect(nav.getAttribute('aria-label')).toBe('Seções da página');
      const items = [...nav.querySelectorAll(':scope > ul > li')];
      expect(items.map((li) => links(li.querySelector('.lp-nav-link')!.parentElement!)[0])).toEqual([
        ['Sobre a solução', '#section-about'],
        ['Planos', '#section-plans'],
      ]);
      expect(items.map((li) => li.querySelectorAll('.lp-popover a').length)).toEqual([2, 2]);
      expect(links(items[1]!.querySelector('.lp-popover')!)).toEqual([
        ['GrátisR$ 0/mês: SEFAZ Estaduais e dicas básicas', '#plan-free'],
        ['PremiumR$ 14,99/mês: as nove áreas liberadas', '#plan-premium'],
      ]);
    });

    it('collapses the small-screen menu, and closes it when an entry is chosen', () => {
      const { container } = renderLanding();
      const details = container.querySelector('details.lp-mobile') as HTMLDetailsElement;
      expect(details.open).toBe(false);
      const summary = details.querySelector('summary')!;
      expect(summary).toHaveAccessibleName('Menu');
      details.open = true;
      const menu = screen.getByRole('navigation', { name: 'Menu' });
      expect(within(menu).getAllByRole('link').map(href)).toEqual([
        '#section-about',
        '#section-about',
        '#section-features',
        '#section-plans',
        '#plan-free',
        '#plan-premium',
        '/cadastro',
        '/login',
      ]);
      fireEvent.click(within(menu).getByRole('link', { name: 'Planos' }));
      expect(details.open).toBe(false);
    });
  });

  it('sends the hero call to action to /cadastro', () => {
    renderLanding();
    expect(href(screen.getByRole('link', { name: 'CADASTRE-SE. É Grátis!' }))).toBe('/cadastro');
    expect(screen.getByRole('img', { name: /Escudo/ })).toBeInTheDocument();
  });

  it('shows the nine feature cards with their own illustrated, labelled images', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Recursos e funcionalidades' });
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.firstChild?.textContent)).toEqual(FEATURES.map((f) => f.title));
    for (const feature of FEATURE_CATALOG) {
      const card = section.querySelector(`[data-feature="${feature.id}"]`) as HTMLElement;
      expect(within(card).getByRole('img', { name: feature.imageAlt })).toBeInTheDocument();
      expect(within(card).getByText(feature.text)).toBeInTheDocument();
      expect(within(card).getByText(feature.free ? 'Grátis' : 'Premium')).toBeInTheDocument();
    }
  });

  it('compares Grátis (R$ 0/mês) and Premium (R$ 14,99/mês) feature by feature in #section-plans', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Planos sob medida' });
    expect(section.id).toBe('section-plans');
    const free = within(section).getByRole('article', { name: 'Grátis' });
    const premium = within(section).getByRole('article', { name: 'Premium' });
    expect(free.id).toBe('plan-free');
    expect(premium.id).toBe('plan-premium');
    expect(within(free).getByText('R$ 0').parentElement?.textContent).toBe('R$ 0/mês');
    expect(within(premium).getByText('R$ 14,99').parentElement?.textContent).toBe('R$ 14,99/mês');
    const freeItems = within(within(free).getByRole('list')).getAllByRole('listitem');
    const premiumItems = within(within(premium).getByRole('list')).getAllByRole('listitem');
    expect(freeItems).toHaveLength(9);
    expect(premiumItems).toHaveLength(9);
    expect(freeItems.filter((li) => li.textContent?.startsWith('Inclui:')).map((li) => li.textContent)).toEqual([
      'Inclui: SEFAZ Estaduais',
      'Inclui: Dicas tributárias (Dicas básicas)',
    ]);
    expect(premiumItems.every((li) => li.textContent?.startsWith('Inclui:'))).toBe(true);
    expect(within(free).getByRole('link', { name: 'Começar grátis' })).toHaveAttribute('href', '/cadastro');
    expect(within(premium).getByRole('link', { name: 'Quero o Premium' })).toHaveAttribute('href', '/cadastro');
  });

  it('has the footer of SPEC §2: four columns, the configured e-mail, © the current year and three social networks', () => {
    renderLanding('atendimento@exemplo.dev');
    const footer = screen.getByRole('contentinfo');
    const columns = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(columns).toEqual(['Serviços', 'Funcionalidades', 'Privacidade', 'Atendimento']);
    expect(href(within(footer).getByRole('link', { name: 'Quem somos' }))).toBe('#section-about');
    expect(href(within(footer).getByRole('link', { name: 'Planos' }))).toBe('#section-plans');
    expect(href(within(footer).getByRole('link', { name: 'Consultar' }))).toBe('/sefaz-estaduais');
    expect(href(within(footer).getByRole('link', { name: 'Políticas de Privacidade' }))).toBe('/politica-de-privacidade');
    expect(href(within(footer).getByRole('link', { name: 'Termos de Uso' }))).toBe('/termos-de-uso');
    expect(href(within(footer).getByRole('link', { name: 'atendimento@exemplo.dev' }))).toBe('mailto:atendimento@exemplo.dev');
    expect(footer.textContent).toContain(`© ${currentYear()} SemMultas`);
    const social = within(within(footer).getByRole('list', { name: 'SemMultas nas redes sociais' })).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(href(link)).toMatch(/^https:\/\//);
    }
  });

  it('falls back to the default contact e-mail without configuration', () => {
    renderLanding();
    expect(screen.getAllByRole('link', { name: DEFAULT_CONTACT_EMAIL })[0]).toHaveAttribute('href', `mailto:${DEFAULT_CONTACT_EMAIL}`);
  });

  it('points every in-page anchor at an element that exists, and repeats no id', () => {
    const { container } = renderLanding();
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    const anchors = [...container.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1));
    expect(anchors.length).toBeGreaterThan(10);
    for (const id of anchors) expect({ id, found: ids.includes(id) }).toEqual({ id, found: true });
  });
});

describe('currentYear', () => {
  it('is the year in São Paulo, not in UTC', () => {
    expect(currentYear(new Date('2027-01-01T02:00:00Z'))).toBe('2026');
    expect(currentYear(new Date('2027-01-01T03:00:00Z'))).toBe('2027');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationRef, renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import { fakeDb } from '../testing/fake-db';
import App from '../expose/app';

// The panel's menu on a phone (the shared jest setup's matchMedia answers "no match": a narrow
// screen). Issue 14: a button that shows the pages' links below it, not antd's Dropdown.
jest.setTimeout(30_000);

function setup(path = '/admin') {
  const db = fakeDb({ posts: [], conteudos: [], user_profiles: [], assinaturas_plano: [] });
  const user = userEvent.setup({ delay: null });
  renderRemote(App, { basePath: '/admin', path, supabase: db.client });
  return { user };
}

const nav = () => screen.getByRole('navigation', { name: 'Menu do painel' });
const toggle = () => within(nav()).getByRole('button', { name: /^Páginas do painel: / });

describe('the panel menu on a phone', () => {
  it('is a button named by the page open, that shows the pages as links and closes on a choice', async () => {
    const { user } = setup();
    expect(toggle()).toHaveAccessibleName('Páginas do painel: Cadastros SEFAZ / RFB, relacionadas');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link')).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    expect(within(list).getByRole('link', { name: 'Cadastros SEFAZ / RFB, relacionadas' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(list).getByRole('link', { name: 'Taxas Selic' }));
    expect(locationRef.current).toBe('/admin/taxas-selic');
    expect(within(nav()).queryByRole('link')).toBeNull();
    expect(toggle()).toHaveAccessibleName('Páginas do painel: Taxas Selic');
    // The focus is not lost to the page's body with the link that had it.
    expect(toggle()).toHaveFocus();
  });

  it('closes when the page already open is chosen again', async () => {
    const { user } = setup();
    await user.click(toggle());
    await user.click(within(nav()).getByRole('link', { name: 'Cadastros SEFAZ / RFB, relacionadas' }));
    expect(locationRef.current).toBe('/admin');
    expect(within(nav()).queryByRole('link')).toBeNull();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the keyboard leaves it (Tab past its last link)', async () => {
    const { user } = setup();
    await user.click(toggle());
    const links = within(nav()).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(within(nav()).queryByRole('link')).toBeNull();
  });

  it('closes on Esc, giving the focus back to its button, and on a press elsewhere', async () => {
    const { user } = setup();
    await user.click(toggle());
    expect(within(nav()).getAllByRole('link')).toHaveLength(7);
    await user.keyboard('{Escape}');
    expect(within(nav()).queryByRole('link')).toBeNull();
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    expect(within(nav()).getAllByRole('link')).toHaveLength(7);
    await user.click(document.body);
    expect(within(nav()).queryByRole('link')).toBeNull();
  });
});

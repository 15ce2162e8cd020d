import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Plan } from '@semmultas/shared/types';
import { fakeSupabase } from '@semmultas/shared/testing/test-supabase.ts';
import { ShellContext, type ShellState } from '../../lib/shell-context';
import { HomePage } from './home-page';

// The agenda's week panel comes from a remote: by default it never arrives (the page must not wait).
function home(plan: Plan, load: () => Promise<unknown> = () => new Promise(() => undefined)) {
  const { client } = fakeSupabase({ user_profiles: [{ id: 'u', display_name: 'Ana Paula' }] });
  const value = {
    supabase: client,
    plan,
    registry: { load, ready: () => null },
    user: { id: 'u', email: 'ana.1795471535186@x.dev', is_premium: plan !== 'free', plan_expiration: null, is_admin: false },
  } as unknown as ShellState;
  return render(
    <ShellContext.Provider value={value}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
}

// Each card's title is its link (the whole card follows it: issue 15).
const featureCards = () => screen.getAllByRole('link').filter((a) => a.matches('.sm-card-link'));

beforeEach(() => localStorage.clear());

describe('home (issue 21)', () => {
  it('puts a padlock on the seven premium cards for a free user', () => {
    home('free');
    expect(screen.getAllByRole('link', { name: /\(Premium\)$/ })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Fórum (Premium)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calculadoras (Premium)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SEFAZ Estaduais' })).toBeInTheDocument();
    expect(screen.getByText(/plano Grátis/)).toBeInTheDocument();
  });

  it('has no padlock on the premium plan', () => {
    home('premium');
    expect(featureCards()).toHaveLength(9);
    expect(screen.queryAllByRole('link', { name: /Premium/ })).toHaveLength(0);
  });

  it('greets by the chosen name, never by the raw address', async () => {
    home('free');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Paula! O que vamos resolver hoje?' })).toBeInTheDocument();
    expect(screen.queryByText(/1795471535186/)).not.toBeInTheDocument();
  });

  it('offers first steps for the plan until the user closes them', async () => {
    home('free');
    expect(screen.getByRole('link', { name: /Veja o que a SEFAZ do seu estado oferece/ })).toHaveAttribute('href', '/sefaz-estaduais');
    // The tax calendar's "Conte sobre sua empresa" comes first (issues 19 and 21).
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Conte sobre sua empresa');
    expect(screen.getByRole('link', { name: /^Conte sobre sua empresa/ })).toHaveAttribute('href', '/agenda-tributaria');
    await userEvent.click(screen.getByRole('button', { name: 'Entendi, fechar' }));
    expect(screen.queryByText('Primeiros passos')).not.toBeInTheDocument();
    expect(localStorage.getItem('sm-primeiros-passos')).toBe('ok');
  });

  it("shows the agenda remote's week panel first, with the shell's session", async () => {
    const Painel = ({ basePath, user }: { basePath: string; user: { id: string } }) => (
      <p>
        Painel da agenda em {basePath} para {user.id}
      </p>
    );
    const load = jest.fn(async () => Painel);
    home('free', load);
    expect(await screen.findByText('Painel da agenda em /agenda-tributaria para u')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('agenda', { module: 'ProximosVencimentos' });
    // The cards are there at once, whatever the panel does.
    expect(featureCards().length).toBeGreaterThan(0);
  });

  it('a panel that fails to load or to render leaves a one-line link to the agenda', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    home('free', async () => {
      throw new Error('manifest 503');
    });
    expect(await screen.findByRole('link', { name: 'Abrir a agenda tributária' })).toHaveAttribute('href', '/agenda-tributaria');
    const Quebrado = () => {
      throw new Error('boom');
    };
    home('premium', async () => Quebrado);
    await waitFor(() => expect(screen.getAllByText(/Os vencimentos da semana não carregaram agora/)).toHaveLength(2));
    jest.restoreAllMocks();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Plan } from '@semmultas/shared/types';
import { ShellContext, type ShellState } from '../../app/shell-context';
import { HomePage } from './home-page';

function home(plan: Plan) {
  const value = { plan, user: { id: 'u', email: 'ana@x.dev', is_premium: plan !== 'free', plan_expiration: null, is_admin: false } } as unknown as ShellState;
  return render(
    <ShellContext.Provider value={value}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
}

describe('home cards (issue 21)', () => {
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
    expect(screen.getAllByRole('link')).toHaveLength(9);
    expect(screen.queryAllByRole('link', { name: /Premium/ })).toHaveLength(0);
  });
});

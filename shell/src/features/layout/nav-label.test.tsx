import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import type { Plan } from '@semmultas/shared/types';
import { NAV_ITEMS, NavLabel } from '../../lib/nav-items';

function menu(plan: Plan) {
  return render(
    <MemoryRouter>
      <nav>
        {NAV_ITEMS.map((item) => (
          <Link key={item.path} to={item.path}>
            <NavLabel item={item} plan={plan} />
          </Link>
        ))}
      </nav>
    </MemoryRouter>,
  );
}

describe('menu padlocks (issue 21)', () => {
  it.each(['free', 'expired'] as const)('marks the seven premium entries for the %s plan, heard as "(Premium)"', (plan) => {
    menu(plan);
    expect(screen.getByRole('link', { name: 'Fórum (Premium)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calculadoras (Premium)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dicas tributárias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\(Premium\)$/ })).toHaveLength(7);
    expect(document.querySelectorAll('.sm-premium-lock .anticon-lock')).toHaveLength(7);
  });

  it('shows no padlock on the premium plan', () => {
    menu('premium');
    expect(screen.queryAllByRole('link', { name: /Premium/ })).toHaveLength(0);
    expect(document.querySelectorAll('.anticon-lock')).toHaveLength(0);
  });
});

// The menu starts an area's code and first read as the person is about to open it (issue 14),
// and nothing for an entry whose click leads to the plan page instead.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EXPIRED_USER, PREMIUM_USER, storedUser } from '@semmultas/shared/testing/stored-users.ts';
import { planStatus } from '@semmultas/shared/plan';
import type { StoredUser } from '@semmultas/shared/types';
import { ShellContext, type ShellState } from '../../lib/shell-context';
import NavMenu from './nav-menu';

function menu(user: StoredUser) {
  const prefetch = jest.fn(() => Promise.resolve());
  const value = { supabase: {}, user, plan: planStatus(user), registry: { prefetch } } as unknown as ShellState;
  render(
    <ShellContext.Provider value={value}>
      <MemoryRouter>
        <NavMenu selected={undefined} onNavigate={() => undefined} />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
  return prefetch;
}

const entry = (name: RegExp) => screen.getByRole('link', { name });

describe('the menu warms the area about to open', () => {
  it('on hover or focus, with the base path and the plan, for an area the plan opens', () => {
    const prefetch = menu(PREMIUM_USER);
    fireEvent.mouseEnter(entry(/^Fórum/));
    expect(prefetch).toHaveBeenLastCalledWith('forum', expect.objectContaining({ plan: 'premium', basePath: '/forum' }));
    fireEvent.focus(entry(/^Dicas tributárias/));
    expect(prefetch).toHaveBeenLastCalledWith('contents', expect.objectContaining({ basePath: '/dicas-tributarias' }));
  });

  it('not for an entry that leads to the plan page', () => {
    const prefetch = menu(storedUser());
    fireEvent.mouseEnter(entry(/^Fórum/));
    fireEvent.mouseEnter(entry(/^Fluxo de Caixa/));
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(entry(/^SEFAZ Estaduais/));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('an expired plan still opens its ledger (read-only), not the forum', () => {
    const prefetch = menu(EXPIRED_USER);
    fireEvent.mouseEnter(entry(/^Fórum/));
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(entry(/^Fluxo de Caixa/));
    expect(prefetch).toHaveBeenCalledWith('cashflow', expect.objectContaining({ plan: 'expired', basePath: '/fluxo-caixa' }));
  });
});

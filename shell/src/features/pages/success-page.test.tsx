import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeSupabase } from '@semmultas/shared/testing/test-supabase.ts';
import type { StoredUser } from '@semmultas/shared/types';
import { ShellContext, type ShellState } from '../../lib/shell-context';
import { SuccessPage } from './success-page';

const USER = { id: 'u1', email: 'assinante@teste.dev' };

/** /sucesso as the provider returns the buyer to it: the profile and payments as the database has them. */
function success(profile: { is_premium: boolean; plan_expiration: string | null }, payments: Record<string, unknown>[]) {
  const { client } = fakeSupabase({ user_profiles: [{ id: USER.id, is_admin: false, ...profile }], payments, subscriptions: [] });
  (client as unknown as { auth: unknown }).auth = { getSession: async () => ({ data: { session: { user: USER } } }) };
  const setUser = jest.fn();
  const user: StoredUser = { ...USER, is_premium: false, plan_expiration: null, is_admin: false };
  render(
    <ShellContext.Provider value={{ supabase: client, user, plan: 'free', setUser } as unknown as ShellState}>
      <MemoryRouter>
        <SuccessPage />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
  return { setUser };
}

const charge = (over: Record<string, unknown>) => ({
  id: 1,
  provider_payment_id: 'pay_1',
  amount_cents: 1499,
  status: 'pending',
  due_date: '2026-11-27',
  paid_at: null,
  receipt_url: null,
  invoice_url: null,
  created_at: '2026-11-24T12:00:00Z',
  ...over,
});

describe('/sucesso follows the payment (issue 20)', () => {
  it('says a boleto is still to be compensated, and that premium waits for it', async () => {
    success({ is_premium: false, plan_expiration: null }, [charge({ method: 'boleto' })]);
    expect(await screen.findByText('Pagamento pendente')).toBeInTheDocument();
    expect(screen.getByText(/Seu boleto foi gerado\. O Premium é ativado quando ele for compensado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minha assinatura' })).toBeInTheDocument();
    // Not "concluído" while the boleto is open.
    expect(screen.queryByText('Pagamento concluído')).toBeNull();
    expect(screen.getByText('Acompanhe seu pagamento')).toBeInTheDocument();
  });

  it('says a Pix is waiting for the bank’s confirmation', async () => {
    success({ is_premium: false, plan_expiration: null }, [charge({ method: 'pix' })]);
    expect(
      await screen.findByText('Aguardando a confirmação do Pix. Assim que o banco confirmar, o Premium é ativado.'),
    ).toBeInTheDocument();
  });

  it('shows the active plan once the payment is confirmed, and stores it for every guard', async () => {
    const { setUser } = success({ is_premium: true, plan_expiration: '2026-12-24' }, [
      charge({ method: 'pix', status: 'paid', paid_at: '2026-11-24T12:00:00Z' }),
    ]);
    expect(await screen.findByText('Premium ativo até 24/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Pagamento concluído')).toBeInTheDocument();
    expect(setUser).toHaveBeenCalledWith(expect.objectContaining({ is_premium: true, plan_expiration: '2026-12-24' }));
  });
});

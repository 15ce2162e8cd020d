import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Plan, RemoteProps, RuntimeConfig, StoredUser } from '@semmultas/shared/types';
import { PREMIUM_FEATURES } from '@semmultas/shared/routes';
import { FEATURE_CATALOG } from '../../lib/feature-catalog';
import { PlanPage } from './plan-page';

const config = { checkoutUrl: 'https://pagamento.exemplo/checkout/premium', contactEmail: 'a@b.dev' } as RuntimeConfig;

function renderPlan(plan: Plan, plan_expiration: string | null, props: Partial<RemoteProps> = {}, at = '/plano_premium') {
  const user: StoredUser = { id: 'u1', email: 'u@teste.dev', is_premium: plan !== 'free', plan_expiration, is_admin: false };
  return render(
    <MemoryRouter initialEntries={[at]}>
      <PlanPage supabase={{} as SupabaseClient} user={user} plan={plan} basePath="/plano_premium" config={config} {...props} />
    </MemoryRouter>,
  );
}

describe('PlanPage', () => {
  it('invites a free user with the exact headline and a checkout button in a new tab', () => {
    renderPlan('free', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seja Premium...');
    const button = screen.getByRole('link', { name: 'Assinar por R$ 14,99/mês' });
    expect(button.getAttribute('href')).toBe(config.checkoutUrl);
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists the nine features and marks what the free plan opens', () => {
    renderPlan('free', null);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(screen.getAllByText('Liberado no seu plano')).toHaveLength(2);
    expect(screen.getAllByText('Premium', { selector: '.ant-tag span, .ant-tag' }).length).toBe(7);
    // Open areas link to themselves; locked ones are plain titles.
    expect(within(items[0]!).getByRole('link', { name: 'SEFAZ Estaduais' }).getAttribute('href')).toBe('/sefaz-estaduais');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    items.forEach((item, i) => within(item).getByRole('img', { name: FEATURE_CATALOG[i]!.imageAlt }));
  });

  it('shows an active plan with its expiry date and every feature open', () => {
    renderPlan('premium', '2026-12-31');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seu plano Premium está ativo até 31/12/2026');
    expect(screen.getAllByText('Liberado no seu plano')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Renovar assinatura' }).getAttribute('href')).toBe(config.checkoutUrl);
  });

  it('shows an expired plan and offers the renewal', () => {
    renderPlan('expired', '2025-01-15');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seu plano Premium expirou em 15/01/2025');
    expect(screen.getByRole('link', { name: 'Renovar por R$ 14,99/mês' }).getAttribute('href')).toBe(config.checkoutUrl);
    expect(screen.getAllByText('Liberado no seu plano')).toHaveLength(2);
  });

  it('disables the button when no checkout address is configured', () => {
    renderPlan('free', null, { config: undefined });
    expect(screen.getByRole('button', { name: 'Assinar por R$ 14,99/mês' })).toBeDisabled();
  });
});

describe('PlanPage naming the feature that was asked for (issue 21)', () => {
  it('shows the forum, what it does, its picture, the price and "Assinar"', () => {
    renderPlan('free', null, {}, '/plano_premium?recurso=forum');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seja Premium...');
    const asked = screen.getByRole('region', { name: 'Fórum' });
    expect(within(asked).getByText('Recurso Premium')).toBeInTheDocument();
    expect(within(asked).getByText('Pergunte e responda dúvidas tributárias com outros empresários e contadores.')).toBeInTheDocument();
    expect(within(asked).getByRole('img', { name: 'Dois balões de conversa' })).toBeInTheDocument();
    expect(screen.getByText('R$ 14,99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinar por R$ 14,99/mês' }).getAttribute('href')).toBe(config.checkoutUrl);
  });

  it.each(PREMIUM_FEATURES.map((f) => [f.id, f.title] as const))('names %s', (id, title) => {
    renderPlan('free', null, {}, `/plano_premium?recurso=${id}`);
    const asked = screen.getByRole('region', { name: title });
    expect(asked.getAttribute('data-recurso')).toBe(id);
    expect(within(asked).getByRole('img').getAttribute('aria-label')).not.toBe('');
  });

  it('names the premium tips with their own picture', () => {
    renderPlan('free', null, {}, '/plano_premium?recurso=dicas-premium');
    const asked = screen.getByRole('region', { name: 'Dicas detalhadas e atualizadas' });
    expect(within(asked).getByRole('img', { name: 'Lâmpada acesa com um selo de Premium' })).toBeInTheDocument();
  });

  it('asks an expired plan to renew', () => {
    renderPlan('expired', '2025-01-15', {}, '/plano_premium?recurso=fluxo-caixa');
    expect(within(screen.getByRole('region', { name: 'Fluxo de Caixa' })).getByText(/renove o Premium/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renovar por R$ 14,99/mês' })).toBeInTheDocument();
  });

  it('ignores an unknown or free feature, and a premium plan', () => {
    for (const recurso of ['nada', 'sefaz-estaduais', '']) {
      const { unmount } = renderPlan('free', null, {}, `/plano_premium?recurso=${recurso}`);
      expect(screen.queryByText('Recurso Premium')).toBeNull();
      unmount();
    }
    renderPlan('premium', '2026-12-31', {}, '/plano_premium?recurso=forum');
    expect(screen.queryByText('Recurso Premium')).toBeNull();
  });

  it('calls the free plan "Grátis"', () => {
    renderPlan('free', null);
    expect(screen.getByText('Plano Grátis')).toBeInTheDocument();
  });
});

import { FREE_HEADLINE, planHeadline, planIntro, subscribeLabel } from './plan-headline';

describe('planHeadline', () => {
  it('shows an active plan with its expiry date', () => {
    expect(planHeadline('premium', '2026-12-31')).toBe('Seu plano Premium está ativo até 31/12/2026');
  });

  it('shows an expired plan with the date it ended, or without one when none is stored', () => {
    expect(planHeadline('expired', '2025-01-15')).toBe('Seu plano Premium expirou em 15/01/2025');
    expect(planHeadline('expired', null)).toBe('Seu plano Premium expirou');
  });

  it("says exactly 'Seja Premium...' to everyone else", () => {
    expect(FREE_HEADLINE).toBe('Seja Premium...');
    expect(planHeadline('free', null)).toBe('Seja Premium...');
    expect(planHeadline('free', '2030-01-01')).toBe('Seja Premium...');
  });

  it('adapts the intro and the button to the status', () => {
    expect(subscribeLabel('free')).toBe('Assinar por R$ 14,99/mês');
    expect(subscribeLabel('expired')).toBe('Renovar por R$ 14,99/mês');
    expect(subscribeLabel('premium')).toBe('Renovar assinatura');
    expect(planIntro('expired')).toMatch(/bloqueadas/);
  });
});

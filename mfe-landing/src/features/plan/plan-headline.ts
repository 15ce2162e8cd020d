import { formatDateBR, INVALID_DATE } from '@semmultas/shared/format';
import type { Plan } from '@semmultas/shared/types';

export const FREE_HEADLINE = 'Seja Premium...';

/** The headline of /plano_premium by plan status (SPEC §2, DECISIONS.md 3). */
export function planHeadline(plan: Plan, expiration: string | null | undefined): string {
  const date = formatDateBR(expiration);
  if (plan === 'premium') return `Seu plano Premium está ativo até ${date}`;
  // DECISIONS.md 3: a premium flag with no date counts as expired; say so without a date.
  if (plan === 'expired') return date === INVALID_DATE ? 'Seu plano Premium expirou' : `Seu plano Premium expirou em ${date}`;
  return FREE_HEADLINE;
}

/** The sentence under the headline. */
export function planIntro(plan: Plan): string {
  if (plan === 'premium') return 'Você tem acesso às nove áreas do SemMultas. Cada pagamento libera 30 dias de Premium.';
  if (plan === 'expired')
    return 'As áreas Premium estão bloqueadas até você renovar. SEFAZ Estaduais e as dicas básicas continuam liberadas.';
  return 'Por R$ 14,99/mês você libera as nove áreas: calculadoras de ICMS, fórum, fluxo de caixa, contadores parceiros e tudo o mais.';
}

/** The subscribe button's label (DECISIONS.md 13: it opens the configured checkout). */
export function subscribeLabel(plan: Plan): string {
  if (plan === 'premium') return 'Renovar assinatura';
  if (plan === 'expired') return 'Renovar por R$ 14,99/mês';
  return 'Assinar por R$ 14,99/mês';
}

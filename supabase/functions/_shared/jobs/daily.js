// The one daily job: every step registered in private.daily_job_steps (public.run_daily_job),
// then the tax calendar's reminders (computed here with the engine, queued in SQL), then the
// steps that must talk to a provider (refunds it has not accepted yet) or fetch open data (the
// BCB's Selic rates), then the e-mail outbox is
// drained. Locally the API launcher runs it on a timer (and drains the outbox every few seconds);
// in production Supabase Cron calls /functions/v1/billing/cron/daily.
import { enfileirarLembretes } from '../agenda/lembretes.js';
import { todayInSaoPaulo } from '../dates.js';
import { drainOutbox } from '../email/outbox.js';
import { retryDueRefunds } from '../billing/refunds.js';
import { atualizarSelicBcb } from './selic-bcb.js';

/**
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, mailer: import('../email/outbox.js').Mailer, siteUrl: string,
 *           providers?: Record<string, import('../billing/types.js').PaymentProvider>, today?: string, now?: string, log?: (...a: unknown[]) => void }} o
 *   today (yyyy-mm-dd) and now (ISO): run as of another day or moment (an operator catching up).
 */
export async function runDaily({ db, mailer, siteUrl, providers = {}, today, now, log = () => {} }) {
  const steps = await db.rpc('run_daily_job', today ? { p_today: today } : {});
  // Like a SQL step, a failing step here is logged and recorded in the result, and the rest of
  // the job (the other steps, the mail) still runs.
  const lembretes = await enfileirarLembretes({ db, today: today ?? todayInSaoPaulo() }).catch((error) => {
    log('[daily] agenda reminders failed:', error?.message);
    return { error: String(error?.message ?? error) };
  });
  const refunds = await retryDueRefunds({ db, providers, now, log }).catch((error) => {
    log('[daily] refund step failed:', error?.message);
    return { error: String(error?.message ?? error) };
  });
  // Issue 18: the Selic table from the BCB's open data (never throws; see selic-bcb.js).
  steps.selic_bcb = await atualizarSelicBcb({ db, today, log });
  const outbox = await drainOutbox({ db, mailer, siteUrl, log });
  return { steps, lembretes, refunds, outbox };
}

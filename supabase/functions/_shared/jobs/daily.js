// The one daily job: every step registered in private.daily_job_steps (public.run_daily_job),
// then the tax calendar's reminders (computed here with the engine, queued in SQL), then the
// e-mail outbox is drained. Locally the API launcher runs it on a timer (and drains the outbox
// every few seconds); in production Supabase Cron calls /functions/v1/billing/cron/daily.
import { enfileirarLembretes } from '../agenda/lembretes.js';
import { todayInSaoPaulo } from '../dates.js';
import { drainOutbox } from '../email/outbox.js';

/**
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, mailer: import('../email/outbox.js').Mailer, siteUrl: string, today?: string, log?: (...a: unknown[]) => void }} o
 */
export async function runDaily({ db, mailer, siteUrl, today, log = () => {} }) {
  const steps = await db.rpc('run_daily_job', today ? { p_today: today } : {});
  // Like a SQL step, a failure here is logged and the rest of the job still runs.
  let lembretes = null;
  try {
    lembretes = await enfileirarLembretes({ db, today: today ?? todayInSaoPaulo() });
  } catch (error) {
    log('[daily] agenda reminders failed:', /** @type {Error} */ (error)?.message);
  }
  const outbox = await drainOutbox({ db, mailer, siteUrl, log });
  return { steps, lembretes, outbox };
}

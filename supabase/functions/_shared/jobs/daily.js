// The one daily job: every step registered in private.daily_job_steps (public.run_daily_job),
// then the e-mail outbox is drained. Locally the API launcher runs it on a timer (and drains
// the outbox every few seconds); in production Supabase Cron calls /functions/v1/billing/cron/daily.
import { drainOutbox } from '../email/outbox.js';
import { atualizarSelicBcb } from './selic-bcb.js';

/**
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, mailer: import('../email/outbox.js').Mailer, siteUrl: string, today?: string, log?: (...a: unknown[]) => void }} o
 */
export async function runDaily({ db, mailer, siteUrl, today, log }) {
  const steps = await db.rpc('run_daily_job', today ? { p_today: today } : {});
  // Issue 18: the Selic table from the BCB's open data (never throws; see selic-bcb.js).
  steps.selic_bcb = await atualizarSelicBcb({ db, today, log });
  const outbox = await drainOutbox({ db, mailer, siteUrl, log });
  return { steps, outbox };
}

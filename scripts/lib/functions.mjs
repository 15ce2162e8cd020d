// The Edge Functions of supabase/functions/, served locally under /functions/v1/ by the API
// launcher (@supabase/lite serves none). The same handlers run as Supabase Edge Functions in
// production (their index.js). Also owns the local schedule: the outbox is drained every few
// seconds and the daily job runs at start and then every hour (each step is idempotent per
// day, so running it more often than daily changes nothing).
import { handleBillingWebhook } from '../../supabase/functions/billing-webhook/handler.js';
import { handleBilling } from '../../supabase/functions/billing/handler.js';
import { handleLinkCheck } from '../../supabase/functions/link-check/handler.js';
import { handleAgenda } from '../../supabase/functions/agenda/handler.js';
import { lookup as dnsLookup } from 'node:dns/promises';
import { providersFromEnv } from '../../supabase/functions/_shared/billing/providers.js';
import { serviceDb } from '../../supabase/functions/_shared/db.js';
import { drainOutbox } from '../../supabase/functions/_shared/email/outbox.js';
import { runDaily } from '../../supabase/functions/_shared/jobs/daily.js';

/**
 * @param {{ apiUrl: string, serviceKey: string, siteUrl: string, mailer: { send: (m: object) => Promise<void> }, log?: (...a: unknown[]) => void }} o
 */
export function createFunctions({ apiUrl, serviceKey, siteUrl, mailer, log = () => {} }) {
  const { providers, current } = providersFromEnv();
  const db = serviceDb({ url: apiUrl, serviceKey });
  const deps = { providers, current, db, serviceKey, siteUrl, mailer, log };
  const linkCheckDeps = {
    db,
    siteUrl,
    log,
    lookup: async (/** @type {string} */ host) => (await dnsLookup(host, { all: true })).map((a) => a.address),
    // Tests point it at pages served on this machine; nowhere else may it fetch loopback.
    allowPrivate: process.env.SEMMULTAS_LINK_CHECK_ALLOW_PRIVATE === '1',
  };

  async function fetchFunction(request) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/functions/v1/billing-webhook/')) return handleBillingWebhook(request, deps);
    if (path.startsWith('/functions/v1/billing/')) return handleBilling(request, deps);
    if (path === '/functions/v1/link-check') return handleLinkCheck(request, linkCheckDeps);
    if (path.startsWith('/functions/v1/agenda/')) return handleAgenda(request, deps);
    return new Response('{"message":"Função não encontrada."}', { status: 404, headers: { 'content-type': 'application/json' } });
  }

  const timers = [];
  let draining = false;
  function startSchedule({ outboxMs = Number(process.env.SEMMULTAS_OUTBOX_INTERVAL_MS || 2000), dailyMs = 60 * 60 * 1000 } = {}) {
    const drain = async () => {
      if (draining) return;
      draining = true;
      try {
        await drainOutbox({ db, mailer, siteUrl, log });
      } catch (error) {
        log('[outbox] drain failed:', error?.message);
      } finally {
        draining = false;
      }
    };
    const daily = () => runDaily({ db, mailer, siteUrl, providers, log }).catch((error) => log('[daily] failed:', error?.message));
    daily();
    timers.push(setInterval(drain, outboxMs), setInterval(daily, dailyMs));
    for (const t of timers) t.unref?.();
  }

  return { fetch: fetchFunction, startSchedule, stop: () => timers.forEach(clearInterval) };
}

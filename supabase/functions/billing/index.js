// Hosted Supabase entry point (Deno). Supabase Cron calls POST …/billing/cron/daily once a day
// with the service key (README "Pagamentos" → "Produção").
import { handleBilling } from './handler.js';
import { providersFromEnv } from '../_shared/billing/providers.js';
import { serviceDb } from '../_shared/db.js';
import { httpMailer } from '../_shared/email/outbox.js';
import { env } from '../_shared/env.js';

const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const { providers, current } = providersFromEnv();
const db = serviceDb({ url: env('SUPABASE_URL') ?? '', serviceKey });
const mailer = httpMailer({ apiKey: env('RESEND_API_KEY') ?? '', from: env('EMAIL_FROM') ?? 'SemMultas <nao-responda@semmultas.com.br>' });
/** @type {any} */ (globalThis).Deno.serve((request) =>
  handleBilling(request, { providers, current, db, serviceKey, siteUrl: env('SITE_URL') ?? '', mailer, log: console.error }),
);

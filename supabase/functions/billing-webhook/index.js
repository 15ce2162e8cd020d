// Hosted Supabase entry point (Deno). Deploy with `--no-verify-jwt` (README "Payments"):
// providers do not send a Supabase JWT; the handler checks their signature instead.
import { handleBillingWebhook } from './handler.js';
import { providersFromEnv } from '../_shared/billing/providers.js';
import { serviceDb } from '../_shared/db.js';
import { env } from '../_shared/env.js';

const { providers } = providersFromEnv();
const db = serviceDb({ url: env('SUPABASE_URL') ?? '', serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '' });
/** @type {any} */ (globalThis).Deno.serve((request) => handleBillingWebhook(request, { providers, db, log: console.error }));

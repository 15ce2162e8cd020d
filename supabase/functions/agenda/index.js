// Hosted Supabase entry point (Deno): `supabase functions deploy agenda --no-verify-jwt` (calendar
// apps send no session; the token in the address is the credential). README "Agenda tributária".
import { handleAgenda } from './handler.js';
import { serviceDb } from '../_shared/db.js';
import { env } from '../_shared/env.js';

const db = serviceDb({ url: env('SUPABASE_URL') ?? '', serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '' });
/** @type {any} */ (globalThis).Deno.serve((request) => handleAgenda(request, { db, siteUrl: env('SITE_URL') ?? '', log: console.error }));

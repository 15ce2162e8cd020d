// Hosted Supabase entry point (Deno): the admin's JWT is verified by the handler (is_admin).
import { handleLinkCheck } from './handler.js';
import { serviceDb } from '../_shared/db.js';
import { env } from '../_shared/env.js';

const deno = /** @type {any} */ (globalThis).Deno;
const db = serviceDb({ url: env('SUPABASE_URL') ?? '', serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '' });
/** @param {string} host */
const lookup = async (host) => [
  ...(await deno.resolveDns(host, 'A').catch(() => [])),
  ...(await deno.resolveDns(host, 'AAAA').catch(() => [])),
];
deno.serve((request) => handleLinkCheck(request, { db, siteUrl: env('SITE_URL') ?? '', lookup, log: console.error }));

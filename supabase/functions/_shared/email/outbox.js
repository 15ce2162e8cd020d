// Drains private.email_outbox: claim due e-mails (leased for 5 minutes), render, send, mark
// sent or failed. public.outbox_mark_failed retries a failed e-mail with backoff (1 min … 6 h,
// 10 tries), or gives it up at once when the mail provider refused the message itself.
import { renderEmail } from './templates.js';

/** @typedef {{ to: string, subject: string, html: string, text: string, idempotencyKey?: string }} OutgoingMail */
/** @typedef {{ send: (m: OutgoingMail) => Promise<void> }} Mailer */

/** A refused send. `permanent`: sending the same message again cannot succeed (a 4xx about it). */
export class MailError extends Error {
  /** @param {string} message @param {{ status?: number, permanent?: boolean }} [o] */
  constructor(message, { status, permanent = false } = {}) {
    super(message);
    this.name = 'MailError';
    this.status = status;
    this.permanent = permanent;
  }
}

/**
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, mailer: Mailer, siteUrl: string, limit?: number, log?: (...a: unknown[]) => void }} o
 */
export async function drainOutbox({ db, mailer, siteUrl, limit = 50, log = () => {} }) {
  let sent = 0;
  let failed = 0;
  for (let round = 0; round < 20; round += 1) {
    const batch = await db.rpc('outbox_claim', { p_limit: limit });
    if (!batch?.length) break;
    for (const m of batch) {
      try {
        const rendered = renderEmail(m.template, m.data, { siteUrl });
        // The same key on every try of this e-mail: a send that timed out but went through
        // is not delivered twice (Resend keeps the key 24 hours).
        await mailer.send({ to: m.to_email, ...rendered, idempotencyKey: `semmultas-outbox/${m.id}` });
        await db.rpc('outbox_mark_sent', { p_id: m.id });
        sent += 1;
      } catch (error) {
        failed += 1;
        const e = /** @type {Partial<MailError>} */ (error);
        log('[outbox] could not send', m.id, String(e.message));
        await db.rpc('outbox_mark_failed', { p_id: m.id, p_error: String(e.message), p_permanent: e.permanent === true });
      }
    }
    if (batch.length < limit) break;
  }
  return { sent, failed };
}

// Statuses worth asking again within the same run: rate limit, timeouts, the provider's own
// failures. 401/403 are a configuration error (key, domain): not the message's fault, so not
// permanent either; the outbox's backoff asks again later, and gives up after 10 tries.
const RETRY_NOW = new Set([408, 429, 500, 502, 503, 504]);
const NOT_THE_MESSAGE = new Set([401, 403]);

/**
 * Production mailer: Resend's HTTP API (POST /emails). Asks again up to `retries` times, with
 * backoff (honouring Retry-After), on 429, 408, 5xx and network errors; a 4xx about the message
 * itself (400, 422…) is a permanent MailError and is not asked again. Error messages carry the
 * status and Resend's error name, never the API key.
 * @param {{ apiKey: string, from: string, fetch?: typeof fetch, url?: string, retries?: number, baseDelayMs?: number, maxDelayMs?: number, sleep?: (ms: number) => Promise<void> }} o
 * @returns {Mailer}
 */
export function httpMailer({
  apiKey,
  from,
  fetch: fetchImpl = globalThis.fetch,
  url = 'https://api.resend.com/emails',
  retries = 2,
  baseDelayMs = 1000,
  maxDelayMs = 10_000,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  /** @param {string} text */
  const redact = (text) => (apiKey ? text.split(apiKey).join('[chave]') : text);
  return {
    async send(m) {
      if (!apiKey) throw new MailError('RESEND_API_KEY não configurada');
      const headers = {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        ...(m.idempotencyKey ? { 'idempotency-key': m.idempotencyKey } : {}),
      };
      const body = JSON.stringify({ from, to: [m.to], subject: m.subject, html: m.html, text: m.text });
      let last = /** @type {MailError | null} */ (null);
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        let res;
        try {
          res = await fetchImpl(url, { method: 'POST', headers, body });
        } catch (error) {
          last = new MailError(redact(`envio de e-mail: provedor inacessível (${/** @type {Error} */ (error).message})`));
        }
        if (res) {
          if (res.ok) return;
          const detail = await res.json().catch(() => null);
          const name = typeof detail?.name === 'string' ? ` ${detail.name}` : '';
          const status = res.status;
          last = new MailError(redact(`envio de e-mail: HTTP ${status}${name}`), {
            status,
            permanent: status >= 400 && status < 500 && !RETRY_NOW.has(status) && !NOT_THE_MESSAGE.has(status),
          });
          if (!RETRY_NOW.has(status)) throw last;
        }
        if (attempt === retries) break;
        const retryAfter = Number(res?.headers.get('retry-after'));
        const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : baseDelayMs * 2 ** attempt;
        await sleep(Math.min(wait, maxDelayMs));
      }
      throw last ?? new MailError('envio de e-mail: falhou');
    },
  };
}

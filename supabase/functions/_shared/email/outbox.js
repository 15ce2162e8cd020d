// Drains private.email_outbox: claim due e-mails (leased for 5 minutes), render, send, mark
// sent or failed (retried with backoff by public.outbox_mark_failed).
import { renderEmail } from './templates.js';

/** @typedef {{ send: (m: { to: string, subject: string, html: string, text: string }) => Promise<void> }} Mailer */

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
        await mailer.send({ to: m.to_email, ...rendered });
        await db.rpc('outbox_mark_sent', { p_id: m.id });
        sent += 1;
      } catch (error) {
        failed += 1;
        log('[outbox] could not send', m.id, /** @type {Error} */ (error).message);
        await db.rpc('outbox_mark_failed', { p_id: m.id, p_error: String(/** @type {Error} */ (error).message) });
      }
    }
    if (batch.length < limit) break;
  }
  return { sent, failed };
}

/** Production mailer: the Resend HTTP API (any provider with an HTTP API fits here). @param {{ apiKey: string, from: string, fetch?: typeof fetch }} o @returns {Mailer} */
export function httpMailer({ apiKey, from, fetch: fetchImpl = globalThis.fetch }) {
  return {
    async send(m) {
      if (!apiKey) throw new Error('RESEND_API_KEY não configurada');
      const res = await fetchImpl('https://api.resend.com/emails', {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from, to: [m.to], subject: m.subject, html: m.html, text: m.text }),
      });
      if (!res.ok) throw new Error(`envio de e-mail: HTTP ${res.status}`);
    },
  };
}

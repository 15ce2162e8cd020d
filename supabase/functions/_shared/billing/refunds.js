// Refunds of a withdrawal (CDC art. 49) asked of the provider until it accepts. The request
// itself is recorded by public.billing_request_refund before the provider is asked, so a
// refusal (a 5xx, a timeout, a provider down) loses nothing: public.billing_refund_result
// records each answer and the daily job asks again (public.billing_refunds_due).

/**
 * @typedef {{ rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }} Db
 * @param {{ db: Db, providers: Record<string, import('./types.js').PaymentProvider>,
 *           refunds: { provider: string, id: string }[], log?: (...a: unknown[]) => void }} o
 * @returns {Promise<{ accepted: number, pending: number }>}
 */
export async function requestRefunds({ db, providers, refunds, log = () => {} }) {
  let accepted = 0;
  let pending = 0;
  for (const r of refunds) {
    let error = null;
    try {
      const provider = providers[r.provider];
      if (!provider) throw new Error(`provedor ${r.provider} não configurado`);
      await provider.refundPayment(r.id);
    } catch (e) {
      // Our own short description: the status, not the provider's body.
      const status = /** @type {any} */ (e)?.status;
      error = status ? `provedor respondeu HTTP ${status}` : String(/** @type {Error} */ (e)?.message ?? e).slice(0, 120);
      log('[billing] refund refused, will ask again:', r.provider, r.id, error);
    }
    await db.rpc('billing_refund_result', { p_provider: r.provider, p_payment_id: r.id, p_ok: error === null, p_error: error });
    if (error === null) accepted += 1;
    else pending += 1;
  }
  return { accepted, pending };
}

/**
 * The daily job's refund step: every refund the provider has not accepted yet and whose
 * backoff has passed (as of `now`, default the database's clock), once more.
 * @param {{ db: Db, providers: Record<string, import('./types.js').PaymentProvider>, now?: string, log?: (...a: unknown[]) => void }} o
 */
export async function retryDueRefunds({ db, providers, now, log }) {
  const due = (await db.rpc('billing_refunds_due', now ? { p_limit: 50, p_now: now } : { p_limit: 50 })) ?? [];
  return requestRefunds({ db, providers, refunds: due, log });
}

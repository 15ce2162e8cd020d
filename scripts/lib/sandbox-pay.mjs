// The sandbox payment provider: a local stand-in for Asaas that needs no internet. Started
// by the API launcher (scripts/lib/api-server.mjs) next to the mailbox, on 54330 (+ port
// offset). It keeps customers, subscriptions and payments in memory (and in
// supabase/.temp/sandbox-pay-<port>.json so `pnpm start` keeps them across restarts), shows a
// Portuguese checkout page, and sends webhooks signed with the Standard Webhooks scheme to
// /functions/v1/billing-webhook/sandbox, retrying with backoff until it gets a 2xx.
//
// API used by supabase/functions/_shared/billing/sandbox.js:
//   POST /v1/customers  POST /v1/checkouts  GET /v1/payments/:id  POST /v1/payments/:id/refund
//   DELETE /v1/subscriptions/:id  POST /v1/subscriptions/:id/payment-method  GET /v1/invoices/:id
// Pages: GET /checkout/:id (Pix, cartão aprovado, cartão recusado, boleto → "Compensar boleto"),
//   GET /nfse/:id (the simulated nota fiscal).
// NFS-e: once a charge's payment.paid webhook was accepted, the sandbox issues its simulated
// nota fiscal as Asaas does with ON_PAYMENT_CONFIRMATION — invoice.scheduled at once, then
// invoice.authorized a moment later (3 s; 300 ms in test mode) — both signed webhooks.
// Test controls, only with FAKEPAY_TEST=1 (scripts/test.mjs sets it), under /_test/:
//   POST /_test/clock {days}                      move the sandbox's clock
//   POST /_test/subscriptions/:id/renew {outcome} next cycle's charge: paid | failed | pending
//   POST /_test/payments/:id/chargeback
//   POST /_test/payments/:id/overdue              a pending charge passes its due date unpaid
//   POST /_test/payments/:id/refund-fail {times}  its next N refund requests answer 503
//   POST /_test/hold {on}                         hold deliveries instead of sending them
//   POST /_test/release {order: [index…]}         send the held ones in that order
//   POST /_test/events/:id/redeliver {times, concurrent}
//   POST /_test/send {paymentId, wrongSecret?, staleSeconds?}   one (mis)signed delivery
//   GET  /_test/deliveries                        every delivery and its answers
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Webhook } = require('standardwebhooks');

const PRICE_CENTS = 1499;
const METHOD_LABEL = { pix: 'Pix', boleto: 'Boleto', card: 'Cartão de crédito' };
const DAY = 24 * 60 * 60 * 1000;

const esc = (text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const spDate = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(ms));
const br = (iso) => iso.split('-').reverse().join('/');
const addDays = (date, days) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * @param {{ port: number, host?: string, webhookUrl: string, secret: string, file?: string, testMode?: boolean, log?: (...a: unknown[]) => void }} o
 */
export async function startSandboxPay({ port, host = '127.0.0.1', webhookUrl, secret, file, testMode = false, log = () => {} }) {
  const webhook = new Webhook(secret);
  const publicUrl = `http://localhost:${port}`;
  let state = { clockDays: 0, customers: {}, checkouts: {}, subscriptions: {}, payments: {}, invoices: {}, nfseSeq: 0 };
  if (file) {
    try {
      state = { ...state, ...JSON.parse(readFileSync(file, 'utf8')) };
    } catch {
      /* a new sandbox */
    }
  }
  const save = () => {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(state));
  };
  const now = () => Date.now() + state.clockDays * DAY;
  const id = (prefix) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

  // ---- webhooks ------------------------------------------------------------------------
  const deliveries = []; // { id, type, body, attempts: [{status}], delivered }
  let holding = false;
  const held = [];
  const refundFailures = {}; // test control: payment id → refund requests still to refuse
  const retryBase = testMode ? 200 : 2000;
  const nfseDelay = testMode ? 300 : 3000;

  async function attempt(d, { wrongSecret = false, staleSeconds = 0 } = {}) {
    const stamp = new Date(Date.now() - staleSeconds * 1000);
    const signer = wrongSecret ? new Webhook(`whsec_${Buffer.from(randomUUID()).toString('base64')}`) : webhook;
    const headers = {
      'content-type': 'application/json',
      'webhook-id': d.id,
      'webhook-timestamp': String(Math.floor(stamp.getTime() / 1000)),
      'webhook-signature': signer.sign(d.id, stamp, d.body),
    };
    let status = 0;
    try {
      const res = await fetch(webhookUrl, { method: 'POST', headers, body: d.body });
      status = res.status;
      await res.text();
    } catch {
      status = 0;
    }
    d.attempts.push({ status, at: new Date().toISOString() });
    if (status >= 200 && status < 300) {
      d.delivered = true;
      if (d.type === 'payment.paid' && d.paymentId) issueNfse(d.paymentId);
    }
    return status;
  }

  async function deliver(d, tries = 0) {
    await attempt(d);
    // Any non-2xx is tried again, a 401 too (a secret put right later), as Standard Webhooks senders do.
    if (d.delivered || tries >= 6) return;
    const wait = retryBase * 2 ** tries;
    setTimeout(() => deliver(d, tries + 1), wait).unref?.();
  }

  function emit(type, data) {
    const d = {
      id: id('msg'),
      type,
      body: JSON.stringify({ type, data }),
      attempts: [],
      delivered: false,
      paymentId: data.payment?.id ?? null,
    };
    deliveries.push(d);
    if (holding) held.push(d);
    else deliver(d).catch((e) => log('[sandbox-pay] delivery failed', e?.message));
    return d;
  }

  const view = (p) => ({
    id: p.id,
    customerId: p.customerId,
    subscriptionId: p.subscriptionId ?? null,
    amountCents: p.amountCents,
    currency: 'BRL',
    method: p.method,
    status: p.status,
    paidAt: p.paidAt ?? null,
    dueDate: p.dueDate,
    nextDueDate: p.subscriptionId ? (state.subscriptions[p.subscriptionId]?.nextDueDate ?? null) : null,
    receiptUrl: p.paidAt ? `${publicUrl}/comprovante/${p.id}` : null,
    invoiceUrl: `${publicUrl}/fatura/${p.id}`,
    paymentUrl: p.status === 'pending' ? `${publicUrl}/checkout/${p.checkoutId}` : null,
  });

  // ---- NFS-e (simulated) ----------------------------------------------------------------
  const invoiceView = (inv) => ({
    id: inv.id,
    paymentId: inv.paymentId,
    customerId: inv.customerId,
    status: inv.status,
    number: inv.number ?? null,
    url: inv.status === 'authorized' ? `${publicUrl}/nfse/${inv.id}` : null,
    xmlUrl: null,
  });

  /** One nota per paid charge: scheduled now, authorized after nfseDelay. */
  function issueNfse(paymentId) {
    const p = state.payments[paymentId];
    if (!p || p.invoiceId) return;
    const inv = { id: id('inv'), paymentId: p.id, customerId: p.customerId, status: 'scheduled', number: null, issuedAt: null };
    state.invoices[inv.id] = inv;
    p.invoiceId = inv.id;
    save();
    emit('invoice.scheduled', { invoice: invoiceView(inv) });
    setTimeout(() => {
      state.nfseSeq = (state.nfseSeq ?? 0) + 1;
      inv.status = 'authorized';
      inv.number = String(state.nfseSeq).padStart(6, '0');
      inv.issuedAt = new Date(now()).toISOString();
      save();
      emit('invoice.authorized', { invoice: invoiceView(inv) });
    }, nfseDelay).unref?.();
  }

  function nfsePage(inv) {
    const p = state.payments[inv.paymentId];
    const customer = p ? state.customers[p.customerId] : null;
    const issued = inv.issuedAt ? br(spDate(Date.parse(inv.issuedAt))) : '—';
    const paid = p?.paidAt ? br(spDate(Date.parse(p.paidAt))) : '—';
    const valor = p ? `R$ ${(p.amountCents / 100).toFixed(2).replace('.', ',')}` : '—';
    return page(
      'Nota fiscal de serviço (simulada)',
      `<h1>Nota fiscal de serviço (simulada)</h1>
<p class="erro">Documento simulado pelo ambiente de testes: não é uma NFS-e e não tem valor fiscal.</p>
<dl>
<dt>Número</dt><dd>${esc(inv.number ?? 'em emissão')}</dd>
<dt>Emitida em</dt><dd>${esc(issued)}</dd>
<dt>Situação</dt><dd>${esc(inv.status === 'authorized' ? 'Autorizada (simulada)' : inv.status)}</dd>
<dt>Prestador</dt><dd>SemMultas (dados fiscais simulados)</dd>
<dt>Tomador</dt><dd>${esc(customer?.email ?? '—')}</dd>
<dt>Serviço</dt><dd>SemMultas Premium — assinatura mensal</dd>
<dt>Valor do serviço</dt><dd>${esc(valor)}</dd>
<dt>Cobrança</dt><dd>${esc(inv.paymentId)} (${esc(METHOD_LABEL[p?.method] ?? '—')}, paga em ${esc(paid)})</dd>
</dl>`,
    );
  }

  function setStatus(p, status) {
    p.status = status;
    if (status === 'paid' && !p.paidAt) p.paidAt = new Date(now()).toISOString();
    save();
    emit(`payment.${status === 'refund_requested' ? 'refunded' : status}`, { payment: view(p) });
  }

  function newPayment(sub, method, checkoutId) {
    const p = {
      id: id('pay'),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      amountCents: PRICE_CENTS,
      method,
      status: 'pending',
      dueDate: sub.nextDueDate,
      checkoutId,
    };
    state.payments[p.id] = p;
    sub.nextDueDate = addDays(sub.nextDueDate, 30);
    return p;
  }

  // ---- pages ---------------------------------------------------------------------------
  const page = (title, body) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 24px 16px; background: Canvas; color: CanvasText; }
  main { max-width: 440px; margin: 0 auto; }
  .aviso { background: #fff3cd; color: #5c4400; padding: 8px 12px; border-radius: 6px; font-size: 14px; }
  .valor { font-size: 28px; font-weight: 700; margin: 8px 0 16px; }
  form { margin: 0 0 10px; }
  button { width: 100%; min-height: 44px; font-size: 16px; border-radius: 8px; border: 1px solid #888; background: ButtonFace; color: ButtonText; cursor: pointer; }
  button.primario { background: #1565c0; color: #fff; border-color: #1565c0; }
  .erro { color: #b3261e; font-weight: 600; }
  a { color: LinkText; }
  dt { font-weight: 600; margin-top: 8px; }
  dd { margin: 0; overflow-wrap: anywhere; }
</style></head><body><main>
<p class="aviso">Ambiente de testes (sandbox): nenhum valor é cobrado de verdade.</p>
${body}</main></body></html>`;

  function checkoutPage(c, message = '') {
    const sub = c.subscriptionId ? state.subscriptions[c.subscriptionId] : null;
    const pending = c.paymentId ? state.payments[c.paymentId] : null;
    const boleto =
      pending && pending.status === 'pending' && pending.method === 'boleto'
        ? `<h2>Boleto gerado</h2><p>Vencimento: ${esc(br(pending.dueDate))}</p>
<p>Linha digitável: 34191.79001 01043.510047 91020.150008 9 ${esc(pending.id.slice(-10))}</p>
<form method="post" action="/checkout/${esc(c.id)}/compensar"><button class="primario" type="submit">Compensar boleto</button></form>`
        : '';
    return page(
      'Pagamento — SemMultas Premium',
      `<h1>${c.mode === 'method' ? 'Alterar forma de pagamento' : 'Assinar o SemMultas Premium'}</h1>
<p>Assinatura mensal, renovação a cada 30 dias.${sub ? '' : ''}</p>
<p class="valor">R$ 14,99/mês</p>
${message ? `<p class="erro" role="alert">${esc(message)}</p>` : ''}
${
  boleto ||
  `<form method="post" action="/checkout/${esc(c.id)}/pagar"><input type="hidden" name="forma" value="pix"><button class="primario" type="submit">Pagar com Pix</button></form>
<form method="post" action="/checkout/${esc(c.id)}/pagar"><input type="hidden" name="forma" value="cartao"><button type="submit">Cartão de crédito (aprovado)</button></form>
<form method="post" action="/checkout/${esc(c.id)}/pagar"><input type="hidden" name="forma" value="cartao-recusado"><button type="submit">Cartão de crédito (recusado)</button></form>
<form method="post" action="/checkout/${esc(c.id)}/pagar"><input type="hidden" name="forma" value="boleto"><button type="submit">Gerar boleto</button></form>`
}
<p><a href="${esc(c.cancelUrl)}">Voltar sem pagar</a></p>`,
    );
  }

  // ---- HTTP ----------------------------------------------------------------------------
  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(text));
    return JSON.parse(text);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', publicUrl);
    const parts = url.pathname.split('/').filter(Boolean);
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const html = (status, body) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const redirect = (to) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    try {
      const body = req.method === 'POST' ? await readBody(req) : {};
      const route = `${req.method} /${parts.map((p, i) => (i > 0 && /_/.test(p) ? ':id' : p)).join('/')}`;
      const pid = parts.find((p, i) => i > 0 && /_/.test(p));

      if (route === 'POST /v1/customers') {
        const c = { id: id('cus'), email: body.email, externalReference: body.externalReference };
        state.customers[c.id] = c;
        save();
        return send(200, c);
      }
      if (route === 'POST /v1/checkouts') {
        if (!state.customers[body.customerId]) return send(404, { message: 'cliente não encontrado' });
        const c = { id: id('chk'), customerId: body.customerId, successUrl: body.successUrl, cancelUrl: body.cancelUrl, mode: 'new' };
        state.checkouts[c.id] = c;
        save();
        return send(200, { id: c.id, url: `${publicUrl}/checkout/${c.id}` });
      }
      if (route === 'GET /v1/payments/:id') {
        const p = state.payments[pid];
        return p ? send(200, view(p)) : send(404, { message: 'pagamento não encontrado' });
      }
      if (route === 'GET /v1/invoices/:id') {
        const inv = state.invoices?.[pid];
        return inv ? send(200, invoiceView(inv)) : send(404, { message: 'nota fiscal não encontrada' });
      }
      if (route === 'GET /nfse/:id') {
        const inv = state.invoices?.[pid];
        return inv ? html(200, nfsePage(inv)) : html(404, page('Não encontrado', '<h1>Nota fiscal não encontrada</h1>'));
      }
      if (route === 'POST /v1/payments/:id/refund') {
        const p = state.payments[pid];
        if (!p) return send(404, { message: 'pagamento não encontrado' });
        if (p.status !== 'paid' && p.status !== 'refund_requested') return send(409, { message: `pagamento ${p.status}` });
        if (refundFailures[p.id] > 0) {
          refundFailures[p.id] -= 1;
          return send(503, { message: 'reembolso indisponível no momento' });
        }
        setStatus(p, 'refunded');
        return send(200, view(p));
      }
      if (route === 'DELETE /v1/subscriptions/:id') {
        const s = state.subscriptions[pid];
        if (!s) return send(404, { message: 'assinatura não encontrada' });
        if (s.status !== 'canceled') {
          s.status = 'canceled';
          save();
          emit('subscription.canceled', {
            subscription: { id: s.id, customerId: s.customerId, canceledAt: new Date(now()).toISOString() },
          });
        }
        return send(200, s);
      }
      if (route === 'POST /v1/subscriptions/:id/payment-method') {
        const s = state.subscriptions[pid];
        if (!s) return send(404, { message: 'assinatura não encontrada' });
        const c = {
          id: id('chk'),
          customerId: s.customerId,
          subscriptionId: s.id,
          successUrl: body.returnUrl,
          cancelUrl: body.returnUrl,
          mode: 'method',
        };
        state.checkouts[c.id] = c;
        save();
        return send(200, { url: `${publicUrl}/checkout/${c.id}` });
      }

      if (route === 'GET /checkout/:id') {
        const c = state.checkouts[pid];
        return c ? html(200, checkoutPage(c)) : html(404, page('Não encontrado', '<h1>Pagamento não encontrado</h1>'));
      }
      if (route === 'POST /checkout/:id/pagar' || route === 'POST /checkout/:id/compensar') {
        const c = state.checkouts[pid];
        if (!c) return html(404, page('Não encontrado', '<h1>Pagamento não encontrado</h1>'));
        if (route.endsWith('/compensar')) {
          const p = state.payments[c.paymentId];
          if (p && p.status === 'pending') setStatus(p, 'paid');
          return redirect(c.successUrl);
        }
        const forma = body.forma;
        const method = forma === 'pix' ? 'pix' : forma === 'boleto' ? 'boleto' : 'card';
        let sub = c.subscriptionId ? state.subscriptions[c.subscriptionId] : null;
        if (c.mode === 'method' && sub) {
          if (forma === 'cartao-recusado')
            return html(402, checkoutPage(c, 'Cartão recusado. Tente outro cartão ou outra forma de pagamento.'));
          sub.method = method;
          save();
          return redirect(c.successUrl);
        }
        if (!sub) {
          sub = { id: id('sub'), customerId: c.customerId, status: 'active', method, nextDueDate: spDate(now()) };
          state.subscriptions[sub.id] = sub;
          c.subscriptionId = sub.id;
        }
        sub.method = method;
        const p =
          c.paymentId && state.payments[c.paymentId]?.status !== 'paid' ? state.payments[c.paymentId] : newPayment(sub, method, c.id);
        p.method = method;
        c.paymentId = p.id;
        save();
        if (forma === 'cartao-recusado') {
          setStatus(p, 'failed');
          p.status = 'pending'; // the charge can still be paid another way
          save();
          return html(402, checkoutPage(c, 'Cartão recusado. Tente outro cartão ou outra forma de pagamento.'));
        }
        if (forma === 'boleto') {
          emit('payment.pending', { payment: view(p) });
          return html(200, checkoutPage(c));
        }
        setStatus(p, 'paid');
        return redirect(c.successUrl);
      }
      if (route === 'GET /comprovante/:id' || route === 'GET /fatura/:id') {
        const p = state.payments[pid];
        if (!p) return html(404, page('Não encontrado', '<h1>Documento não encontrado</h1>'));
        const title = route.startsWith('GET /comprovante') ? 'Comprovante de pagamento' : 'Fatura';
        return html(
          200,
          page(
            title,
            `<h1>${title}</h1><p>SemMultas Premium — R$ 14,99</p><p>Situação: ${esc(p.status)}</p><p>Identificador: ${esc(p.id)}</p>`,
          ),
        );
      }

      if (parts[0] === '_test') {
        if (!testMode) return send(404, { message: 'Controles de teste desligados (FAKEPAY_TEST=1).' });
        if (route === 'POST /_test/clock') {
          state.clockDays += Number(body.days ?? 0);
          save();
          return send(200, { clockDays: state.clockDays, today: spDate(now()) });
        }
        if (route === 'POST /_test/subscriptions/:id/renew') {
          const s = state.subscriptions[pid];
          if (!s) return send(404, { message: 'assinatura não encontrada' });
          if (s.status === 'canceled') return send(409, { message: 'assinatura cancelada: sem novas cobranças' });
          const p = newPayment(s, s.method, null);
          save();
          emit('payment.pending', { payment: view(p) });
          if (body.outcome === 'paid' || body.outcome === undefined) setStatus(p, 'paid');
          else if (body.outcome === 'failed') setStatus(p, 'failed');
          return send(200, view(p));
        }
        if (route === 'POST /_test/payments/:id/chargeback') {
          const p = state.payments[pid];
          if (!p) return send(404, { message: 'pagamento não encontrado' });
          setStatus(p, 'chargeback');
          const s = state.subscriptions[p.subscriptionId];
          if (s) s.status = 'canceled';
          save();
          return send(200, view(p));
        }
        if (route === 'POST /_test/payments/:id/overdue') {
          const p = state.payments[pid];
          if (!p) return send(404, { message: 'pagamento não encontrado' });
          if (p.status !== 'pending') return send(409, { message: `pagamento ${p.status}` });
          setStatus(p, 'overdue');
          return send(200, view(p));
        }
        if (route === 'POST /_test/payments/:id/refund-fail') {
          if (!state.payments[pid]) return send(404, { message: 'pagamento não encontrado' });
          refundFailures[pid] = Math.max(0, Number(body.times ?? 1));
          return send(200, { times: refundFailures[pid] });
        }
        if (route === 'POST /_test/hold') {
          holding = Boolean(body.on);
          return send(200, { holding, held: held.length });
        }
        if (route === 'POST /_test/release') {
          const order = Array.isArray(body.order) ? body.order : held.map((_, i) => i);
          const batch = held.splice(0);
          holding = false;
          for (const i of order) if (batch[i]) await attempt(batch[i]);
          return send(200, { released: order.length });
        }
        if (route === 'POST /_test/events/:id/redeliver') {
          const d = deliveries.find((x) => x.id === pid);
          if (!d) return send(404, { message: 'entrega não encontrada' });
          const times = Number(body.times ?? 1);
          const statuses = body.concurrent
            ? await Promise.all(Array.from({ length: times }, () => attempt(d)))
            : await (async () => {
                const out = [];
                for (let i = 0; i < times; i += 1) out.push(await attempt(d));
                return out;
              })();
          return send(200, { statuses });
        }
        if (route === 'POST /_test/send') {
          const p = state.payments[body.paymentId];
          if (!p) return send(404, { message: 'pagamento não encontrado' });
          const d = {
            id: id('msg'),
            type: `payment.${p.status}`,
            body: JSON.stringify({ type: `payment.${p.status}`, data: { payment: view(p) } }),
            attempts: [],
            delivered: false,
          };
          deliveries.push(d);
          const status = await attempt(d, { wrongSecret: Boolean(body.wrongSecret), staleSeconds: Number(body.staleSeconds ?? 0) });
          return send(200, { status });
        }
        if (route === 'GET /_test/deliveries')
          return send(
            200,
            deliveries.map(({ body: b, ...d }) => ({ ...d, payload: JSON.parse(b) })),
          );
        if (route === 'GET /_test/state') return send(200, state);
      }
      return send(404, { message: 'não encontrado' });
    } catch (error) {
      log('[sandbox-pay] error:', error?.stack || error);
      return send(500, { message: 'erro interno do sandbox' });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    publicUrl,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

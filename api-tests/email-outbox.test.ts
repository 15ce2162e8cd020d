// The production mailer (Resend's HTTP API) against a local stub of it: what it sends, how it
// authenticates, what it asks again and what it gives up on, and that no log line or stored
// error carries the API key. The outbox drain around it is driven with a recording database
// (the real outbox is being drained into the local mailbox by the API launcher meanwhile).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainOutbox, httpMailer, MailError } from '../supabase/functions/_shared/email/outbox.js';

const KEY = 're_test_4f9c2b7a1d8e6f3a0b5c9d2e7f1a4b8c';

interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A stub of POST /emails answering the queued replies in order (then 200). */
async function resendStub(replies: Reply[]) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      const reply = replies.shift() ?? { status: 200, body: { id: `email_${seen.length}` } };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const mail = {
  to: 'cliente@example.com',
  subject: 'Pagamento confirmado — SemMultas Premium',
  html: '<p>Olá</p>',
  text: 'Olá',
  idempotencyKey: 'semmultas-outbox/7',
};

function mailer(url: string, waits: number[] = []) {
  return httpMailer({ apiKey: KEY, from: 'SemMultas <nao-responda@semmultas.com.br>', url, sleep: async (ms) => void waits.push(ms) });
}

describe('httpMailer (Resend API)', () => {
  it('posts one JSON e-mail with the Bearer key and the outbox idempotency key', async () => {
    const stub = await resendStub([]);
    try {
      await mailer(stub.url).send(mail);
      expect(stub.seen).toHaveLength(1);
      const [req] = stub.seen;
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/emails');
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(req.headers['content-type']).toBe('application/json');
      expect(req.headers['idempotency-key']).toBe('semmultas-outbox/7');
      expect(req.body).toEqual({
        from: 'SemMultas <nao-responda@semmultas.com.br>',
        to: ['cliente@example.com'],
        subject: 'Pagamento confirmado — SemMultas Premium',
        html: '<p>Olá</p>',
        text: 'Olá',
      });
    } finally {
      await stub.close();
    }
  });

  it('asks again after 429 (honouring Retry-After) and 5xx, with the same idempotency key, and succeeds', async () => {
    const stub = await resendStub([
      { status: 429, body: { name: 'rate_limit_exceeded' }, headers: { 'retry-after': '2' } },
      { status: 503, body: { name: 'internal_server_error' } },
    ]);
    const waits: number[] = [];
    try {
      await mailer(stub.url, waits).send(mail);
      expect(stub.seen).toHaveLength(3);
      expect(new Set(stub.seen.map((s) => s.headers['idempotency-key']))).toEqual(new Set(['semmultas-outbox/7']));
      expect(waits).toEqual([2000, 2000]); // Retry-After 2 s, then the backoff's second step (1 s × 2)
    } finally {
      await stub.close();
    }
  });

  it('gives up after its retries on a provider that keeps failing: a temporary error the outbox retries later', async () => {
    const stub = await resendStub([{ status: 500 }, { status: 502 }, { status: 503 }, { status: 504 }]);
    try {
      const error = await mailer(stub.url)
        .send(mail)
        .catch((e: unknown) => e);
      expect(stub.seen).toHaveLength(3); // the first try and 2 retries
      expect(error).toBeInstanceOf(MailError);
      expect(error).toMatchObject({ status: 503, permanent: false });
    } finally {
      await stub.close();
    }
  });

  it('a 4xx about the message is permanent and asked once; a wrong key (401/403) is not the message’s fault', async () => {
    const stub = await resendStub([
      { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' } },
      { status: 401, body: { name: 'missing_api_key' } },
      { status: 403, body: { name: 'invalid_api_key' } },
    ]);
    try {
      const invalid = await mailer(stub.url)
        .send(mail)
        .catch((e: unknown) => e);
      expect(stub.seen).toHaveLength(1);
      expect(invalid).toMatchObject({ status: 422, permanent: true, message: 'envio de e-mail: HTTP 422 validation_error' });
      for (const status of [401, 403]) {
        expect(
          await mailer(stub.url)
            .send(mail)
            .catch((e: unknown) => e),
        ).toMatchObject({ status, permanent: false });
      }
      expect(stub.seen).toHaveLength(3);
    } finally {
      await stub.close();
    }
  });

  it('never puts the API key in an error, even when the provider echoes it back or is unreachable', async () => {
    const stub = await resendStub([{ status: 400, body: { name: `bad_request ${KEY}` } }]);
    try {
      const echoed = (await mailer(stub.url)
        .send(mail)
        .catch((e: unknown) => e)) as Error;
      expect(echoed.message).toContain('HTTP 400');
      expect(echoed.message).not.toContain(KEY);
    } finally {
      await stub.close();
    }
    const unreachable = (await httpMailer({
      apiKey: KEY,
      from: 'x@y',
      retries: 0,
      fetch: async () => {
        throw new Error(`connect ECONNREFUSED (Authorization: Bearer ${KEY})`);
      },
    })
      .send(mail)
      .catch((e: unknown) => e)) as MailError;
    expect(unreachable.message).toMatch(/provedor inacessível/);
    expect(unreachable.message).not.toContain(KEY);
    expect(unreachable.permanent).toBe(false);
    expect(
      await httpMailer({ apiKey: '', from: 'x@y' })
        .send(mail)
        .catch((e: Error) => e.message),
    ).toBe('RESEND_API_KEY não configurada');
  });
});

describe('drainOutbox with the Resend mailer', () => {
  it('marks sent, retries later or gives up at once, and logs no secret', async () => {
    const stub = await resendStub([
      { status: 200, body: { id: 'email_1' } },
      { status: 422, body: { name: 'validation_error' } },
      { status: 503 },
      { status: 503 },
      { status: 503 },
    ]);
    const calls: { fn: string; args: Record<string, unknown> }[] = [];
    const queue = [
      { id: 1, to_email: 'a@example.com', template: 'pagamento-confirmado', data: { amount_cents: 1499, method: 'pix' }, attempts: 1 },
      { id: 2, to_email: 'invalido', template: 'pagamento-confirmado', data: { amount_cents: 1499, method: 'pix' }, attempts: 1 },
      { id: 3, to_email: 'c@example.com', template: 'plano-expirou', data: { plan_expiration: '2026-11-20' }, attempts: 1 },
    ];
    const db = {
      rpc: async (fn: string, args: Record<string, unknown>) => {
        calls.push({ fn, args });
        return fn === 'outbox_claim' ? queue.splice(0) : null;
      },
    };
    const lines: string[] = [];
    try {
      const result = await drainOutbox({
        db,
        mailer: mailer(stub.url),
        siteUrl: 'https://app.semmultas.com.br',
        log: (...a: unknown[]) => lines.push(a.map(String).join(' ')),
      });
      expect(result).toEqual({ sent: 1, failed: 2 });
      expect(calls.filter((c) => c.fn !== 'outbox_claim')).toEqual([
        { fn: 'outbox_mark_sent', args: { p_id: 1 } },
        { fn: 'outbox_mark_failed', args: { p_id: 2, p_error: 'envio de e-mail: HTTP 422 validation_error', p_permanent: true } },
        { fn: 'outbox_mark_failed', args: { p_id: 3, p_error: 'envio de e-mail: HTTP 503', p_permanent: false } },
      ]);
      expect(stub.seen.map((s) => s.headers['idempotency-key'])).toEqual([
        'semmultas-outbox/1',
        'semmultas-outbox/2',
        'semmultas-outbox/3',
        'semmultas-outbox/3',
        'semmultas-outbox/3',
      ]);
      expect(stub.seen[0].body.subject).toBe('Pagamento confirmado — SemMultas Premium');
      expect(lines).toHaveLength(2);
      expect(lines.join('\n')).not.toContain(KEY);
    } finally {
      await stub.close();
    }
  });
});

// The API's front door (issue 13): every request to the local API passes here before
// @supabase/lite sees it, whether it came straight to the API port or through the shell's
// proxy (which forwards the browser's address in X-Forwarded-For).
//
//   * only the API's own paths answer (/_system status pages and Studio do not), and not
//     passwordless sign-in (/otp, /magiclink);
//   * bodies over 1 MB (5 MB for the OFX import) are refused with 413 before parsing, JSON
//     nested deeper than 32 levels with 400;
//   * e-mail addresses are normalised and look-alikes refused; weak passwords refused;
//   * rate limits and lockouts (rate-limiter-flexible): per address and per IP on sign-in,
//     sign-up, recover and verify (a code dies after 5 wrong tries); 429 with a Portuguese
//     message and Retry-After (the forum's per-user limits live in the database, migration
//     20261123000800, so they hold on hosted Supabase too);
//   * a password change ends the user's other sessions;
//   * a database type error (text where a number was due, an object where text was due)
//     is a 400 with a reason, not a 500.
//
// Production runs on hosted Supabase, where the same limits are project settings:
// README "Security" lists them and supabase/config.toml mirrors them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { normalizeEmail, passwordProblem, PolicyError } from './auth-policy.mjs';

const API_PREFIXES = ['/auth/v1/', '/rest/v1/', '/storage/v1/', '/functions/v1/'];
export const BODY_LIMIT = 1024 * 1024;
export const BODY_LIMIT_IMPORT = 5 * 1024 * 1024;
const IMPORT_PATHS = new Set(['/rest/v1/rpc/fluxo_caixa_add_transactions']);
export const MAX_JSON_DEPTH = 32;

/** The limits, in one place: README "Security" and supabase/config.toml say the same. */
export const LIMITS = {
  // Wrong passwords for one address from one network: the 6th within 15 minutes waits 15
  // minutes; from anywhere, 20 an hour (a distributed guess) locks the address for an hour.
  // Per address *and* network first, so one attacker cannot lock the owner out on their own.
  loginFailuresPerEmailIp: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  loginFailuresPerEmail: { points: 20, duration: 60 * 60, blockDuration: 60 * 60 },
  loginFailuresPerIp: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  signupsPerIp: { points: 10, duration: 60 * 60 },
  // Recovery / OTP e-mails: one a minute and five an hour per address, 20 an hour per IP.
  emailsPerAddressMinute: { points: 1, duration: 60 },
  emailsPerAddressHour: { points: 5, duration: 60 * 60 },
  emailsPerIp: { points: 20, duration: 60 * 60 },
  // Wrong codes: the 5th kills the code (a new one must be asked for).
  verifyFailuresPerEmail: { points: 5, duration: 60 * 60 },
  verifyFailuresPerIp: { points: 30, duration: 60 * 60, blockDuration: 60 * 60 },
};

const EMAIL_SENDING_PATHS = new Set(['/auth/v1/recover', '/auth/v1/resend']);
// Passwordless sign-in is not a feature of the product, and /otp would create accounts with
// no password at all (past the password rule): closed.
const CLOSED_PATHS = new Set(['/auth/v1/otp', '/auth/v1/magiclink']);

export function isLoopback(ip) {
  return !ip || ip === '::1' || ip === 'localhost' || /^(::ffff:)?127\./.test(ip);
}

/**
 * The client's address: the TCP peer, or, when the peer is this machine (the shell's proxy,
 * a local tool), the last X-Forwarded-For hop — the one the proxy itself appended, which a
 * client cannot forge (whatever it sends stands before it).
 */
export function clientIp(headers, peer) {
  const forwarded = headers.get('x-forwarded-for');
  if (isLoopback(peer) && forwarded) {
    const hops = forwarded
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1].replace(/^::ffff:/, '');
  }
  return (peer ?? '').replace(/^::ffff:/, '');
}

/** The deepest nesting of objects and arrays in a JSON text, strings skipped. */
export function jsonDepth(text) {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return max;
}

function json(status, body, headers = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An error in the shape the client of that path reads: GoTrue's for /auth, PostgREST's otherwise. */
function refuse(path, status, code, message, headers) {
  if (path.startsWith('/auth/v1/')) return json(status, { code: status, error_code: code, msg: message }, headers);
  return json(status, { code, message, details: null, hint: null }, headers);
}

function minutes(ms) {
  const m = Math.max(1, Math.ceil(ms / 60000));
  return m === 1 ? '1 minuto' : `${m} minutos`;
}
function seconds(ms) {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s < 90 ? `${s} segundos` : minutes(ms);
}

function tooMany(path, msBeforeNext, message) {
  const retryAfter = String(Math.max(1, Math.ceil(msBeforeNext / 1000)));
  const code = path.startsWith('/auth/v1/') ? 'over_request_rate_limit' : 'PT429';
  return refuse(path, 429, code, message, { 'retry-after': retryAfter });
}

class BodyTooLarge extends Error {}

async function readBody(request, limit) {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The `sub` (user id) and `session_id` of a valid HS256 access token, or null. */
export function verifiedClaims(authorization, secret) {
  if (!secret || !authorization?.startsWith('Bearer ')) return null;
  const token = authorization.slice(7).trim();
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return typeof claims.sub === 'string' ? claims : null;
  } catch {
    return null;
  }
}

// Postgres error classes that mean "the input was wrong", not "the server broke".
const INPUT_ERROR = /^(22|23|42804|42883|42P18|PGRST1)/;

/** The public functions' argument types, to refuse a wrong-typed RPC argument with a 400. */
async function rpcSignatures(query) {
  const list = await query(
    `select p.proname as name, coalesce(p.proargnames, '{}') as names,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'`,
  );
  const byName = new Map();
  for (const row of list) {
    const names = Array.isArray(row.names) ? row.names : [];
    const types = Array.isArray(row.types) ? row.types : [];
    const args = new Map(names.map((n, i) => [n, types[i]]));
    byName.set(row.name, [...(byName.get(row.name) ?? []), args]);
  }
  return byName;
}

/** The public tables' column types (same purpose, for inserts and updates). */
async function tableColumns(query) {
  const list = await query(
    `select c.relname as name, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  const byName = new Map();
  for (const row of list) {
    if (!byName.has(row.name)) byName.set(row.name, new Map());
    byName.get(row.name).set(row.column, row.type);
  }
  return byName;
}

const TEXT = /^(text|character varying.*|character.*|citext|uuid|date|timestamp.*|time.*)$/;
const NUMBER = /^(bigint|integer|smallint|numeric.*|real|double precision)$/;

/** Why an argument does not fit its declared type, or null. */
function argumentProblem(type, value) {
  if (value === null || value === undefined || !type) return null;
  if (TEXT.test(type) && typeof value !== 'string') return 'deve ser texto';
  if (NUMBER.test(type) && typeof value !== 'number' && !(typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) {
    return 'deve ser um número';
  }
  if (type === 'boolean' && typeof value !== 'boolean') return 'deve ser verdadeiro ou falso';
  return null;
}

/**
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>, jwtSecret?: string,
 *           log?: (...args: unknown[]) => void }} options
 */
export async function createApiGuard({ query, jwtSecret, log = () => {} }) {
  const signatures = await rpcSignatures(query);
  const tables = await tableColumns(query);
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, opts]) => [name, new RateLimiterMemory({ keyPrefix: name, ...opts })]),
  );

  /** Consumes one point; the rejection (ms to wait) when over the limit, else null. */
  async function take(name, key, points = 1) {
    try {
      await limiters[name].consume(key, points);
      return null;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return rejection.msBeforeNext ?? 60000;
    }
  }
  /** Over the limit already (without spending a point)? ms to wait, else null. */
  async function blocked(name, key) {
    const res = await limiters[name].get(key);
    if (!res) return null;
    const { points } = LIMITS[name];
    return res.consumedPoints >= points ? res.msBeforeNext : null;
  }

  async function killCodes(email) {
    // The emailed codes live as hashes in auth.users; clearing them makes every guess fail.
    await query(
      `update auth.users set recovery_token = null, confirmation_token = null,
              email_change_token_new = null, email_change_token_current = null, reauthentication_token = null
        where lower(email) = $1`,
      [email],
    );
    log(`códigos de ${email} invalidados após tentativas erradas`);
  }

  async function endOtherSessions(userId, sessionId) {
    if (!sessionId) return;
    await query('delete from auth.refresh_tokens where user_id::text = $1 and session_id::text <> $2', [userId, sessionId]);
    await query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [userId, sessionId]);
  }

  /**
   * @param {Request} request
   * @param {string | null} peer the TCP peer address
   * @param {(request: Request) => Promise<Response>} next the API
   */
  return async function guard(request, peer, next) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (!API_PREFIXES.some((p) => `${path}/`.startsWith(p)) || CLOSED_PATHS.has(path)) {
      return json(404, { message: 'Não encontrado.' });
    }
    const ip = clientIp(request.headers, peer);
    const local = isLoopback(ip);
    const method = request.method.toUpperCase();

    // Body: bounded before anything parses it.
    let body = null;
    let parsed;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      try {
        body = await readBody(request, IMPORT_PATHS.has(path) ? BODY_LIMIT_IMPORT : BODY_LIMIT);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        const mb = IMPORT_PATHS.has(path) ? 5 : 1;
        return refuse(path, 413, 'payload_too_large', `O envio é grande demais: o limite é ${mb} MB.`);
      }
      const type = request.headers.get('content-type') ?? '';
      if (body.byteLength && (type.includes('json') || type === '')) {
        const text = new TextDecoder().decode(body);
        if (jsonDepth(text) > MAX_JSON_DEPTH) {
          return refuse(path, 400, 'json_too_deep', `O JSON enviado tem níveis demais (máximo ${MAX_JSON_DEPTH}).`);
        }
        try {
          parsed = JSON.parse(text);
        } catch {
          return refuse(path, 400, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
        }
      }
    }
    const send = (replacement) => {
      const headers = new Headers(request.headers);
      headers.delete('content-length');
      return next(
        new Request(request.url, {
          method,
          headers,
          body: replacement !== undefined ? JSON.stringify(replacement) : body && body.byteLength ? body : undefined,
        }),
      );
    };
    const fields = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;

    try {
      if (path.startsWith('/auth/v1/')) return await auth(path, method, url, fields, ip, local, request, send);
      if (method === 'POST' && path.startsWith('/rest/v1/rpc/') && fields) {
        const overloads = signatures.get(path.slice('/rest/v1/rpc/'.length));
        if (overloads) {
          const problems = overloads.map((args) =>
            Object.entries(fields)
              .map(([name, value]) => [name, argumentProblem(args.get(name), value)])
              .find(([, problem]) => problem),
          );
          if (problems.every(Boolean)) {
            const [name, problem] = problems[0];
            return refuse(path, 400, '22023', `Dados inválidos: o campo "${name}" ${problem}.`);
          }
        }
      }
      const table = /^\/rest\/v1\/([a-z_][a-z0-9_]*)$/.exec(path)?.[1];
      if ((method === 'POST' || method === 'PATCH' || method === 'PUT') && table && tables.has(table) && parsed) {
        const columns = tables.get(table);
        for (const row of Array.isArray(parsed) ? parsed : [parsed]) {
          if (!row || typeof row !== 'object') continue;
          for (const [name, value] of Object.entries(row)) {
            const problem = argumentProblem(columns.get(name), value);
            if (problem) return refuse(path, 400, '22023', `Dados inválidos: o campo "${name}" ${problem}.`);
          }
        }
      }
      return await inputErrorsAre400(path, await send());
    } catch (error) {
      if (error instanceof PolicyError) return refuse(path, 400, error.code, error.message);
      throw error;
    }
  };

  async function auth(path, method, url, fields, ip, local, request, send) {
    const email = fields && 'email' in fields && fields.email !== undefined ? normalizeEmail(fields.email) : null;
    const withEmail = () => (fields ? { ...fields, ...(email !== null ? { email } : {}) } : undefined);

    if (path === '/auth/v1/signup' && method === 'POST') {
      if (!local) {
        const wait = await take('signupsPerIp', ip);
        if (wait !== null) return tooMany(path, wait, `Muitos cadastros a partir desta rede. Tente de novo em ${minutes(wait)}.`);
      }
      if (email === null) throw new PolicyError('email_invalid', 'Informe um e-mail válido.');
      const weak = passwordProblem(fields.password, email);
      if (weak) return refuse(path, 422, 'weak_password', weak.message);
      // Only the display name travels as user metadata: nothing else a client invents.
      const name = fields.data && typeof fields.data === 'object' ? fields.data.display_name : undefined;
      const data = typeof name === 'string' ? { display_name: name.slice(0, 80) } : {};
      return send({ ...withEmail(), data });
    }

    if (path === '/auth/v1/token' && method === 'POST' && url.searchParams.get('grant_type') === 'password') {
      if (email === null) return send();
      const pair = `${email} ${ip}`;
      const waitEmail = (await blocked('loginFailuresPerEmailIp', pair)) ?? (await blocked('loginFailuresPerEmail', email));
      if (waitEmail !== null) {
        return tooMany(
          path,
          waitEmail,
          `Muitas tentativas de login com este e-mail. Tente de novo em ${minutes(waitEmail)} ou redefina a senha.`,
        );
      }
      const waitIp = local ? null : await blocked('loginFailuresPerIp', ip);
      if (waitIp !== null)
        return tooMany(path, waitIp, `Muitas tentativas de login a partir desta rede. Tente de novo em ${minutes(waitIp)}.`);
      const response = await send(withEmail());
      if (response.status === 400 || response.status === 401) {
        await take('loginFailuresPerEmailIp', pair);
        await take('loginFailuresPerEmail', email);
        if (!local) await take('loginFailuresPerIp', ip);
      } else if (response.ok) {
        await limiters.loginFailuresPerEmailIp.delete(pair);
      }
      return response;
    }

    if (EMAIL_SENDING_PATHS.has(path) && method === 'POST') {
      if (email === null) return send();
      const waitIp = local ? null : await take('emailsPerIp', ip);
      if (waitIp !== null)
        return tooMany(path, waitIp, `Muitos pedidos de e-mail a partir desta rede. Tente de novo em ${minutes(waitIp)}.`);
      const waitMinute = await take('emailsPerAddressMinute', email);
      if (waitMinute !== null) {
        return tooMany(
          path,
          waitMinute,
          `Já enviamos um e-mail para este endereço há pouco. Aguarde ${seconds(waitMinute)} antes de pedir outro.`,
        );
      }
      const waitHour = await take('emailsPerAddressHour', email);
      if (waitHour !== null) {
        return tooMany(path, waitHour, `Muitos e-mails pedidos para este endereço. Tente de novo em ${minutes(waitHour)}.`);
      }
      return send(withEmail());
    }

    if (path === '/auth/v1/verify' && method === 'POST') {
      const waitIp = local ? null : await blocked('verifyFailuresPerIp', ip);
      if (waitIp !== null) return tooMany(path, waitIp, `Muitos códigos errados a partir desta rede. Tente de novo em ${minutes(waitIp)}.`);
      const response = await send(withEmail());
      if (!response.ok && email !== null && fields?.token !== undefined) {
        if (!local) await take('verifyFailuresPerIp', ip);
        await take('verifyFailuresPerEmail', email);
        if ((await blocked('verifyFailuresPerEmail', email)) !== null) {
          await killCodes(email);
          await limiters.verifyFailuresPerEmail.delete(email);
          return refuse(path, 429, 'otp_disabled', 'Código errado vezes demais: este código foi cancelado. Peça um novo e-mail.');
        }
      } else if (response.ok && email !== null) {
        await limiters.verifyFailuresPerEmail.delete(email);
      }
      return response;
    }

    if (path === '/auth/v1/user' && method === 'PUT' && fields) {
      const claims = verifiedClaims(request.headers.get('authorization'), jwtSecret);
      if ('password' in fields) {
        const weak = passwordProblem(fields.password, email ?? claims?.email ?? '');
        if (weak) return refuse(path, 422, 'weak_password', weak.message);
      }
      if ('data' in fields && fields.data !== undefined) {
        const name = fields.data && typeof fields.data === 'object' ? fields.data.display_name : undefined;
        fields = { ...fields, data: typeof name === 'string' ? { display_name: name.slice(0, 80) } : {} };
      }
      const response = await send({ ...fields, ...(email !== null ? { email } : {}) });
      // A new password ends every other session (a thief's refresh token dies with it).
      if (response.ok && 'password' in fields && claims) await endOtherSessions(claims.sub, claims.session_id);
      return response;
    }

    return send(fields ? withEmail() : undefined);
  }

  /** lite answers some wrong-type inputs with a 500; they are the client's mistake. */
  async function inputErrorsAre400(path, response) {
    if (response.status !== 500 || !path.startsWith('/rest/v1/')) return response;
    const text = await response.text();
    let error = null;
    try {
      error = JSON.parse(text);
    } catch {
      /* not JSON: leave it */
    }
    const liteTypeError = error?.code === 'SUP' && /invalid input/i.test(String(error.message));
    if (error && typeof error.code === 'string' && (INPUT_ERROR.test(error.code) || liteTypeError)) {
      return json(400, {
        code: error.code,
        message: 'Dados inválidos: algum campo veio com o tipo ou o tamanho errado.',
        details: typeof error.message === 'string' ? error.message : null,
        hint: null,
      });
    }
    return new Response(text, { status: response.status, headers: response.headers });
  }
}

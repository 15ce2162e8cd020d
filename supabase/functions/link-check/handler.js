// /functions/v1/link-check — the admin saves a post that opens inside the app (type 0): the
// server asks the page whether it may be framed, since a browser cannot read another site's
// X-Frame-Options (issue 21 finding 9). Answers { frameAllowed, reason, finalUrl }; the admin
// form stores frameAllowed with the post, and the SEFAZ pages open a refusing site in a new tab.
//   POST { url }   admin only
import { json } from '../_shared/env.js';
import { framingVerdict, isPrivateAddress } from '../_shared/framing.js';

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 8000;

/**
 * @param {Request} request
 * @param {{ db: { userOf: (t: string) => Promise<{ id: string } | null>, select: (t: string, q: string) => Promise<any> },
 *           siteUrl: string, lookup: (host: string) => Promise<string[]>, allowPrivate?: boolean,
 *           fetch?: typeof fetch, log?: (...a: unknown[]) => void }} deps
 */
export async function handleLinkCheck(request, deps) {
  const { db, siteUrl, lookup, allowPrivate = false, fetch: fetchImpl = globalThis.fetch, log = () => {} } = deps;
  if (request.method !== 'POST') return json(405, { message: 'Use POST.' });
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const user = token ? await db.userOf(token) : null;
  if (!user) return json(401, { message: 'Entre na sua conta para continuar.' });
  const [profile] = await db.select('user_profiles', `select=is_admin&id=eq.${user.id}`);
  if (!profile?.is_admin) return json(403, { message: 'Somente o administrador verifica links.' });

  let body;
  try {
    body = await request.json();
  } catch {
    return json(400, { message: 'Envie { "url": "https://…" }.' });
  }
  let url;
  try {
    url = new URL(String(body?.url ?? ''));
  } catch {
    return json(400, { message: 'O link não é um endereço válido.' });
  }

  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const refusal = await refuseTarget(url, lookup, allowPrivate);
      if (refusal) return json(400, { message: refusal });
      const res = await fetchImpl(url, {
        method: 'GET',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { 'user-agent': 'SemMultas-verificador-de-links/1.0' },
      });
      await res.body?.cancel().catch(() => {});
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      const verdict = framingVerdict(res.headers, siteUrl);
      return json(200, { frameAllowed: verdict.allowed, reason: verdict.reason, finalUrl: url.href, status: res.status });
    }
    return json(200, { frameAllowed: null, reason: 'O site redireciona demais; não foi possível verificar.', finalUrl: url.href });
  } catch (error) {
    log('[link-check]', url.href, error?.message);
    return json(200, { frameAllowed: null, reason: 'Não foi possível acessar o site agora para verificar.', finalUrl: url.href });
  }
}

/** Why this address may not be fetched by the server, or null. */
async function refuseTarget(url, lookup, allowPrivate) {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Só links http:// ou https:// podem ser verificados.';
  if (url.username || url.password) return 'O link não pode conter usuário ou senha.';
  if (allowPrivate) return null;
  if (url.port && url.port !== '80' && url.port !== '443') return 'Só links nas portas padrão (80 e 443) podem ser verificados.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = /^[\d.]+$|:/.test(host) ? [host] : await lookup(host).catch(() => []);
  if (addresses.length === 0) return 'O endereço do site não existe.';
  if (addresses.some(isPrivateAddress)) return 'Links para endereços internos não podem ser verificados.';
  return null;
}

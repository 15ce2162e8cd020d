// The database, as the service role, over the Data API (PostgREST) with fetch: the same call
// works from Deno on hosted Supabase and from Node locally.
export class DbError extends Error {
  /** @param {string} message @param {number} status @param {string | undefined} code */
  constructor(message, status, code) {
    super(message);
    this.name = 'DbError';
    this.status = status;
    this.code = code;
  }
}

/**
 * @param {{ url: string, serviceKey: string, fetch?: typeof fetch }} options
 */
export function serviceDb({ url, serviceKey, fetch: fetchImpl = globalThis.fetch }) {
  const base = url.replace(/\/$/, '');
  const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' };
  /** @param {Response} res */
  async function read(res) {
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    if (!res.ok) throw new DbError(body?.message ?? `HTTP ${res.status}`, res.status, body?.code);
    return body;
  }
  return {
    /** @param {string} fn @param {Record<string, unknown>} args */
    async rpc(fn, args) {
      return read(await fetchImpl(`${base}/rest/v1/rpc/${fn}`, { method: 'POST', headers, body: JSON.stringify(args) }));
    },
    /** @param {string} table @param {string} query PostgREST query string */
    async select(table, query) {
      return read(await fetchImpl(`${base}/rest/v1/${table}?${query}`, { headers }));
    },
    /** The user of an access token (null when the token is not valid). @param {string} token */
    async userOf(token) {
      const res = await fetchImpl(`${base}/auth/v1/user`, { headers: { apikey: serviceKey, authorization: `Bearer ${token}` } });
      if (!res.ok) return null;
      const user = await res.json();
      return user?.id ? { id: String(user.id), email: String(user.email ?? '') } : null;
    },
  };
}

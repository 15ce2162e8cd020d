// JSON calls to a provider API; a network error or a 5xx is a ProviderError (the webhook then
// answers 502 so the provider retries).
export class ProviderError extends Error {
  /** @param {string} message @param {number} [status] */
  constructor(message, status) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

/**
 * @param {typeof fetch} fetchImpl
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [init]
 */
export async function callJson(fetchImpl, url, init = {}) {
  let res;
  try {
    res = await fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch (error) {
    throw new ProviderError(`provedor inacessível: ${/** @type {Error} */ (error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new ProviderError(`provedor respondeu HTTP ${res.status}: ${text.slice(0, 200)}`, res.status);
  return text ? JSON.parse(text) : null;
}

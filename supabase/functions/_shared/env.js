// Reads configuration the same way in Deno (hosted Supabase secrets) and in Node (the local
// API launcher's environment).
/** @param {string} name */
export function env(name) {
  const deno = /** @type {any} */ (globalThis).Deno;
  if (deno?.env?.get) return deno.env.get(name) ?? undefined;
  const proc = /** @type {any} */ (globalThis).process;
  return proc?.env?.[name] || undefined;
}

/** @param {number} status @param {unknown} body */
export function json(status, body) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

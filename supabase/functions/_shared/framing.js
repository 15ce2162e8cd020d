// Whether a page lets the SemMultas origin show it in a frame (issue 21 finding 9): read from
// the page's own answer — CSP frame-ancestors first (it overrides X-Frame-Options in every
// current browser), then X-Frame-Options. Pure: tested without the network.

/**
 * @param {{ get(name: string): string | null }} headers the page's response headers
 * @param {string} siteOrigin where SemMultas is served, e.g. https://app.semmultas.com.br
 * @returns {{ allowed: boolean, reason: string }}
 */
export function framingVerdict(headers, siteOrigin) {
  const site = new URL(siteOrigin);
  const csp = headers.get('content-security-policy') ?? '';
  const ancestors = csp
    .split(',')
    .flatMap((policy) => policy.split(';'))
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  if (ancestors) {
    const sources = ancestors.slice(1).map((s) => s.toLowerCase());
    if (sources.length === 0 || sources.includes("'none'"))
      return { allowed: false, reason: "O site proíbe ser aberto dentro de outro (CSP frame-ancestors 'none')." };
    if (sources.some((s) => sourceMatches(s, site)))
      return { allowed: true, reason: 'O site permite ser aberto no SemMultas (CSP frame-ancestors).' };
    return { allowed: false, reason: 'O site só permite ser aberto dentro das suas próprias páginas (CSP frame-ancestors).' };
  }
  const xfo = (headers.get('x-frame-options') ?? '').trim().toLowerCase();
  if (xfo === 'deny') return { allowed: false, reason: 'O site proíbe ser aberto dentro de outro (X-Frame-Options: DENY).' };
  if (xfo === 'sameorigin' || xfo.startsWith('allow-from'))
    return { allowed: false, reason: 'O site só permite ser aberto dentro das suas próprias páginas (X-Frame-Options).' };
  return { allowed: true, reason: 'O site não impede ser aberto no SemMultas.' };
}

/** One CSP source expression against our origin (CSP3 §6.7.2.8, the parts that matter here). */
function sourceMatches(source, site) {
  if (source === '*') return true;
  if (source === "'self'") return false; // 'self' is the framed page's own origin, never ours
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return site.protocol === source || (source === 'http:' && site.protocol === 'https:');
  const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(source);
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  if (scheme && scheme + ':' !== site.protocol && !(scheme === 'http' && site.protocol === 'https:')) return false;
  const hostOk = wildcard ? site.hostname.endsWith(`.${host}`) : site.hostname === host;
  const defaultPort = site.protocol === 'https:' ? '443' : '80';
  const portOk = port === '*' || (port ?? defaultPort) === (site.port || defaultPort);
  return hostOk && portOk;
}

/** True for addresses a server must never fetch on a user's behalf (loopback, private, link-local). */
export function isPrivateAddress(address) {
  const a = address.toLowerCase();
  if (a === '::1' || a === '::' || a.startsWith('fe80:') || a.startsWith('fc') || a.startsWith('fd')) return true;
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (!v4) return false;
  const [b0, b1] = [Number(v4[1]), Number(v4[2])];
  return (
    b0 === 10 ||
    b0 === 127 ||
    b0 === 0 ||
    (b0 === 169 && b1 === 254) ||
    (b0 === 172 && b1 >= 16 && b1 <= 31) ||
    (b0 === 192 && b1 === 168) ||
    (b0 === 100 && b1 >= 64 && b1 <= 127)
  );
}

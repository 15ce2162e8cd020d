// Security headers of every response the production-like servers send (issue 13, finding 6):
// the shell's pages get a Content-Security-Policy built from the same runtime config the shell
// serves as /config.json, so a remote moved to a CDN (REMOTE_<NAME>_URL) or a hosted API
// (PUBLIC_SUPABASE_URL) is allowed without touching this file. The remotes only ever serve
// files to the shell's origin: nosniff and a CSP that lets no document of theirs do anything.
//
// Development (webpack-dev-server, tooling/webpack.cjs) sends no CSP on purpose: its bundles
// use eval source maps, which a script-src without 'unsafe-eval' would block.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../tooling/workspace.cjs';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require(path.join(ROOT, 'tooling/runtime-config.cjs'));

/** Headers every shell response carries (the CSP is added per request, see shellSecurityHeaders). */
export const SHELL_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Old browsers that ignore CSP frame-ancestors: the app is never framed (the admin panel
  // would otherwise be open to clickjacking).
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nothing in the app uses these. Fullscreen and clipboard keep their defaults (the type-0
  // frames of government sites may ask for fullscreen; 'self' only, as browsers default).
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
});

/** A remote serves scripts, JSON, CSS and images to the shell, never a page of its own. */
export const REMOTE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const REMOTE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': REMOTE_CSP,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
});

/** 'sha256-…' of every inline <script> of an HTML document (external ones are 'self'). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** CSP sources for URLs: their origin, or (folders) the folder a file lives in. */
function sources(urls, { folder = false } = {}) {
  const out = new Set();
  for (const u of urls) {
    try {
      const parsed = new URL(u);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') out.add(folder ? new URL('.', parsed).href : parsed.origin);
    } catch {
      // Not a URL (an empty override): nothing to allow.
    }
  }
  return [...out];
}

/**
 * The shell's Content-Security-Policy for one runtime config (what /config.json answers).
 * @param {{ remotes: Record<string, string>, supabaseUrl: string }} config
 * @param {{ scriptHashes?: string[] }} [options] hashes of index.html's inline scripts
 */
export function contentSecurityPolicy(config, { scriptHashes = [] } = {}) {
  // A remote is allowed by the folder of its mf-manifest.json (every file it serves lives
  // there: chunks, prerender.html, CKEditor's stylesheet), not its whole host: a remote on a
  // shared CDN (REMOTE_FORUM_URL=https://cdn.example/forum/v42/mf-manifest.json) opens only
  // https://cdn.example/forum/v42/. Locally that folder is the remote's origin root.
  const remotes = sources(Object.values(config.remotes ?? {}), { folder: true });
  // The browser reaches the API at supabaseUrl: the shell's own origin locally (the server
  // proxies /auth/v1, /rest/v1), a hosted project's origin with PUBLIC_SUPABASE_URL.
  const api = sources([config.supabaseUrl]);
  const directives = {
    'default-src': ["'self'"],
    // No 'unsafe-eval', no 'unsafe-inline': the app's files, the remotes' files (Module
    // Federation adds <script src> from their folders) and index.html's inline scripts by hash.
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    // 'unsafe-inline' for styles, knowingly. Every remote renders inside the shell's one antd
    // ConfigProvider, so antd's CSS-in-JS alone could take a nonce, but it is not alone: rc
    // helpers (scroll lock) add <style> elements without it, React and CKEditor 5 write style
    // attributes (style-src-attr has no nonce), the landing prerender is injected as HTML with
    // its own <style>, and the admin's editor adds a <style> element of its own. A style
    // cannot run script nor read localStorage, where the session lives: that is what
    // script-src guards. (The residual risk, CSS reading attribute values out, needs injected
    // markup, which the sanitizer of stored HTML already strips of styles.)
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Pictures in contents and posts are URLs admins paste (https:), plus inline data/blob.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // /config.json, the API and the remotes' mf-manifest.json and prerender.html.
    'connect-src': ["'self'", ...remotes, ...api],
    // Type-0 posts open a government site (http: or https:) in a sandboxed frame (mfe-sefaz).
    'frame-src': ['http:', 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // No form posts anywhere (antd forms submit in script; checkout is a link).
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** The environment runtimeConfig builds remotes and supabaseUrl from. */
const CONFIG_ENV = /^(REMOTE_[A-Z]+_URL|REMOTES_HOST|PUBLIC_SUPABASE_URL|SUPABASE_URL|SEMMULTAS_PORT_OFFSET)$/;

/** index.html's inline-script hashes, re-read when the file changes (a rebuild while serving). */
function hashesOf(indexHtml) {
  let cached = { mtimeMs: -1, hashes: [] };
  return () => {
    let stat;
    try {
      stat = fs.statSync(indexHtml);
    } catch {
      return [];
    }
    if (stat.mtimeMs !== cached.mtimeMs) cached = { mtimeMs: stat.mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(indexHtml, 'utf8')) };
    return cached.hashes;
  };
}

/**
 * Express middleware for the shell: every response (pages, files, /config.json, the proxied
 * API) carries SHELL_HEADERS and the CSP built from the runtime config of the origin the
 * browser reached (the same call runtimeConfigMiddleware makes).
 * @param {{ indexHtml: string, env?: NodeJS.ProcessEnv }} options
 */
export function shellSecurityHeaders({ indexHtml, env = process.env }) {
  const hashes = hashesOf(indexHtml);
  // runtimeConfig reads .env from disk: build each distinct policy once.
  const policies = new Map();
  return (req, res, next) => {
    const proto = req.headers['x-forwarded-proto'] || 'http';
    const origin = req.headers.host ? `${proto}://${req.headers.host}` : undefined;
    const scriptHashes = hashes();
    const key = JSON.stringify([origin, scriptHashes, Object.entries(env).filter(([k]) => CONFIG_ENV.test(k))]);
    let policy = policies.get(key);
    if (!policy) {
      if (policies.size > 100) policies.clear();
      policy = contentSecurityPolicy(runtimeConfig(env, origin), { scriptHashes });
      policies.set(key, policy);
    }
    res.setHeader('Content-Security-Policy', policy);
    for (const [name, value] of Object.entries(SHELL_HEADERS)) res.setHeader(name, value);
    next();
  };
}

/** Express middleware for a remote's static server (its CORS and cache rules stay as they are). */
export function remoteSecurityHeaders() {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(REMOTE_HEADERS)) res.setHeader(name, value);
    next();
  };
}

// `node scripts/lib/security-headers.mjs https://app.example` prints the shell's headers for
// this environment and shell/dist/index.html, to configure a CDN that serves the shell.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const origin = process.argv[2];
  const csp = contentSecurityPolicy(runtimeConfig(process.env, origin), {
    scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8')),
  });
  for (const [name, value] of Object.entries({ 'Content-Security-Policy': csp, ...SHELL_HEADERS })) console.log(`${name}: ${value}`);
}

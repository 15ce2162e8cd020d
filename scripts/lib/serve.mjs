// Serves the production builds: the shell on 3000 (SPA, /config.json, /auth/v1 proxy) and
// each remote on its own port with CORS. Cache rules of ARCHITECTURE "Runtime composition" 5:
// entry files no-cache, content-hashed chunks for a year. Static files go out as the build
// precompressed them (`.br`, else `.gz`: tooling/webpack.cjs precompressed()) with the
// original's type and cache rule, the rest (index.html, config.json) compressed per response.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { apps as workspaceApps, ROOT, servicePort } from '../../tooling/workspace.cjs';
import { remoteSecurityHeaders, shellSecurityHeaders } from './security-headers.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfigMiddleware, API_PATHS } = require(path.join(ROOT, 'tooling/runtime-config.cjs'));

const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|webp|jpe?g|woff2?)$/;

/** The file a precompressed copy stands for: `main.js.br` → `main.js`. */
const original = (file) => path.basename(file).replace(/\.(br|gz)$/, '');

export function cacheControlFor(file) {
  const base = original(file);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  if (/\.(html|json|webmanifest)$/.test(base) || base.endsWith('.js')) return 'no-cache';
  return 'public, max-age=86400';
}

/** The build's copies of a file, the browser's favourite first among equals. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The precompressed copy of the static file `req` asks for that the browser takes, if the build
 * wrote one. Looked up on every request, not once at start: a rebuild while the server runs
 * adds and removes copies (a scan at start served new files compressed again per response, and
 * a copy removed since as a 404 still labelled Brotli).
 */
function precompressedCopy(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  let pathname;
  try {
    pathname = decodeURIComponent(req.path);
  } catch {
    return null; // serve-static answers a malformed path itself
  }
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return null;
  const copies = ENCODINGS.filter(([, suffix]) => fs.existsSync(file + suffix));
  if (copies.length === 0) return null;
  // The answer depends on the request's Accept-Encoding, whichever copy (or none) goes out.
  res.vary('Accept-Encoding');
  const chosen = copies.find(([encoding]) => req.acceptsEncodings(encoding) === encoding);
  if (!chosen) return null;
  const [encoding, suffix] = chosen;
  const query = req.url.slice(req.path.length);
  return { encoding, url: `${req.path}${suffix}${query}`, ext: path.extname(pathname) };
}

function staticFiles(dist) {
  const root = path.resolve(dist);
  const serve = express.static(root, {
    index: false,
    fallthrough: true,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file));
      if (original(file) === 'sw.js') res.setHeader('Service-Worker-Allowed', '/');
    },
  });
  return (req, res, next) => {
    const copy = precompressedCopy(root, req, res);
    if (!copy) return serve(req, res, next);
    const url = req.url;
    req.url = copy.url;
    res.setHeader('Content-Encoding', copy.encoding);
    res.type(copy.ext); // the original's type (send keeps a type already set)
    serve(req, res, (err) => {
      // Gone between the look-up and the read: the next handler answers, unlabelled.
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(err);
    });
  };
}

function cors(_req, res, next) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Timing-Allow-Origin', '*');
  next();
}

function shellApp(dist, apiUrl) {
  const app = express();
  app.disable('x-powered-by');
  app.use(shellSecurityHeaders({ indexHtml: path.join(dist, 'index.html') }));
  // The API, same-origin (see tooling/runtime-config.cjs); password-recovery links also
  // point at {site_url}/auth/v1/verify (supabase/lite 0.10).
  // xfwd: the API's guard keys its per-IP limits on the browser's address (the last hop).
  app.use(createProxyMiddleware({ target: apiUrl, changeOrigin: false, xfwd: true, pathFilter: API_PATHS }));
  app.use(compression());
  app.use(runtimeConfigMiddleware());
  app.use(staticFiles(dist));
  const indexHtml = path.join(dist, 'index.html');
  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(405).end();
    // Unknown files are 404s; every other path is a route of the single-page app.
    if (path.extname(req.path) && !req.path.endsWith('.html')) return res.status(404).end();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return app;
}

function remoteApp(dist) {
  const app = express();
  app.disable('x-powered-by');
  app.use(remoteSecurityHeaders());
  app.use(cors);
  app.use(compression());
  app.use(staticFiles(dist));
  app.use((_req, res) => res.status(404).end());
  return app;
}

function listen(app, port) {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', (e) => reject(e.code === 'EADDRINUSE' ? new Error(`A porta ${port} já está em uso.`) : e));
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

/** Starts every app whose build exists; returns close(). */
export async function serveApps({
  apiUrl = process.env.SUPABASE_URL || `http://127.0.0.1:${servicePort('api')}`,
  apps = workspaceApps(),
} = {}) {
  const servers = [];
  for (const app of apps) {
    if (!fs.existsSync(path.join(app.dist, app.name === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${app.dir} não está construído: rode pnpm build`);
    }
    const handler = app.name === 'shell' ? shellApp(app.dist, apiUrl) : remoteApp(app.dist);
    servers.push(await listen(handler, app.port));
  }
  return {
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise((r) => {
              s.closeAllConnections?.();
              s.close(() => r());
            }),
        ),
      ),
  };
}

// The deployable apps of the workspace: where each builds to and which port serves it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** pnpm test moves every port by SEMMULTAS_PORT_OFFSET so it never meets a running pnpm start. */
export const PORT_OFFSET = Number(process.env.SEMMULTAS_PORT_OFFSET || 0);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'landing', dir: 'mfe-landing', port: 3001 },
  { name: 'sefaz', dir: 'mfe-sefaz', port: 3002 },
  { name: 'contents', dir: 'mfe-contents', port: 3003 },
  { name: 'calculators', dir: 'mfe-calculators', port: 3004 },
  { name: 'cashflow', dir: 'mfe-cashflow', port: 3005 },
  { name: 'forum', dir: 'mfe-forum', port: 3006 },
  { name: 'admin', dir: 'mfe-admin', port: 3007 },
  { name: 'agenda', dir: 'mfe-agenda', port: 3008 },
].map((app) => ({ ...app, port: app.port + PORT_OFFSET, dist: path.join(ROOT, app.dir, 'dist') }));

export const DEMO_ACCOUNTS = [
  ['admin@semmultas.dev', 'Admin#2026', 'administrador'],
  ['premium@semmultas.dev', 'Premium#2026', 'Premium válido por um ano'],
  ['gratis@semmultas.dev', 'Gratis#2026', 'plano grátis'],
  ['expirado@semmultas.dev', 'Expirado#2026', 'Premium expirado'],
];

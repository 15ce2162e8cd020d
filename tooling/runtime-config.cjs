// Deploy-time configuration served as /config.json (ARCHITECTURE "Runtime composition" 1).
// Read from the environment at serve time, never baked into a bundle: pointing a remote at a
// new version, or the app at a hosted Supabase project, is a change of environment only.

const { APPS, appPort, readDotEnv, servicePort } = require('./workspace.cjs');

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [origin] the origin the browser reached us at
 */
function runtimeConfig(env = process.env, origin) {
  // The local API's publishable key lives in the git-ignored root .env (written on first run).
  const dotenv = readDotEnv();
  const remoteHost = env.REMOTES_HOST || 'http://localhost';
  const remotes = {};
  for (const { name } of APPS.filter((app) => app.name !== 'shell')) {
    const override = env[`REMOTE_${name.toUpperCase()}_URL`];
    remotes[name] = override || `${remoteHost}:${appPort(name, env)}/mf-manifest.json`;
  }
  return {
    // PUBLIC_SUPABASE_URL points browsers at a hosted project. Locally the browser talks to
    // the API through this same origin (the server proxies /auth/v1 and /rest/v1):
    // @supabase/lite 0.10 answers /auth/v1 CORS preflights without Allow-Headers, so a
    // cross-origin sign-in is blocked by every browser.
    supabaseUrl: env.PUBLIC_SUPABASE_URL || origin || env.SUPABASE_URL || `http://127.0.0.1:${servicePort('api', env)}`,
    supabaseAnonKey: env.SUPABASE_ANON_KEY || dotenv.SUPABASE_PUBLISHABLE_KEY || '',
    remotes,
    contactEmail: env.CONTACT_EMAIL || 'contato@semmultas.com.br',
    // The landing's footer (DECISIONS 19: the current year, America/Sao_Paulo), computed
    // when /config.json is served so the prerendered page never shows a stale year.
    copyrightYear: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()),
    // The company behind the service (issue 21: footer, Termos de Uso, Política de Privacidade).
    // The defaults say they are a demonstration, so a deploy that forgets them shows it.
    companyLegalName: env.COMPANY_LEGAL_NAME || 'SemMultas Serviços Digitais Ltda. (dados de demonstração)',
    companyCnpj: env.COMPANY_CNPJ || '12.345.678/0001-95',
    companyAddress: env.COMPANY_ADDRESS || 'Av. Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100',
    supportUrl: env.SUPPORT_URL || '',
    ckeditorLicenseKey: env.CKEDITOR_LICENSE_KEY || 'GPL',
  };
}

/** Express/connect middleware answering GET /config.json with no-cache. */
function runtimeConfigMiddleware() {
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.url || req.url.split('?')[0] !== '/config.json') return next();
    const proto = req.headers['x-forwarded-proto'] || 'http';
    const body = JSON.stringify(runtimeConfig(process.env, req.headers.host ? `${proto}://${req.headers.host}` : undefined));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(body);
  };
}

/** The API paths a local server forwards to SUPABASE_URL (see supabaseUrl above). */
const API_PATHS = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'];

module.exports = { runtimeConfig, runtimeConfigMiddleware, API_PATHS };

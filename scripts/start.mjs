// pnpm start: build what is missing, start the API with its seed, serve the shell on 3000
// and every remote on 3001–3007, then print where everything is.
import { apps, appPort, DEMO_ACCOUNTS } from '../tooling/workspace.cjs';
import { buildMissing } from './lib/build.mjs';
import { serveApps } from './lib/serve.mjs';
import { startApi } from './lib/db.mjs';

process.env.LITE_TELEMETRY = '0';

if (process.env.SEMMULTAS_NO_BUILD !== '1') await buildMissing();
const api = await startApi();
process.env.SUPABASE_URL ??= api.url;
const web = await serveApps({ apiUrl: api.url });

console.log(`
SemMultas no ar
  App .............. http://localhost:${appPort('shell')}
${apps()
  .filter((a) => a.name !== 'shell')
  .map((a) => `  ${a.dir.padEnd(17, '.')} http://localhost:${a.port}/mf-manifest.json`)
  .join('\n')}
  API .............. ${api.url}
  Caixa de e-mails . ${api.mailboxUrl ?? '(no console do servidor)'}

Contas de demonstração:
${DEMO_ACCOUNTS.map(({ email, password, role }) => `  ${email.padEnd(24)} ${password.padEnd(14)} ${role}`).join('\n')}

Ctrl+C para parar.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await web.close();
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

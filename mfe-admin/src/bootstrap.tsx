// Standalone dev host: `pnpm --filter mfe-admin dev` runs this remote alone.
import { mountDevHost } from '@semmultas/shared/ui/dev-host';
import App from './expose/app';

mountDevHost({ App, basePath: '/admin', email: 'admin@semmultas.dev', password: 'Admin#2026' });

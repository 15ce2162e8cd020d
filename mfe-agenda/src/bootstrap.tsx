// Standalone dev host: `pnpm --filter mfe-agenda dev` runs this remote alone.
import { mountDevHost } from '@semmultas/shared/ui/dev-host';
import App from './expose/app';

mountDevHost({ App, basePath: '/agenda-tributaria' });

// One way to start the system Chromium for browser tests and benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.cjs';
import { appPort } from '../../tooling/workspace.cjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}. Instale com: apt-get install -y chromium`);
  }
  // playwright-core gives every launch() a fresh, throw-away profile of its own.
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const APP_URL = process.env.APP_URL || `http://localhost:${appPort('shell')}`;

export const SCREENSHOTS = path.resolve(__dirname, '../screenshots');
fs.mkdirSync(SCREENSHOTS, { recursive: true });

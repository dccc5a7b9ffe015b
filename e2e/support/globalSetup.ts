import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './server';

/** Starts one server for the whole e2e run; tests read its URL from E2E_BASE_URL. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.resolve(__dirname, '..', '..', 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  }
  const { url, child } = await startServer();
  process.env.E2E_BASE_URL = url;
  (globalThis as { __E2E_SERVER__?: typeof child }).__E2E_SERVER__ = child;
}

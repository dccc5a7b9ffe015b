import { existsSync } from 'node:fs';
import path from 'node:path';
import { prepareOperatorKeys } from './operators';
import { startServer } from './server';

/** Starts one server for the whole e2e run; tests read its URL from E2E_BASE_URL and the operators' API keys from E2E_OPERATOR_KEYS. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.resolve(__dirname, '..', '..', 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  }
  const { url, child, dataDir } = await startServer();
  process.env.E2E_BASE_URL = url;
  Object.assign(globalThis, { __E2E_SERVER__: child, __E2E_DATA_DIR__: dataDir });
  await prepareOperatorKeys(url);
}

/**
 * `npm start`: builds the member site and the console when either is missing or older than their sources, then
 * starts the server (which creates, migrates and seeds the embedded database on first start).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SITE_INDEX = path.join(process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(root, 'dist'), 'index.html');
const CONSOLE_INDEX = path.join(process.env.CONSOLE_DIR ? path.resolve(process.env.CONSOLE_DIR) : path.join(root, 'dist', 'console'), 'index.html');
const SOURCES = ['src', 'console', 'common', 'locales', 'webpack.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

/** Newest modification time under a file or directory. */
function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when the built site or console is missing or any source changed after it was built. */
export function siteNeedsBuild(): boolean {
  if (!existsSync(SITE_INDEX) || !existsSync(CONSOLE_INDEX)) return true;
  const built = Math.min(statSync(SITE_INDEX).mtimeMs, statSync(CONSOLE_INDEX).mtimeMs);
  return SOURCES.some((source) => existsSync(source) && newestMtime(source) > built);
}

if (siteNeedsBuild()) {
  console.log('Building the member site and the console (first start or sources changed)…');
  const result = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

void import('../server/main');

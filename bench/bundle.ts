/**
 * `npm run bench:bundle`: gzip size of the JS and CSS that /m/home loads (index.html's scripts,
 * the home screen chunk and the default language's strings) and of the largest lazy chunk.
 * Fails when the home route is over its budget (ARCHITECTURE.md: 170 KB gzip).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_BUDGET_BYTES = 170 * 1024;
const DIST = path.resolve(__dirname, '..', 'dist');
const ASSETS = path.join(DIST, 'assets');

/** Gzip size as served: the precompressed sibling when present, else compressed here. */
function gzipBytes(file: string): number {
  const gz = `${file}.gz`;
  return existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Chunks a first visit to /m/home loads: entry scripts/styles plus the home and bn chunks. */
export function homeFiles(dist = DIST): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)=["']?\/m\/(assets\/[^"'\s>]+\.(?:js|css))/g)].map((m) => path.join(dist, m[1]));
  const lazy = readdirSync(path.join(dist, 'assets')).filter((f) => /^(screen-home|locale-bn-json)\.[\w]+\.js$/.test(f));
  return [...entry, ...lazy.map((f) => path.join(dist, 'assets', f))];
}

function main(): void {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(2);
  }
  const home = homeFiles();
  const homeTotal = home.reduce((sum, f) => sum + gzipBytes(f), 0);
  const lazy = readdirSync(ASSETS)
    .filter((f) => /\.(js|css)$/.test(f) && !home.includes(path.join(ASSETS, f)))
    .map((f) => ({ file: f, bytes: gzipBytes(path.join(ASSETS, f)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('Home route (/m/home), gzip:');
  for (const f of home) console.log(`  ${path.basename(f).padEnd(40)} ${kb(gzipBytes(f))}`);
  console.log(`  ${'total'.padEnd(40)} ${kb(homeTotal)} (budget ${kb(HOME_BUDGET_BYTES)})`);
  if (lazy[0]) console.log(`Largest lazy chunk: ${lazy[0].file} ${kb(lazy[0].bytes)}`);
  if (homeTotal > HOME_BUDGET_BYTES) {
    console.error(`Home route is over budget by ${kb(homeTotal - HOME_BUDGET_BYTES)}`);
    process.exit(1);
  }
}

if (require.main === module) main();

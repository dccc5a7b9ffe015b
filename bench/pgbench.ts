/** pgbench's tpcb-like run as a same-run reference for the database benches (bench:wallet, bench:payments). */
import { execFileSync } from 'node:child_process';
import { scratchDatabase } from './scratch-database';

export interface PgbenchReference {
  /** One run of `seconds`; its TPS. */
  run: () => number;
  /** Drops its scratch database. */
  drop: () => Promise<void>;
}

/**
 * The reference on a scratch database of the server in `url`, initialised at scale `clients` (so
 * its clients do not queue on its branch rows); null when pgbench is missing.
 */
export async function pgbenchReference(url: string, seconds: number, clients: number): Promise<PgbenchReference | null> {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('  pgbench not found: skipping the comparison');
    return null;
  }
  const scratch = await scratchDatabase(url, 'mlobby_pgbench');
  execFileSync('pgbench', ['-i', '-q', '-s', String(clients), scratch.url], { stdio: 'ignore' });
  const run = () => {
    const out = execFileSync('pgbench', ['-T', String(seconds), '-c', String(clients), '-j', '2', scratch.url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps: ${out}`);
    return Number(tps);
  };
  return { run, drop: scratch.drop };
}

/** Runs a benchmark on PGlite and, when DATABASE_URL names a PostgreSQL server, on a scratch database there. */
import type { FastifyInstance } from 'fastify';
import { scratchDatabase } from './wallet-setup';

/** A benchmark run on one database: returns its failed checks (empty when all passed). */
export type BenchRun = (name: 'pglite' | 'postgres', app: FastifyInstance, serverUrl?: string) => Promise<string[]>;

/** Both databases in turn, apps closed and scratch databases dropped; exit code 1 when a check failed. */
export async function benchOnDatabases(scratchPrefix: string, open: (databaseUrl: string) => Promise<FastifyInstance>, run: BenchRun): Promise<void> {
  const failures: string[] = [];
  const pglite = await open('memory://');
  try {
    failures.push(...(await run('pglite', pglite)));
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const scratch = await scratchDatabase(url, scratchPrefix);
    const app = await open(scratch.url);
    try {
      failures.push(...(await run('postgres', app, url)));
    } finally {
      await app.close();
      await scratch.drop();
    }
  } else {
    console.log('\nDATABASE_URL not set: PostgreSQL skipped');
  }
  if (failures.length > 0) process.exitCode = 1;
}

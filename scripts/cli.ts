/** What the command-line scripts share: opening the configured database, and how a script ends. */
import type { AppConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/connection';

/** A command line that cannot be run; the message says why (exit status 2). */
export class UsageError extends Error {}

/** Runs `work` on the configured database and closes it, whatever happens. */
export async function withDatabase<T>(config: AppConfig, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs a script's main with its arguments and exits with its status: 2 for a usage error, 1 for any other failure. */
export function runMain(main: (argv: readonly string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}

/**
 * The audit trail from the command line (docs/console.md "Audit"):
 *
 *   npx tsx scripts/audit.ts verify
 *
 * seals the rows written since the server's sealer last ran, then walks the hash chain from its
 * first row. Exit status 0 when every sealed row verifies; 1, naming the first broken row and
 * why, when one does not. Settings come from the same environment variables as the server; the
 * embedded database (no DATABASE_URL) belongs to one process: stop the server first, or use the
 * console's Audit screen while it runs.
 */
import { loadConfig } from '../server/config';
import { sealAuditLog, verifyAuditChain, type ChainReport } from '../server/modules/audit';
import { runMain, UsageError, withDatabase } from './cli';

/** The report as one line a person (or a cron job's mail) reads. */
export function describeReport(report: ChainReport): string {
  const pending = report.unsealed > 0 ? `; ${report.unsealed} rows not sealed yet` : '';
  if (report.ok) return `audit chain verifies: ${report.checked} rows${pending}`;
  const broken = report.firstBroken!;
  const why = { content: 'its content was changed', link: 'its link to the row before was changed', missing: 'rows before it are missing' }[broken.reason];
  return `audit chain BROKEN at row id ${broken.id} (position ${broken.chainSeq}): ${why}; ${report.checked} rows before it verify${pending}`;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] !== 'verify' || argv.length !== 1) throw new UsageError('usage: audit.ts verify');
  return withDatabase(loadConfig(process.env), async (db) => {
    await sealAuditLog(db);
    const report = await verifyAuditChain(db);
    console.log(describeReport(report));
    return report.ok ? 0 : 1;
  });
}

if (require.main === module) runMain(main);

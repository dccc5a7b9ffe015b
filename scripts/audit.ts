/**
 * The audit trail from the command line (docs/console.md "Audit"):
 *
 *   npx tsx scripts/audit.ts verify [--head <seq>:<hash>]
 *   npx tsx scripts/audit.ts head
 *
 * verify seals the rows written since the server's sealer last ran, then walks the hash chain from
 * its first row. Exit status 0 when every sealed row verifies; 1, naming the first broken row and
 * why, when one does not. With --head, a head recorded earlier outside the database (the
 * server's log line "audit: chain head", or what `head` printed into a cron job's mail) must still
 * be in the chain: rows cut off the chain's end are found that way. head prints the current one. Settings come from the same environment variables as the server; the
 * embedded database (no DATABASE_URL) belongs to one process: stop the server first, or use the
 * console's Audit screen while it runs.
 */
import { loadConfig } from '../server/config';
import { chainHead, checkAnchor, sealAuditLog, verifyAuditChain, type ChainHead, type ChainReport } from '../server/modules/audit';
import { runMain, UsageError, withDatabase } from './cli';

/** The report as one line a person (or a cron job's mail) reads. */
export function describeReport(report: ChainReport): string {
  const pending = report.unsealed > 0 ? `; ${report.unsealed} rows not sealed yet` : '';
  if (report.ok) return `audit chain verifies: ${report.checked} rows${pending}`;
  const broken = report.firstBroken!;
  const why = { content: 'its content was changed', link: 'its link to the row before was changed', missing: 'rows before it are missing' }[broken.reason];
  return `audit chain BROKEN at row id ${broken.id} (position ${broken.chainSeq}): ${why}; ${report.checked} rows before it verify${pending}`;
}

/** '<seq>:<hash>' as the server logs it and `head` prints it. */
export function parseHead(text: string): ChainHead {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text);
  if (!match) throw new UsageError(`--head wants <position>:<sha-256 hex>, got ${text}`);
  return { seq: Number(match[1]), hash: match[2]! };
}

const ANCHOR_PROBLEM = {
  cut: 'the chain now ends before it: rows were cut off its end',
  differs: 'the row at that position is another one: the chain was rewritten from there',
} as const;

async function main(argv: readonly string[]): Promise<number> {
  const [verb, ...rest] = argv;
  const head = verb === 'verify' && rest[0] === '--head' && rest.length === 2 ? parseHead(rest[1]!) : null;
  if (!(verb === 'head' && rest.length === 0) && !(verb === 'verify' && (rest.length === 0 || head))) {
    throw new UsageError('usage: audit.ts verify [--head <seq>:<hash>] | head');
  }
  return withDatabase(loadConfig(process.env), async (db) => {
    await sealAuditLog(db);
    if (verb === 'head') {
      const current = await chainHead(db);
      console.log(current ? `${current.seq}:${current.hash}` : 'the chain is empty');
      return 0;
    }
    const report = await verifyAuditChain(db);
    console.log(describeReport(report));
    if (!head) return report.ok ? 0 : 1;
    const anchor = await checkAnchor(db, head);
    console.log(anchor === 'kept' ? `head ${head.seq} is in the chain` : `head ${head.seq} BROKEN: ${ANCHOR_PROBLEM[anchor]}`);
    return report.ok && anchor === 'kept' ? 0 : 1;
  });
}

if (require.main === module) runMain(main);

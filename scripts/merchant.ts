/**
 * Operator switches without HTTP: maintenance and region restriction of the configured merchant,
 * through the same service (and audit trail) as the admin routes.
 *
 *   npx tsx scripts/merchant.ts show
 *   npx tsx scripts/merchant.ts maintenance on|off
 *   npx tsx scripts/merchant.ts region --countries BD,US --cidrs 10.0.0.0/8,2001:db8::/32
 *   (region replaces both lists; `region` alone lifts the restriction)
 *
 * Add `--merchant CODE` for another merchant than MERCHANT_CODE. Settings come from the same
 * environment variables as the server. The embedded database (no DATABASE_URL) belongs to one
 * process: stop the server first, or use the admin routes while it runs.
 */
import { userInfo } from 'node:os';
import type { MerchantAvailability, RegionRestriction } from '@common/contract/system';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/connection';
import { AppError } from '../server/http/envelope';
import { messageFor } from '../server/i18n/messages';
import type { Actor } from '../server/modules/audit';
import { merchantSeed, seedMerchant } from '../server/modules/merchant';
import { getAvailability, setMaintenance, setRegionRestriction } from '../server/modules/merchant';

export type Command =
  | { kind: 'show' }
  | { kind: 'maintenance'; enabled: boolean }
  | { kind: 'region'; restriction: RegionRestriction };

export interface Invocation {
  command: Command;
  /** Merchant code given with --merchant; default MERCHANT_CODE. */
  merchant?: string;
}

export const USAGE = `usage: merchant.ts show | maintenance on|off | region [--countries BD,US] [--cidrs 10.0.0.0/8,...]  [--merchant CODE]`;

/** A command line that cannot be run; the message says why. */
export class UsageError extends Error {}

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Parses the arguments after the script name. */
export function parseArgs(argv: readonly string[]): Invocation {
  const [verb, ...rest] = argv;
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (!['--countries', '--cidrs', '--merchant'].includes(arg)) throw new UsageError(`unknown option ${arg}`);
    else if (rest[i + 1] === undefined) throw new UsageError(`${arg} needs a value`);
    else flags[arg.slice(2)] = rest[++i]!;
  }
  const merchant = flags.merchant;
  switch (verb) {
    case 'show':
      if (positional.length > 0 || flags.countries !== undefined || flags.cidrs !== undefined) throw new UsageError(USAGE);
      return { command: { kind: 'show' }, merchant };
    case 'maintenance':
      if (positional.length !== 1 || !['on', 'off'].includes(positional[0]!)) throw new UsageError('maintenance takes on or off');
      return { command: { kind: 'maintenance', enabled: positional[0] === 'on' }, merchant };
    case 'region':
      if (positional.length > 0) throw new UsageError(`unexpected ${positional[0]}`);
      return {
        command: { kind: 'region', restriction: { blockedCountries: list(flags.countries).map((c) => c.toUpperCase()), blockedCidrs: list(flags.cidrs) } },
        merchant,
      };
    default:
      throw new UsageError(USAGE);
  }
}

/** Runs a command against an open database; null when the merchant does not exist. */
export async function runCommand(db: Database, merchantCode: string, command: Command, who: Actor): Promise<MerchantAvailability | null> {
  switch (command.kind) {
    case 'show':
      return getAvailability(db, merchantCode);
    case 'maintenance':
      return setMaintenance(db, merchantCode, command.enabled, who);
    case 'region':
      return setRegionRestriction(db, merchantCode, command.restriction, who);
  }
}

/** The OS user running the command, for the audit trail. */
function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

async function main(): Promise<number> {
  const invocation = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A fresh database gets the same seed the server would give it, so the switch has a target.
    await seedMerchant(database.db, merchantSeed(), { code: config.merchantCode, trialCode: config.trialMerchantCode });
    const code = invocation.merchant ?? config.merchantCode;
    const result = await runCommand(database.db, code, invocation.command, { actor: `cli:${operatorName()}` });
    if (!result) {
      console.error(`No merchant with code ${code}.`);
      return 1;
    }
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof AppError) console.error(messageFor(err.code, 'EN', err.params));
      else console.error(err instanceof Error ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}

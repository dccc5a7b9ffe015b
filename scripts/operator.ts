/**
 * Console operators from the command line (docs/console.md):
 *
 *   npx tsx scripts/operator.ts create <username> --role owner [--role finance ...] [--merchant CODE]
 *       creates an operator (platform-wide without --merchant) with a random password, printed
 *       once; its first login enrols the second factor. The first owner of a fresh install is made
 *       this way.
 *   npx tsx scripts/operator.ts code <username>
 *       prints the current TOTP code of a demo operator (README "Demo operators"); refused for
 *       any other operator and with NODE_ENV=production.
 *
 * Settings come from the same environment variables as the server; the embedded database (no
 * DATABASE_URL) belongs to one process: stop the server first.
 */
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { OPERATOR_USERNAME_PATTERN } from '@common/rules/operatorAccount';
import { isRole, type Role } from '@common/rules/operatorRoles';
import { loadConfig } from '../server/config';
import { createOperator, currentCode, demoTotpSecret, isDemoOperator } from '../server/modules/operator';
import { runMain, UsageError, withDatabase } from './cli';

export type Invocation = { kind: 'create'; username: string; roles: Role[]; merchantCode: string | null } | { kind: 'code'; username: string };

export const USAGE = 'usage: operator.ts create <username> --role ROLE [--role ROLE ...] [--merchant CODE] | code <username>';

/** Parses the arguments after the script name. */
export function parseArgs(argv: readonly string[]): Invocation {
  const [verb, username, ...rest] = argv;
  if (!username || !new RegExp(OPERATOR_USERNAME_PATTERN).test(username)) throw new UsageError(USAGE);
  if (verb === 'code' && rest.length === 0) return { kind: 'code', username };
  if (verb !== 'create') throw new UsageError(USAGE);
  const roles: Role[] = [];
  let merchantCode: string | null = null;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (!value) throw new UsageError(`${flag} needs a value`);
    if (flag === '--role') {
      if (!isRole(value)) throw new UsageError(`unknown role ${value}`);
      roles.push(value);
    } else if (flag === '--merchant') merchantCode = value;
    else throw new UsageError(`unknown option ${flag}`);
  }
  if (roles.length === 0) throw new UsageError('give at least one --role');
  return { kind: 'create', username, roles, merchantCode };
}

/** A password to hand over once: 18 random bytes, base64url (24 characters). */
export function newPassword(): string {
  return randomBytes(18).toString('base64url');
}

function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return `cli:${process.env.USER ?? 'unknown'}`;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const invocation = parseArgs(argv);
  const config = loadConfig(process.env);
  if (invocation.kind === 'code') {
    if (config.nodeEnv === 'production' || !isDemoOperator(invocation.username)) {
      console.error(`${invocation.username} is not a demo operator: its code is on its owner's phone only.`);
      return 1;
    }
    console.log(currentCode(demoTotpSecret(invocation.username), Date.now()));
    return 0;
  }
  return withDatabase(config, async (db) => {
    const password = newPassword();
    const operator = await createOperator({ db, now: Date.now }, { username: invocation.username, password, merchantCode: invocation.merchantCode, roles: invocation.roles }, { actor: cliActor() });
    if (!operator) {
      console.error(`An operator named ${invocation.username} exists already.`);
      return 1;
    }
    console.log(`operator ${operator.username} (id ${operator.id}, ${operator.merchantCode ?? 'platform-wide'}, ${operator.roles.join(', ')})`);
    console.log(`password: ${password}`);
    console.log('Shown once. The first login at /console enrols the authenticator app.');
    return 0;
  });
}

if (require.main === module) runMain(main);

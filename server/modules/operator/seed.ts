/**
 * The demo operators a development machine starts with (README "Demo operators"), their second
 * factor already enrolled with a secret derived from the username, so `npx tsx
 * scripts/operator.ts code <username>` can print the current code and a newcomer logs in without
 * a phone. Public passwords and derivable secrets: never seeded in production (DEMO_ACCOUNTS).
 */
import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';
import type { Role } from '@common/rules/operatorRoles';
import type { Database } from '../../db/connection';
import type { Keyring } from '../crypto';
import { createOperator, findOperatorByUsername } from './accounts';

interface DemoOperator {
  username: string;
  password: string;
  /** null: platform-wide; 'merchant': the deployment's merchant. */
  scope: 'platform' | 'merchant';
  roles: Role[];
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { username: 'owner', password: 'Owner-demo-1', scope: 'platform', roles: ['owner'] },
  { username: 'finance1', password: 'Finance-demo-1', scope: 'merchant', roles: ['finance'] },
  { username: 'finance2', password: 'Finance-demo-2', scope: 'merchant', roles: ['finance'] },
  { username: 'risk1', password: 'Risk-demo-1', scope: 'merchant', roles: ['risk'] },
  { username: 'support1', password: 'Support-demo-1', scope: 'merchant', roles: ['support'] },
  { username: 'content1', password: 'Content-demo-1', scope: 'merchant', roles: ['content'] },
  { username: 'agents1', password: 'Agents-demo-1', scope: 'merchant', roles: ['agentManager'] },
];

/** The TOTP secret of a demo operator: derived from its name, so it is the same on every machine. */
export function demoTotpSecret(username: string): string {
  const bytes = Uint8Array.from(createHash('sha256').update(`mlobby demo operator ${username}`).digest().subarray(0, 20));
  return new Secret({ buffer: bytes.buffer }).base32;
}

export function isDemoOperator(username: string): boolean {
  return DEMO_OPERATORS.some((demo) => demo.username === username);
}

/** Seeds the demo operators that are missing, enrolled; changes none that exist (nor one a parallel start just made). */
export async function seedDemoOperators(db: Database, keyring: Keyring, merchantCode: string, now: number): Promise<void> {
  for (const demo of DEMO_OPERATORS) {
    if (await findOperatorByUsername(db, demo.username)) continue;
    await createOperator(
      { db, now: () => now },
      {
        username: demo.username,
        password: demo.password,
        merchantCode: demo.scope === 'platform' ? null : merchantCode,
        roles: demo.roles,
        sealedTotpSecret: keyring.seal(demoTotpSecret(demo.username)),
      },
      { actor: 'seed' },
    );
  }
}

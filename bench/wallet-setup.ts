/** Bench set-up: an app on PGlite or a scratch PostgreSQL database, and funded players with open game sessions. */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catchUp, FEED_BATCH_SIZE } from '../server/modules/feed';
import { buildStartApp } from '../server/seed';
import { loadConfig } from '../server/config';
import { startGameSession } from '../server/modules/launch/sessions';
import { acceptCurrentAgreement } from '../server/modules/agreement';
import { createMember } from '../server/modules/member/service';
import { ensureMemberAccount, houseAccount } from '../server/modules/wallet/accounts';
import { postTransaction } from '../server/modules/wallet/ledger';

export { scratchDatabase } from './scratch-database';

export const MERCHANT = 'MLOBBY';
export const VENDOR = 'MLS';

/**
 * The whole server on the given database URL (memory:// for PGlite), quiet, with the posting
 * feed's worker off: the bench drives it after the timed runs and times it on its own
 * (feedCatchUp), as bench:lottery does (docs/decisions.md). `settings` adds or overrides env vars.
 */
export function benchApp(databaseUrl: string, settings: Record<string, string> = {}): Promise<FastifyInstance> {
  const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test', DEMO_ACCOUNTS: 'false', SITE_DIR: path.join(os.tmpdir(), 'mlobby-no-site'), DATABASE_URL: databaseUrl, FEED_WORKERS: 'off' };
  return buildStartApp(loadConfig({ ...env, ...settings }));
}

/**
 * The posting feed's consumers (turnover, wagering) applying what the timed runs posted, timed on
 * their own: their worker is off during the runs, where it read the postings as they were written,
 * in this process on the same two cores, and pgbench had no such reader (docs/decisions.md).
 */
export async function feedCatchUp(app: FastifyInstance): Promise<void> {
  for (const consumer of app.feedConsumers) {
    const started = performance.now();
    const applied = await catchUp(app.db, consumer, FEED_BATCH_SIZE, app.now);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  posting feed '${consumer.name}' caught up: ${applied} postings in ${seconds.toFixed(1)} s = ${(applied / seconds).toFixed(0)} postings/s`);
  }
}

/**
 * Planner statistics of the ledger's entries, which a server running autovacuum keeps; this
 * machine's runs with it off, and without them the posting feed's legs query (turnover, running in
 * this process) is planned as a scan of every entry per batch. Only that table: statistics taken
 * of tables this small would make the wallet function's cached plans scan them as they grow.
 */
export async function analyze(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`analyze ledger_entries`);
}

export interface Player {
  memberId: number;
  sessionId: string;
  /** What the player was funded with, in minor units. */
  initial: bigint;
}

/** `count` players funded from the house, each with an open house-slot session. */
export async function players(app: FastifyInstance, count: number, funds: (i: number) => bigint, tag: string): Promise<Player[]> {
  const house = await houseAccount(app.db, MERCHANT, 'real');
  const made: Player[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(app.db, { merchantCode: MERCHANT, username: `b${tag}${i}x`.toLowerCase(), type: 1, passwordHash: null }, { actor: 'bench' });
    if (!member) throw new Error('bench member exists');
    // As registration records it: bench:payments deposits with these players.
    await acceptCurrentAgreement(app.db, member, { at: new Date(), ip: null, via: 'register' });
    const { account } = await ensureMemberAccount(app.db, MERCHANT, member.id, 'real');
    const initial = funds(i);
    const entries = [
      { accountId: house.id, amount: -initial },
      { accountId: account.id, amount: initial },
    ];
    await postTransaction(app.db, { merchant: MERCHANT, idempotencyKey: `bench-fund-${member.id}`, kind: 'adjustment', entries });
    const session = await startGameSession(
      app.db,
      { merchantCode: MERCHANT, memberId: member.id, accountKind: 'real', vendorCode: VENDOR, gameId: 10_001, gameType: 'RNG', mode: 'real' },
      app.now(),
    );
    made.push({ memberId: member.id, sessionId: session.id, initial });
  }
  return made;
}

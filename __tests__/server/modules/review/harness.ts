/**
 * The review module on its own: a console scope holding only the review routes of test sources
 * over a test table (created here, not a module's), so the rules every queue shares are tested
 * without a real kind's business. Two sources: 'deposit' (deposits.review) and 'kyc' (kyc.review).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ReviewKind } from '@common/contract/review';
import type { Permission } from '@common/rules/operatorRoles';
import { CONSOLE_API } from '@common/contract/operator';
import { loadConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/connection';
import { typeboxValidatorCompiler } from '../../../../server/http/typebox';
import { openKeyring } from '../../../../server/modules/crypto';
import { reviewRoutes, type ReviewItemBase, type ReviewSource } from '../../../../server/modules/review';
import { databasePlugin } from '../../../../server/plugins/database';
import { errorHandling } from '../../../../server/plugins/errors';
import { operatorScope } from '../../../../server/plugins/operator-auth';
import { TestClock } from '../../helpers/accounts';
import { openTestDatabase, type DatabaseCase } from '../../helpers/build';

interface ItemRow extends Record<string, unknown> {
  id: string;
  merchant_code: string;
  status: string;
  created_at: Date | string;
  requested_by: number | string | null;
  approvers: (number | string)[];
  needed: number;
  applied: number;
}

/** What the sources' after-commit work saw, and whether it should fail. */
export interface AfterCommitProbe {
  /** The item's status as another reader saw it when the work ran. */
  seen: string[];
  fail: boolean;
}

/** The rows of a query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T = ItemRow>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

function itemOf(kind: ReviewKind, row: ItemRow): ReviewItemBase {
  const approvers = row.approvers.map(Number);
  const open = row.status === 'pending';
  return {
    kind,
    id: row.id,
    merchantCode: row.merchant_code,
    status: row.status,
    open,
    player: null,
    amount: 1000,
    createdAt: new Date(row.created_at).getTime(),
    requestedBy: null,
    fields: [{ labelKey: 'review.field.amount', value: '1000', type: 'money' }],
    decisions: [],
    approvalsNeeded: open ? row.needed - approvers.length : 0,
    excludedDeciders: [...(row.requested_by === null ? [] : [Number(row.requested_by)]), ...approvers],
  };
}

function testSource(kind: ReviewKind, permission: Permission, probe: AfterCommitProbe): ReviewSource {
  const select = (db: Database, id: string, lock: boolean) =>
    rowsOf(db, lock ? sql`select * from review_test_items where kind = ${kind} and id = ${id} for update` : sql`select * from review_test_items where kind = ${kind} and id = ${id}`);
  return {
    id: kind,
    name: `test ${kind}`,
    permission,
    async list({ db }, query) {
      const status = query.open ? sql`status = 'pending'` : sql`status <> 'pending'`;
      const merchant = query.merchantCode === null ? sql`true` : sql`merchant_code = ${query.merchantCode}`;
      const order = query.open ? sql`created_at asc` : sql`created_at desc`;
      const rows = await rowsOf(db, sql`select * from review_test_items where kind = ${kind} and ${status} and ${merchant} order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
      const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from review_test_items where kind = ${kind} and ${status} and ${merchant}`);
      return { items: rows.map((row) => itemOf(kind, row)), total: Number(counted!.n) };
    },
    get: async ({ db }, id) => ((await select(db, id, false))[0] ? itemOf(kind, (await select(db, id, false))[0]!) : null),
    lock: async (tx, id) => {
      const [row] = await select(tx, id, true);
      return row ? itemOf(kind, row) : null;
    },
    async decide({ db }, tx, id, reviewer, verdict) {
      if (verdict === 'reject') {
        await tx.execute(sql`update review_test_items set status = 'rejected' where kind = ${kind} and id = ${id}`);
      } else {
        await tx.execute(sql`update review_test_items set approvers = approvers || ${reviewer.id}::bigint,
          status = case when cardinality(approvers) + 1 >= needed then 'approved' else status end,
          applied = applied + case when cardinality(approvers) + 1 >= needed then 1 else 0 end
          where kind = ${kind} and id = ${id}`);
      }
      return async () => {
        // Another reader (not the decision's transaction) sees what the decision committed.
        const [row] = await select(db, id, false);
        probe.seen.push(row!.status);
        if (probe.fail) throw new Error('the channel is down');
      };
    },
  };
}

export interface ReviewHarness {
  app: FastifyInstance;
  clock: TestClock;
  probe: AfterCommitProbe;
  logLines: string[];
  /** Adds an open item; `requestedBy`: an operator who may not decide it. */
  addItem(kind: ReviewKind, id: string, options?: { merchantCode?: string; requestedBy?: number; needed?: number; createdAt?: number }): Promise<void>;
  /** How many times approving applied the item. */
  applied(kind: ReviewKind, id: string): Promise<number>;
  status(kind: ReviewKind, id: string): Promise<string>;
}

/** A console scope with the review routes of the two test sources, on a fresh database. */
export async function reviewHarness(db: DatabaseCase): Promise<ReviewHarness> {
  const { handle, dispose } = await openTestDatabase(db);
  const clock = new TestClock();
  const logLines: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } } });
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.decorate('config', loadConfig({ LOG_LEVEL: 'error' }));
  app.decorate('now', clock.now);
  await app.register(databasePlugin, { config: app.config, handle });
  app.addHook('onClose', dispose);
  app.decorate('keyring', await openKeyring(app.db));
  await app.register(errorHandling);
  await app.db.execute(sql`create table review_test_items (
    kind text not null, id text not null, merchant_code text not null, status text not null default 'pending',
    created_at timestamptz not null, requested_by bigint, approvers bigint[] not null default '{}',
    needed int not null default 1, applied int not null default 0, primary key (kind, id))`);
  const probe: AfterCommitProbe = { seen: [], fail: false };
  const sources = [testSource('deposit', 'deposits.review', probe), testSource('kyc', 'kyc.review', probe)];
  await app.register(operatorScope([reviewRoutes(sources)]), { prefix: CONSOLE_API });
  await app.ready();
  return {
    app,
    clock,
    probe,
    logLines,
    async addItem(kind, id, options = {}) {
      const createdAt = new Date(options.createdAt ?? clock.now());
      await app.db.execute(sql`insert into review_test_items (kind, id, merchant_code, created_at, requested_by, needed)
        values (${kind}, ${id}, ${options.merchantCode ?? 'MLOBBY'}, ${createdAt.toISOString()}, ${options.requestedBy ?? null}, ${options.needed ?? 1})`);
    },
    async applied(kind, id) {
      return Number((await rowsOf(app.db, sql`select * from review_test_items where kind = ${kind} and id = ${id}`))[0]!.applied);
    },
    async status(kind, id) {
      return (await rowsOf(app.db, sql`select * from review_test_items where kind = ${kind} and id = ${id}`))[0]!.status;
    },
  };
}

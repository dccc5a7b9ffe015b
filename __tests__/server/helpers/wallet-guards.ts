/** The test guard of the wallet's guard hook: a stand-in for the player-protection limits. */
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../server/db/connection';
import type { WalletGuard } from '../../../server/modules/wallet/guards';

/** The `n` of a one-row count query (both drivers answer `{ rows }`). */
export const count = async (db: Database, query: SQL) => Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** Stakes the member's account made today, counted in SQL by the test guard (inside the posting's transaction). */
export const STAKES_TODAY = (accountId: number) => sql`select count(*)::int as n from ledger_entries e
  join ledger_transactions t on t.id = e.transaction_id
  where e.account_id = ${accountId} and t.kind = 'bet' and t.created_at >= date_trunc('day', now())`;

/** The test guard: at most `limit` stakes per member account and day. */
export function dailyStakeLimit(limit: number): WalletGuard {
  return {
    id: 'test.daily-stakes',
    name: `At most ${limit} stakes a day`,
    intents: ['stake'],
    async check(tx, attempt) {
      return (await count(tx, STAKES_TODAY(attempt.memberAccountId))) >= limit ? { code: ErrorCode.walletLimitReached } : null;
    },
  };
}

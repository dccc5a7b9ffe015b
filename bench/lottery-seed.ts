/**
 * Bench set-up: one closed SSC issue with many pending sub-orders, written in bulk SQL rather
 * than through POST /lgw/orders (100,000 placements would time the API, not settlement). The
 * ledger is kept exact anyway: every order gets its own placement posting under the module's key
 * (member debited, merchant's lottery account credited), inserted set-wise, so the after-check
 * (lottery-check.ts) audits the seeded money like any other.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BetType, PrizeMode } from '@common/contract/lottery';
import { seedHash } from '@common/lottery/fairness';
import { findLotteryGame } from '@common/lottery/games';
import { unitsOf, validateSelection } from '@common/lottery/settlement';
import type { Database } from '../server/db/connection';
import { lotteryAccountId } from '../server/modules/lottery/money';
import { lotteryIssues, lotteryOrders, lotterySuborders } from '../server/modules/lottery/tables';
import { createMember } from '../server/modules/member/service';
import { ensureMemberAccount, houseAccount } from '../server/modules/wallet/accounts';
import { postTransaction } from '../server/modules/wallet/ledger';

const MERCHANT = 'MLOBBY';
const CHUNK = 2_000;

const pick = <T>(values: readonly T[]): T => values[randomInt(values.length)];

/** A random selection the bet type's rule accepts (checked with the engine's own validator). */
export function randomSelection(gameCode: string, betType: BetType): string[][] {
  const rule = betType.selection;
  const value = (n: number) => String(n).padStart(rule.width ?? 1, '0');
  let selection: string[][];
  if (rule.kind === 'option') selection = [[pick(rule.options ?? [])]];
  else if (rule.kind === 'digits') selection = Array.from({ length: rule.count ?? 1 }, () => [value(randomInt(rule.min ?? 0, (rule.max ?? 9) + 1))]);
  else {
    const picks = new Set<string>();
    while (picks.size < (rule.count ?? 1)) picks.add(value(randomInt(rule.min ?? 0, (rule.max ?? 99) + 1)));
    selection = [[...picks]];
  }
  const error = validateSelection(findLotteryGame(gameCode)!, betType, selection);
  if (error) throw new Error(`generated an invalid ${gameCode}/${betType.code} selection ${JSON.stringify(selection)}: ${error}`);
  return selection;
}

/** A prize mode the bet type is sold in. */
export const randomPrizeMode = (betType: BetType): PrizeMode => pick(Object.keys(betType.rebateBp) as PrizeMode[]);

/** `count` funded members (real money from the house, one adjustment each); their ids. */
async function fundedMembers(db: Database, count: number, tag: string): Promise<number[]> {
  const house = await houseAccount(db, MERCHANT, 'real');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await createMember(db, { merchantCode: MERCHANT, username: `bl${tag}${i}x`, type: 1, passwordHash: null }, { actor: 'bench' });
    if (!member) throw new Error('bench member exists');
    const { account } = await ensureMemberAccount(db, MERCHANT, member.id, 'real');
    const amount = 1_000_000_000n;
    await postTransaction(db, {
      merchant: MERCHANT,
      idempotencyKey: `bench-lottery-fund-${member.id}`,
      kind: 'adjustment',
      entries: [
        { accountId: house.id, amount: -amount },
        { accountId: account.id, amount },
      ],
    });
    ids.push(member.id);
  }
  return ids;
}

/** A closed issue of `gameCode` whose draw time has passed, with a fresh seed. */
async function closedIssue(db: Database, gameCode: string, now: number): Promise<{ id: number; issueNumber: string }> {
  const seed = randomBytes(32).toString('hex');
  const issueNumber = `20000101-${randomInt(1, 10_000).toString().padStart(4, '0')}`;
  const [row] = await db
    .insert(lotteryIssues)
    .values({
      gameCode,
      issueNumber,
      opensAt: new Date(now - 120_000),
      closesAt: new Date(now - 70_000),
      drawAt: new Date(now - 60_000),
      seed,
      seedHash: await seedHash(seed),
      status: 'closed',
    })
    .returning({ id: lotteryIssues.id });
  return { id: row.id, issueNumber };
}

/** One order per sub-order, random bets of the game's table, in chunks; then their placement postings. */
async function bulkOrders(db: Database, issue: { id: number; issueNumber: string }, gameCode: string, members: number[], count: number, now: number): Promise<void> {
  const game = findLotteryGame(gameCode)!;
  for (let start = 0; start < count; start += CHUNK) {
    const orders = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => {
      const betType = pick(game.betTypes);
      const selection = randomSelection(gameCode, betType);
      const unitStake = pick([100, 200, 500]);
      const multiple = randomInt(1, 4);
      const units = unitsOf(game, betType, selection);
      const amount = BigInt(unitStake * units * multiple);
      return {
        merchantCode: MERCHANT,
        memberId: members[(start + k) % members.length],
        accountKind: 'real' as const,
        gameCode,
        betType: betType.code,
        selection,
        prizeMode: randomPrizeMode(betType),
        unitStake: BigInt(unitStake),
        multiple,
        units,
        amountPerIssue: amount,
        total: amount,
        stopOnWin: false,
        requestId: `bench-${issue.id}-${start + k}`,
        createdAt: new Date(now - 90_000),
      };
    });
    const inserted = await db.insert(lotteryOrders).values(orders).returning({ id: lotteryOrders.id, total: lotteryOrders.total });
    await db.insert(lotterySuborders).values(
      inserted.map((o) => ({ orderId: o.id, issueId: issue.id, issueNumber: issue.issueNumber, gameCode, amount: o.total, status: 'pending' as const })),
    );
  }
  const lottery = await lotteryAccountId(db, MERCHANT, 'real');
  const orderKey = sql`'lottery:order:' || o.merchant_code || ':' || o.member_id || ':' || o.request_id`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ledger_transactions (merchant_code, idempotency_key, kind, reference)
      select o.merchant_code, ${orderKey}, 'bet', jsonb_build_object('vendor', 'HOUSE_LOTTERY', 'orderId', o.id)
      from lottery_orders o where o.ledger_transaction_id is null`);
    await tx.execute(sql`update lottery_orders o set ledger_transaction_id = t.id from ledger_transactions t
      where o.ledger_transaction_id is null and t.merchant_code = o.merchant_code and t.idempotency_key = ${orderKey}`);
    await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount)
      select o.ledger_transaction_id, a.id, -o.total from lottery_orders o
        join ledger_accounts a on a.merchant_code = o.merchant_code and a.owner_kind = 'member' and a.owner_id = o.member_id and a.kind = 'real'
        join lottery_suborders s on s.order_id = o.id and s.issue_id = ${issue.id}
      union all
      select o.ledger_transaction_id, ${lottery}, o.total from lottery_orders o
        join lottery_suborders s on s.order_id = o.id and s.issue_id = ${issue.id}`);
    await tx.execute(sql`update ledger_accounts a set balance = a.balance + d.delta
      from (select e.account_id, sum(e.amount) as delta from ledger_entries e
              join lottery_orders o on o.ledger_transaction_id = e.transaction_id
              join lottery_suborders s on s.order_id = o.id and s.issue_id = ${issue.id}
            group by e.account_id) d
      where a.id = d.account_id`);
  });
}

/** A closed, overdue `gameCode` issue with `count` pending sub-orders of `memberCount` members, money posted. */
export async function seedIssue(db: Database, gameCode: string, count: number, memberCount: number, now: number): Promise<{ id: number; issueNumber: string }> {
  const members = await fundedMembers(db, memberCount, randomBytes(3).toString('hex'));
  const issue = await closedIssue(db, gameCode, now);
  await bulkOrders(db, issue, gameCode, members, count, now);
  return issue;
}
